import { Button, Intent } from '@blueprintjs/core';
import { getSubmitButtonOptions, type SubmitButtonProps } from '@rjsf/utils';
import { blueprintFormContext } from './form-context';

/**
 * The form's primary button. Its text comes from `ui:submitButtonOptions.submitText` ('Create',
 * 'Update', 'Submit to Review'); it spins while `formContext.loading` and is disabled while
 * `formContext.submitDisabled`, so one press sends one request.
 */
export function SubmitButton({ uiSchema, registry }: SubmitButtonProps) {
  const { submitText, norender, props: buttonProps = {} } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  const { loading, submitDisabled } = blueprintFormContext(registry.formContext);
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
