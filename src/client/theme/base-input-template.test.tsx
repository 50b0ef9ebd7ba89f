import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlueprintForm } from '.';

afterEach(cleanup);

const schema: RJSFSchema = {
  type: 'object',
  required: ['email'],
  properties: {
    email: { type: 'string', format: 'email', title: 'Email' },
    password: { type: 'string', title: 'Password' },
    members: { type: 'integer', title: 'Members attended', minimum: 0 },
    amount: { type: 'number', title: 'Amount (Rs.)' },
    notes: { type: 'string', title: 'Notes' },
  },
};

const uiSchema: UiSchema = {
  email: { 'ui:placeholder': 'name@example.lk', 'ui:autocomplete': 'email' },
  password: { 'ui:widget': 'password' },
  members: { 'ui:help': 'Count yourself too' },
  notes: { 'ui:widget': 'textarea', 'ui:options': { rows: 6 } },
};

function renderInputs() {
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

describe('BaseInputTemplate and the text widgets', () => {
  it('honours the placeholder, autocomplete and input type', () => {
    renderInputs();
    const email = screen.getByLabelText(/Email/) as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.placeholder).toBe('name@example.lk');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(email.closest('.bp6-input-group')).not.toBeNull();
    expect((screen.getByLabelText('Password') as HTMLInputElement).type).toBe('password');
    const notes = screen.getByLabelText('Notes') as HTMLTextAreaElement;
    expect(notes.tagName).toBe('TEXTAREA');
    expect(notes.getAttribute('rows')).toBe('6');
  });

  it('gives number inputs a numeric keypad and sends numbers', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderInputs();
    const members = screen.getByLabelText('Members attended') as HTMLInputElement;
    expect(members.type).toBe('number');
    expect(members.inputMode).toBe('numeric');
    expect((screen.getByLabelText('Amount (Rs.)') as HTMLInputElement).inputMode).toBe('decimal');

    await user.type(screen.getByLabelText(/Email/), 'nimal@example.lk');
    await user.type(members, '12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ email: 'nimal@example.lk', members: 12 });
  });

  it('shows ui:help under the field', () => {
    renderInputs();
    const group = screen.getByLabelText('Members attended').closest('.bp6-form-group');
    expect(group?.textContent).toContain('Count yourself too');
  });
});
