import type { UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlueprintForm, type BlueprintFormContext } from '.';

afterEach(cleanup);

function renderButton(uiSchema: UiSchema, formContext: BlueprintFormContext = {}) {
  render(
    <BlueprintForm
      schema={{ type: 'object', properties: { name: { type: 'string' } } }}
      uiSchema={uiSchema}
      validator={validator}
      formContext={formContext}
    />,
  );
}

describe('SubmitButton', () => {
  it('reads ui:submitButtonOptions.submitText', () => {
    renderButton({ 'ui:submitButtonOptions': { submitText: 'Submit to Review' } });
    const button = screen.getByRole('button', { name: 'Submit to Review' }) as HTMLButtonElement;
    expect(button.type).toBe('submit');
    expect(button.classList.contains('bp6-intent-primary')).toBe(true);
    expect(button.disabled).toBe(false);
  });

  it('is disabled while formContext.submitDisabled', () => {
    renderButton({ 'ui:submitButtonOptions': { submitText: 'Update' } }, { submitDisabled: true });
    expect((screen.getByRole('button', { name: 'Update' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('spins while formContext.loading', () => {
    renderButton({}, { loading: true });
    const button = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(button.classList.contains('bp6-loading')).toBe(true);
    expect(button.disabled).toBe(true);
  });

  it('renders nothing with norender', () => {
    renderButton({ 'ui:submitButtonOptions': { norender: true } });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
