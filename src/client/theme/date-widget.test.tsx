import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { houseStyleErrors } from '../form-engine/error-messages';
import { BlueprintForm, type BlueprintFormContext } from '.';

afterEach(cleanup);

const meeting = (required: boolean, extra: Partial<RJSFSchema> = {}): RJSFSchema => ({
  type: 'object',
  required: required ? ['held_on'] : [],
  properties: { held_on: { type: 'string', format: 'date', title: 'Date of the meeting', ...extra } },
});

/** A form with one date field, in the house style; answers the field and the submitted data. */
function renderDate({
  schema = meeting(true),
  formData,
  formContext,
}: { schema?: RJSFSchema; formData?: object; formContext?: BlueprintFormContext } = {}) {
  const onSubmit = vi.fn();
  render(
    <BlueprintForm
      schema={schema}
      validator={validator}
      formData={formData}
      formContext={formContext}
      transformErrors={houseStyleErrors(schema)}
      noHtml5Validate
      showErrorList={false}
      onError={() => undefined}
      onSubmit={(event) => onSubmit(event.formData)}
    />,
  );
  const input = screen.getByLabelText(/Date of the meeting/) as HTMLInputElement;
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  return { input, onSubmit, submit };
}

const AUGUST: BlueprintFormContext = { dateLimits: { min: '2026-07-01', max: '2026-08-31' } };

