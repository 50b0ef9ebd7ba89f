import type { UiSchema } from '@rjsf/utils';

/** The submit text of every activity form (spec 2, "Add forms"). */
export const DEFAULT_ACTIVITY_SUBMIT_TEXT = 'Submit to Review';

/**
 * The ui-schema an activity form renders: the type's own, with the submit text the page asks for
 * (else the ui-schema's, else 'Submit to Review'), and without the schema's field descriptions,
 * which the shared definitions write for developers ('A number of people, modules or items.').
 */
export function activityUiSchema(uiSchema: UiSchema, submitText?: string): UiSchema {
  const buttonOptions = uiSchema['ui:submitButtonOptions'] ?? {};
  return {
    ...uiSchema,
    'ui:globalOptions': { showDescription: false, ...uiSchema['ui:globalOptions'] },
    'ui:submitButtonOptions': {
      ...buttonOptions,
      submitText: submitText ?? buttonOptions.submitText ?? DEFAULT_ACTIVITY_SUBMIT_TEXT,
    },
  };
}
