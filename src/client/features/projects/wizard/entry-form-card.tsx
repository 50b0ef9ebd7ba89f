import type { RegistryWidgetsType } from '@rjsf/utils';
import type { BlueprintFormContext } from '../../../theme';
import { EntityForm } from '../../../form-engine/entity-form';
import { EMPTY_FORM, type StepForm } from './step-form-kit';
import type { useEntryForm } from './use-entry-form';
import { useStepForm } from './use-step-form';

/** Props of a wizard step's add form. */
export interface EntryFormCardProps<T extends object> {
  /** The step's form (schemas/projects/<folder>), in English: it shows in the app's language. */
  definition: StepForm;
  /** The form's state (useEntryForm): draft, reset key, the server's field errors. */
  form: ReturnType<typeof useEntryForm<T>>;
  onSubmit: (data: T) => void;
  /** The add is on its way. */
  loading: boolean;
  /** Add's rule does not hold yet (spec 3 section 5), or the add is on its way. */
  submitDisabled: boolean;
  widgets?: RegistryWidgetsType;
  formContext?: BlueprintFormContext;
  /**
   * True to set the submit button beside the form's one field rather than under it: a list that
   * stays open while several are picked (participants) would otherwise cover the button.
   */
  inline?: boolean;
}

/**
 * A wizard step's add form in the app's language, empty again after each add, with the server's
 * refusal under its fields. It shows once its language's texts are there (at once in English).
 */
export function EntryFormCard<T extends object>({
  definition,
  form,
  onSubmit,
  loading,
  submitDisabled,
  widgets,
  formContext,
  inline = false,
}: EntryFormCardProps<T>) {
  const translated = useStepForm(definition);
  return (
    <div className={inline ? 'cms-form-card cms-entry-inline' : 'cms-form-card'}>
      {translated ? (
        <EntityForm<T>
          key={form.formKey}
          schema={translated.schema}
          uiSchema={translated.uiSchema}
          validator={translated.validator}
          formData={EMPTY_FORM as T}
          onChange={form.setDraft}
          onSubmit={onSubmit}
          loading={loading}
          submitDisabled={submitDisabled}
          serverErrors={form.serverErrors}
          widgets={widgets}
          formContext={formContext}
        />
      ) : null}
    </div>
  );
}
