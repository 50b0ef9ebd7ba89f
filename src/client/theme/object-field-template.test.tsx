import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlueprintForm } from '.';

afterEach(cleanup);

const schema: RJSFSchema = {
  type: 'object',
  title: 'Member',
  properties: {
    display_name: { type: 'string', title: 'Display Name' },
    full_name: { type: 'string', title: 'Full Name' },
    contacts: {
      type: 'array',
      title: 'Contacts',
      items: { type: 'string', title: 'Contact' },
    },
  },
};

function renderObject(uiSchema: UiSchema = {}) {
  const onSubmit = vi.fn();
  render(
    <BlueprintForm
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      noHtml5Validate
      onSubmit={(event) => onSubmit(event.formData)}
    />,
  );
  return { onSubmit };
}

describe('ObjectFieldTemplate', () => {
  it('lays the fields out in two columns by default, lists across the whole row', () => {
    renderObject();
    const grid = document.querySelector('.cms-form-grid');
    expect(grid?.classList.contains('cms-form-grid--2')).toBe(true);
    const contacts = screen.getByText('Contacts').closest('.cms-form-grid__cell');
    expect(contacts?.classList.contains('cms-form-grid__cell--wide')).toBe(true);
    const name = screen.getByLabelText('Full Name').closest('.cms-form-grid__cell');
    expect(name?.classList.contains('cms-form-grid__cell--wide')).toBe(false);
  });

  it('takes one column from ui:options.columns', () => {
    renderObject({ 'ui:options': { columns: 1 } });
    expect(document.querySelector('.cms-form-grid')?.classList.contains('cms-form-grid--1')).toBe(true);
  });

  it("leaves the root object's title to the page", () => {
    renderObject();
    expect(screen.queryByText('Member')).toBeNull();
  });
});

describe('ArrayFieldTemplate', () => {
  it('adds and removes items with icon buttons', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderObject();
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    const inputs = screen.getAllByRole('textbox').filter((input) => input.id.startsWith('root_contacts_'));
    expect(inputs).toHaveLength(2);
    await user.type(inputs[0]!, '0771234567');
    await user.type(inputs[1]!, 'nimal@example.lk');

    await user.click(screen.getAllByRole('button', { name: 'Remove' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ contacts: ['nimal@example.lk'] });
  });
});
