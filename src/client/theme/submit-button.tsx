import { Button, Intent } from '@blueprintjs/core';
import { getSubmitButtonOptions, type SubmitButtonProps } from '@rjsf/utils';
import { useContext } from 'react';
import { blueprintFormContext, SubmitStateContext } from './form-context';

/**
 * The form's primary button. Its text comes from `ui:submitButtonOptions.submitText` ('Create',
 * 'Update', 'Submit to Review'); it spins while `loading` and is disabled while `submitDisabled`, as
 * the SubmitStateContext around the form says (else the form context), so one press sends one request.
 */
export function SubmitButton({ uiSchema, registry }: SubmitButtonProps) {
  const given = useContext(SubmitStateContext);
  const { submitText, norender, props: buttonProps = {} } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  const { loading, submitDisabled } = given ?? blueprintFormContext(registry.formContext);
  const { disabled, className } = buttonProps;
  return (
    <div className="cms-form-actions">
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        className={className}
        text={submitText}
        loading={loading === true}
        disabled={disabled === true || submitDisabled === true}
      />
    </div>
  );
}
