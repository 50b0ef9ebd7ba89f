import { HTMLSelect } from '@blueprintjs/core';
import type { RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import zoneSchemaJson from '../../../schemas/entities/zone/schema.json';
import zoneUiSchemaJson from '../../../schemas/entities/zone/ui-schema.json';
import { EntityForm, type EntityFormProps } from './entity-form';
import { precompiledValidator } from './precompiled-validator';
import { validateFns } from '../generated/validators/zone';

const zoneSchema = zoneSchemaJson as RJSFSchema;
const zoneUiSchema = zoneUiSchemaJson as UiSchema;
const zoneValidator = precompiledValidator(validateFns, zoneSchema);

const NORTH = '6f1c7a52-3d0b-4e8e-9a41-0c2b5d7e9f10';
const SOUTH = '0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c7d';

/** Stands in for the zones feature's API-backed region picker. */
function RegionSelectStub({ id, value, onChange }: WidgetProps) {
  return (
    <HTMLSelect id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
      <option value="">Select a region</option>
      <option value={NORTH}>North</option>
      <option value={SOUTH}>South</option>
    </HTMLSelect>
  );
}

type Zone = { lions_club_region?: string; name?: string; status?: string };

function renderZoneForm(props: Partial<EntityFormProps<Zone>> = {}) {
  const onSubmit = vi.fn();
  const result = render(
    <EntityForm<Zone>
      schema={zoneSchema}
      uiSchema={zoneUiSchema}
      validator={zoneValidator}
      widgets={{ 'region-select': RegionSelectStub }}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, ...result };
}

/** The Blueprint form group (label, control, errors, help) around a labelled control. */
function groupOf(control: HTMLElement): HTMLElement {
  const group = control.closest<HTMLElement>('.bp6-form-group');
  if (!group) throw new Error('the control sits in no form group');
  return group;
}

afterEach(cleanup);

describe('EntityForm with the zone schema', () => {
  it('renders the labelled fields with required stars, in the ui-schema order', () => {
    renderZoneForm();
    const labels = [...document.querySelectorAll('label.bp6-label')].map((l) => l.textContent?.trim());
    expect(labels).toEqual(['Region *', 'Zone Name *', 'Status *']);
    expect(screen.getByLabelText(/Zone Name/).tagName).toBe('INPUT');
    const status = screen.getByLabelText(/Status/);
    expect([...within(status).getAllByRole('option')].map((o) => o.textContent)).toEqual([
      'Select a status',
      'Active',
      'Inactive',
    ]);
  });

  it('shows "The Zone Name field is required." under the field on an empty submit, and does not submit', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderZoneForm();
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const name = screen.getByLabelText(/Zone Name/);
    expect(within(groupOf(name)).getByText('The Zone Name field is required.')).toBeTruthy();
    expect(groupOf(name).classList.contains('bp6-intent-danger')).toBe(true);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(groupOf(screen.getByLabelText(/Region/))).getByText('The Region field is required.'),
    ).toBeTruthy();
    expect(
      within(groupOf(screen.getByLabelText(/Status/))).getByText('The Status field is required.'),
    ).toBeTruthy();
    // The control points at its error, so screen readers read it.
    const describedBy = name.getAttribute('aria-describedby')?.split(' ') ?? [];
    const errorBox = describedBy.map((id) => document.getElementById(id)).find((el) => el?.textContent);
    expect(errorBox?.textContent).toBe('The Zone Name field is required.');
    // No form-wide list: the page's alert does that.
    expect(screen.getAllByText('The Zone Name field is required.')).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('words length errors in the house style', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderZoneForm({
      formData: { lions_club_region: NORTH, name: 'x'.repeat(101), status: 'ACTIVE' },
    });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('The Zone Name field must not be greater than 100 characters.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the filled form with only the schema fields', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderZoneForm({ formData: { id: 7 } as Zone });
    await user.selectOptions(screen.getByLabelText(/Region/), 'South');
    await user.type(screen.getByLabelText(/Zone Name/), 'Zone 4');
    await user.selectOptions(screen.getByLabelText(/Status/), 'Active');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ lions_club_region: SOUTH, name: 'Zone 4', status: 'ACTIVE' });
  });

  it("shows the server's first message under each field until that field changes", async () => {
    const user = userEvent.setup();
    const formData = { lions_club_region: NORTH, name: 'Zone 1', status: 'ACTIVE' };
    const serverErrors = {
      name: ['The name has already been taken.', 'The name is too plain.'],
      lions_club_region: ['The selected lions club region is invalid.'],
    };
    renderZoneForm({ formData, serverErrors });

    const name = screen.getByLabelText(/Zone Name/);
    expect(within(groupOf(name)).getByText('The name has already been taken.')).toBeTruthy();
    expect(screen.queryByText('The name is too plain.')).toBeNull();
    const region = screen.getByLabelText(/Region/);
    expect(within(groupOf(region)).getByText('The selected lions club region is invalid.')).toBeTruthy();

    await user.type(name, 'A');
    await waitFor(() => expect(screen.queryByText('The name has already been taken.')).toBeNull());
    expect(screen.getByText('The selected lions club region is invalid.')).toBeTruthy();
  });

  it('keeps what the user typed when the page re-renders it with a server error or while loading', async () => {
    const user = userEvent.setup();
    const formData = { lions_club_region: NORTH, name: 'Zone 1', status: 'ACTIVE' };
    const { rerender } = renderZoneForm({ formData });
    const name = screen.getByLabelText(/Zone Name/);
    await user.clear(name);
    await user.type(name, 'Zone Typed');
    const again = (props: Partial<EntityFormProps<Zone>>) =>
      rerender(
        <EntityForm<Zone>
          schema={zoneSchema}
          uiSchema={zoneUiSchema}
          validator={zoneValidator}
          widgets={{ 'region-select': RegionSelectStub }}
          onSubmit={() => undefined}
          formData={formData}
          {...props}
        />,
      );
    again({ loading: true });
    again({ loading: false, serverErrors: { status: ['The selected status is invalid.'] } });
    expect((screen.getByLabelText(/Zone Name/) as HTMLInputElement).value).toBe('Zone Typed');
  });

  it('shows the submit text and is disabled with submitDisabled', () => {
    const { rerender, onSubmit } = renderZoneForm();
    const button = screen.getByRole('button', { name: 'Create' });
    expect(button.getAttribute('type')).toBe('submit');
    expect((button as HTMLButtonElement).disabled).toBe(false);

    rerender(
      <EntityForm<Zone>
        schema={zoneSchema}
        uiSchema={zoneUiSchema}
        validator={zoneValidator}
        widgets={{ 'region-select': RegionSelectStub }}
        onSubmit={onSubmit}
        submitDisabled
      />,
    );
    expect((screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('spins and cannot be pressed again while loading', () => {
    renderZoneForm({ loading: true });
    const button = screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    expect(button.classList.contains('bp6-loading')).toBe(true);
    expect(button.disabled).toBe(true);
  });
});
