import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EntityForm } from '../form-engine/entity-form';
import { MEMBER_TYPES_QUERY_KEY, MemberTypeSelect, memberTypeValue } from './member-type-select';

describe('memberTypeValue', () => {
  it('answers a number for integer fields, text for text fields, nothing for the empty option', () => {
    expect(memberTypeValue('2', 'integer')).toBe(2);
    expect(memberTypeValue('2', ['integer', 'null'])).toBe(2);
    expect(memberTypeValue('2', 'string')).toBe('2');
    expect(memberTypeValue('', 'integer')).toBeUndefined();
  });
});

describe('MemberTypeSelect', () => {
  it('lists the member types and answers the chosen id as the schema types it', async () => {
    const user = userEvent.setup();
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    queryClient.setQueryData(MEMBER_TYPES_QUERY_KEY, [
      { id: 1, type: 'Active' },
      { id: 2, type: 'Life' },
    ]);
    const schema: RJSFSchema = {
      type: 'object',
      properties: { member_type_id: { type: 'integer', title: 'Member Type' } },
    };
    const onSubmit = vi.fn();
    render(
      <QueryClientProvider client={queryClient}>
        <EntityForm
          schema={schema}
          uiSchema={{
            member_type_id: { 'ui:widget': 'member-type-select', 'ui:placeholder': 'Select a member type' },
          }}
          validator={validator}
          widgets={{ 'member-type-select': MemberTypeSelect }}
          onSubmit={onSubmit}
        />
      </QueryClientProvider>,
    );
    const select = screen.getByLabelText(/Member Type/);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a member type', 'Active', 'Life']);
    await user.selectOptions(select, 'Life');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ member_type_id: 2 });
  });
});
