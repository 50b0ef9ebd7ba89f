import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlueprintForm } from '.';

afterEach(cleanup);

function renderSwitch(schema: RJSFSchema) {
  const onSubmit = vi.fn();
  const uiSchema: UiSchema = { flag: { 'ui:widget': 'switch' } };
  render(
    <BlueprintForm
      schema={{ type: 'object', properties: { flag: schema } }}
      uiSchema={uiSchema}
      validator={validator}
      noHtml5Validate
      onSubmit={(event) => onSubmit(event.formData)}
    />,
  );
  return { onSubmit, toggle: screen.getByLabelText('Minutes uploaded') as HTMLInputElement };
}

describe('SwitchWidget', () => {
  it('sends 1 when on and 0 when off for an integer field', async () => {
    const user = userEvent.setup();
    const { onSubmit, toggle } = renderSwitch({ type: 'integer', title: 'Minutes uploaded', default: 0 });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(toggle.checked).toBe(false);

    await user.click(submit);
    expect(onSubmit).toHaveBeenLastCalledWith({ flag: 0 });

    await user.click(toggle);
    expect(toggle.checked).toBe(true);
    await user.click(submit);
    expect(onSubmit).toHaveBeenLastCalledWith({ flag: 1 });

    await user.click(toggle);
    await user.click(submit);
    expect(onSubmit).toHaveBeenLastCalledWith({ flag: 0 });
  });

  it('sends true and false for a boolean field', async () => {
    const user = userEvent.setup();
    const { onSubmit, toggle } = renderSwitch({ type: 'boolean', title: 'Minutes uploaded' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ flag: true });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ flag: false });
  });

  it('labels itself once, beside the toggle', () => {
    renderSwitch({ type: 'integer', title: 'Minutes uploaded', default: 0 });
    expect(screen.getAllByText('Minutes uploaded')).toHaveLength(1);
    expect(document.querySelector('.bp6-switch')).not.toBeNull();
  });
});