describe('DateWidget', () => {
  it('shows a date as DD/MM/YYYY and submits it as YYYY-MM-DD, unchanged', async () => {
    const { input, onSubmit, submit } = renderDate({ formData: { held_on: '2025-07-01' } });
    expect(input.type).toBe('text');
    expect(input.value).toBe('01/07/2025');
    expect(input.placeholder).toBe('DD/MM/YYYY');
    await submit();
    expect(onSubmit).toHaveBeenLastCalledWith({ held_on: '2025-07-01' });
  });

  it('reads a typed DD/MM/YYYY date, with or without the leading zeros', async () => {
    const user = userEvent.setup();
    const { input, onSubmit, submit } = renderDate();
    await user.type(input, '05/08/2026');
    await submit();
    expect(onSubmit).toHaveBeenLastCalledWith({ held_on: '2026-08-05' });

    await user.clear(input);
    await user.type(input, '5/8/2026');
    await user.tab();
    // Leaving the field shows the date as dates show.
    expect(input.value).toBe('05/08/2026');
    await submit();
    expect(onSubmit).toHaveBeenLastCalledWith({ held_on: '2026-08-05' });
  });

  it('treats a cleared date as no date, so a required one is reported', async () => {
    const user = userEvent.setup();
    const { input, onSubmit, submit } = renderDate({ formData: { held_on: '2025-07-01' } });
    await user.clear(input);
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('The Date of the meeting field is required.')).toBeTruthy();
  });

  it('says a wrong date is no date when the field is left, and keeps the form from submitting', async () => {
    const user = userEvent.setup();
    const { input, onSubmit, submit } = renderDate({ schema: meeting(false) });
    await user.type(input, '31/02/2026');
    expect(screen.queryByText(/must be a valid date/)).toBeNull();
    await user.tab();
    expect(screen.getByText('The Date of the meeting field must be a valid date.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // The text stays for the officer to correct; the form is not sent without the date meant.
    expect(input.value).toBe('31/02/2026');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('The Date of the meeting field must be a valid date.')).toBeTruthy();
  });

  it('takes the error away once the date is corrected', async () => {
    const user = userEvent.setup();
    const { input, onSubmit, submit } = renderDate();
    await user.type(input, 'soon');
    await user.tab();
    expect(screen.getByText('The Date of the meeting field must be a valid date.')).toBeTruthy();
    await user.clear(input);
    await user.type(input, '14/02/2026');
    expect(screen.queryByText(/must be a valid date/)).toBeNull();
    await submit();
    expect(onSubmit).toHaveBeenLastCalledWith({ held_on: '2026-02-14' });
  });

  it('reads a pasted YYYY-MM-DD date', async () => {
    const { input, onSubmit, submit } = renderDate();
    fireEvent.change(input, { target: { value: '2026-02-14' } });
    await submit();
    expect(onSubmit).toHaveBeenLastCalledWith({ held_on: '2026-02-14' });
  });

  it("refuses a typed date outside the form's limits, at once, under the field", async () => {
    const user = userEvent.setup();
    const { input, onSubmit, submit } = renderDate({ formContext: AUGUST });
    await user.type(input, '05/09/2026');
    expect(
      screen.getByText('The Date of the meeting field must be a date from 01/07/2026 to 31/08/2026.'),
    ).toBeTruthy();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '31/08/2026');
    expect(screen.queryByText(/must be a date from/)).toBeNull();
    await submit();
    expect(onSubmit).toHaveBeenLastCalledWith({ held_on: '2026-08-31' });
  });

  it('keeps an optional field from submitting without the date its text refuses', async () => {
    const user = userEvent.setup();
    const { input, onSubmit, submit } = renderDate({ schema: meeting(false), formContext: AUGUST });
    await user.type(input, '05/09/2026');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(
      screen.getByText('The Date of the meeting field must be a date from 01/07/2026 to 31/08/2026.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(input);

    // Half a date, sent with Enter (the field is not left): refused too, not dropped.
    await user.clear(input);
    await user.type(input, '5/8/20{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(/The Date of the meeting field must be a (valid )?date/)).toBeTruthy();

    // Emptied, the optional field submits without a date, as it may.
    await user.clear(input);
    await submit();
    expect(onSubmit).toHaveBeenLastCalledWith({});
  });

  it("lets the schema's own limits win over the form's", async () => {
    const user = userEvent.setup();
    const { input } = renderDate({
      schema: meeting(true, { formatMaximum: '2026-07-15' } as Partial<RJSFSchema>),
      formContext: AUGUST,
    });
    await user.type(input, '20/07/2026');
    expect(
      screen.getByText('The Date of the meeting field must be a date from 01/07/2026 to 15/07/2026.'),
    ).toBeTruthy();
  });

  it('opens the calendar from its button, where a chosen day becomes the date', async () => {
    const user = userEvent.setup();
    const { input, onSubmit, submit } = renderDate({ formData: { held_on: '2026-08-05' } });
    const button = screen.getByRole('button', { name: 'Open the calendar' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    const calendar = await screen.findByRole('dialog', { name: 'Calendar' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // The month of the date shows, with the date chosen.
    expect(within(calendar).getByRole('combobox', { name: 'Month' })).toHaveProperty('value', '7');
    await user.click(within(calendar).getByRole('gridcell', { name: '20' }));
    expect(input.value).toBe('20/08/2026');
    // The calendar closes, giving the focus back to its button.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Calendar' })).toBeNull());
    expect(document.activeElement).toBe(button);
    await submit();
    expect(onSubmit).toHaveBeenLastCalledWith({ held_on: '2026-08-20' });
  });

  it('offers no day outside the limits in the calendar', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderDate({ formContext: { dateLimits: { min: '2026-08-10', max: '2026-08-20' } } });
    await user.click(screen.getByRole('button', { name: 'Open the calendar' }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendar' });
    // With no date yet, the calendar opens on the limits' month.
    expect(within(calendar).getByRole('combobox', { name: 'Month' })).toHaveProperty('value', '7');
    const day = (name: string) => within(calendar).getByRole('gridcell', { name }) as HTMLButtonElement;
    expect([day('9'), day('10'), day('20'), day('21')].map((button) => button.disabled)).toEqual([
      true,
      false,
      false,
      true,
    ]);
    // Nor does it offer another month.
    expect(within(calendar).queryByRole('button', { name: 'Next month' })).toBeNull();
    expect(within(calendar).queryByRole('button', { name: 'Previous month' })).toBeNull();
    await user.click(day('21'));
    expect((screen.getByLabelText(/Date of the meeting/) as HTMLInputElement).value).toBe('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the typed text and the focus while the calendar loads', async () => {
    const user = userEvent.setup();
    const { input } = renderDate();
    await user.click(input);
    await user.type(input, '05/0');
    // The calendar's module arrives (focusing the field fetched it): its box joins the field.
    await waitFor(() => expect(document.querySelector('.cms-date-field__anchor')).not.toBeNull());
    expect(document.activeElement).toBe(input);
    await user.type(input, '8/2026');
    expect(input.value).toBe('05/08/2026');
  });
});
