import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EntityForm } from '../form-engine/entity-form';
import { OFFICE_ROLES_QUERY_KEY, OfficeRolesField, officeRoleChoices } from './office-roles-field';

const ROLES = [
  { role_name: 'Club President', role_code: 'CLUB_PRESIDENT' },
  { role_name: 'Club Secretary', role_code: 'CLUB_SECRETARY' },
  { role_name: 'Zone Chairperson', role_code: 'ZONE_CHAIRPERSON' },
];

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    office_roles: {
      type: 'array',
      title: 'Office Roles',
      items: {
        type: 'object',
        required: ['role_code', 'date_from', 'date_to'],
        properties: {
          uuid: { type: 'string' },
          role_code: { type: 'string', title: 'Office Role' },
          date_from: { type: 'string', format: 'date', title: 'Date From' },
          date_to: { type: 'string', format: 'date', title: 'Date To' },
        },
      },
    },
  },
};

type Data = { office_roles?: { uuid?: string; role_code?: string; date_from?: string; date_to?: string }[] };

function renderList(options: {
  assignable?: string[];
  formData?: Data;
  serverErrors?: Record<string, string[]>;
}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  // The roles are in the cache already: the widget asks no server.
  queryClient.setQueryData(OFFICE_ROLES_QUERY_KEY, ROLES);
  const uiSchema: UiSchema = {
    office_roles: { 'ui:field': OfficeRolesField, 'ui:options': { assignable: options.assignable } },
  };
  const onSubmit = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <EntityForm<Data>
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        formData={options.formData}
        serverErrors={options.serverErrors}
        onSubmit={onSubmit}
      />
    </QueryClientProvider>,
  );
  return { onSubmit };
}

describe('officeRoleChoices', () => {
  it('keeps every role without a list and only the assignable codes with one', () => {
    expect(officeRoleChoices(ROLES, undefined)).toHaveLength(3);
    expect(officeRoleChoices(ROLES, ['CLUB_PRESIDENT', 'CLUB_SECRETARY']).map((r) => r.role_code)).toEqual([
      'CLUB_PRESIDENT',
      'CLUB_SECRETARY',
    ]);
  });
});

describe('OfficeRolesField', () => {
  it('adds a row whose role select offers only the allowed roles, and submits it', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderList({ assignable: ['CLUB_PRESIDENT', 'CLUB_SECRETARY'] });
    await user.click(screen.getByRole('button', { name: 'Add Office Role' }));
    const select = screen.getByLabelText(/Office Role/, { selector: 'select' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select an office role', 'Club President', 'Club Secretary']);
    await user.selectOptions(select, 'Club Secretary');
    await user.type(screen.getByLabelText(/Date From/), '2026-07-01');
    await user.type(screen.getByLabelText(/Date To/), '2027-06-30');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({
      office_roles: [{ role_code: 'CLUB_SECRETARY', date_from: '2026-07-01', date_to: '2027-06-30' }],
    });
  });

  it('shows the house-style error under an empty role', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderList({});
    await user.click(screen.getByRole('button', { name: 'Add Office Role' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('The Office Role field is required.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("keeps a prefilled role and its uuid, and shows the server's error under the row's field", async () => {
    const user = userEvent.setup();
    const row = {
      uuid: 'u-1',
      role_code: 'ZONE_CHAIRPERSON',
      date_from: '2026-07-01',
      date_to: '2027-06-30',
    };
    const { onSubmit } = renderList({
      assignable: ['CLUB_PRESIDENT', 'CLUB_SECRETARY'],
      formData: { office_roles: [row] },
      serverErrors: { 'office_roles.0.date_to': ['The date to must be on or after the date from.'] },
    });
    const select = screen.getByLabelText(/Office Role/, { selector: 'select' }) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('Zone Chairperson');
    expect(screen.getByText('The date to must be on or after the date from.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ office_roles: [row] });
  });
});
