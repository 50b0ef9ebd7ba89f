import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlueprintForm } from '.';

afterEach(cleanup);

function renderSelect(
  field: RJSFSchema,
  options: { required?: boolean; value?: unknown; ui?: UiSchema } = {},
) {
  const onSubmit = vi.fn();
  render(
    <BlueprintForm
      schema={{ type: 'object', required: options.required ? ['pick'] : [], properties: { pick: field } }}
      uiSchema={{ pick: { 'ui:placeholder': 'Choose one', ...options.ui } }}
      formData={options.value === undefined ? {} : { pick: options.value }}
      validator={validator}
      experimental_defaultFormStateBehavior={{ constAsDefaults: 'skipOneOf' }}
      noHtml5Validate
      onSubmit={(event) => onSubmit(event.formData)}
    />,
  );
  const select = screen.getByLabelText(/Gender/) as HTMLSelectElement;
  const labels = within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
  return { onSubmit, select, labels };
}

const gender: RJSFSchema = {
  type: 'string',
  title: 'Gender',
  oneOf: [
    { const: 'MALE', title: 'Male' },
    { const: 'FEMALE', title: 'Female' },
    { const: 'NOT_SAID', title: 'Preferred not to say' },
  ],
};

describe('SelectWidget', () => {
  it('lists the oneOf titles after an empty placeholder option', () => {
    const { labels, select } = renderSelect(gender, { required: true });
    expect(labels).toEqual(['Choose one', 'Male', 'Female', 'Preferred not to say']);
    expect(select.value).toBe('');
    expect(select.closest('.bp6-html-select')).not.toBeNull();
  });

  it('drops the empty option once a required field has a value', () => {
    const { labels } = renderSelect(gender, { required: true, value: 'FEMALE' });
    expect(labels).toEqual(['Male', 'Female', 'Preferred not to say']);
  });

  it('keeps the empty option for an optional field, so the choice can be undone', () => {
    const { labels } = renderSelect(gender, { value: 'FEMALE' });
    expect(labels[0]).toBe('Choose one');
  });

  it('sends the option value, typed as the schema says', async () => {
    const user = userEvent.setup();
    const { onSubmit, select } = renderSelect(
      { type: 'integer', title: 'Gender', enum: [1, 2, 3] },
      { ui: { 'ui:enumNames': ['Male', 'Female', 'Preferred not to say'] } },
    );
    await user.selectOptions(select, 'Female');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ pick: 2 });

    await user.selectOptions(select, 'Choose one');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith({});
  });
});
