import type { IChangeEvent } from '@rjsf/core';
import {
  deepEquals,
  getByPath,
  type RegistryWidgetsType,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidatorType,
} from '@rjsf/utils';
import { useMemo, useState, type ReactNode } from 'react';
import { BlueprintForm, SubmitStateContext, type BlueprintFormContext, type SubmitState } from '../theme';
import { houseStyleErrors, serverErrorsToErrorSchema, type ServerErrors } from './error-messages';
import { useT } from '../i18n/translator';

/** Props of the schema-driven form of an entity (member, club, zone, profile). */
export interface EntityFormProps<T extends object = Record<string, unknown>> {
  /** The form's JSON Schema (a `schemas/.../schema.json`): the very object the validator was made for. */
  schema: RJSFSchema;
  /** Its ui-schema (a `ui-schema.json`): order, widgets, placeholders, help, submit text. */
  uiSchema?: UiSchema;
  /** The precompiled validator of the schema (see `precompiledValidator`). */
  validator: ValidatorType;
  /** The values to show (an edit form's record); omit for an empty form with the schema's defaults. */
  formData?: T;
  /** Called with the form's data after every change. */
  onChange?: (formData: T) => void;
  /** Called with the valid data on submit (fields not in the schema already dropped). */
  onSubmit: (formData: T) => void;
  /** Called when a submit is refused because the data is invalid (e.g. to raise a snackbar). */
  onError?: (errors: RJSFValidationError[]) => void;
  /** While true the submit button spins (the request is on its way). */
  loading?: boolean;
  /** While true the submit button is disabled. */
  submitDisabled?: boolean;
  /** The server's 422 `errors`; each field shows its first message until the user changes that field. */
  serverErrors?: ServerErrors | null;
  /** Extra widgets by name, e.g. `{ 'region-select': RegionSelect }` for API-backed pickers. */
  widgets?: RegistryWidgetsType;
  /** Passed to every widget as `registry.formContext`; `onFile` receives the files of file widgets. */
  formContext?: BlueprintFormContext;
  /** Replaces the submit button (rjsf's rule), e.g. with Cancel and a submit `Button` of the page's own. */
  children?: ReactNode;
}

/**
 * A `oneOf` of `const`s is a list of choices with titles; rjsf would preselect its first choice, which
 * would choose the status (say) for the user. Explicit `default`s still apply.
 */
const DEFAULTS_BEHAVIOUR = { constAsDefaults: 'skipOneOf' } as const;

/** Without an `onError`, rjsf logs every refused submit to the console; the fields already show why. */
function ignoreErrors(): void {}

/** The server errors whose field still holds what was submitted: an edited field's error has served. */
function unchangedFieldErrors(
  serverErrors: ServerErrors | null | undefined,
  submitted: unknown,
  current: unknown,
): ServerErrors | null {
  if (!serverErrors) return null;
  const kept = Object.entries(serverErrors).filter(([field]) => {
    if (field === '' || field === 'body') return true;
    const path = field.split('.');
    return deepEquals(getByPath(submitted, path), getByPath(current, path));
  });
  return Object.fromEntries(kept);
}

/**
 * A schema-driven form in the Blueprint theme: validated by ajv on submit only (not while typing), in
 * the house style under each field ('The Zone Name field is required.'); the server's 422 errors show
 * under their fields too. Errors are not listed above the form: the page's dismissible alert does that.
 */
export function EntityForm<T extends object = Record<string, unknown>>({
  schema,
  uiSchema,
  validator,
  formData,
  onChange,
  onSubmit,
  onError,
  loading = false,
  submitDisabled = false,
  serverErrors,
  widgets,
  formContext,
  children,
}: EntityFormProps<T>) {
  // The latest data, to tell which fields changed since the server answered.
  const [current, setCurrent] = useState<T | undefined>(formData);
  const [givenData, setGivenData] = useState(formData);
  if (givenData !== formData) {
    setGivenData(formData);
    setCurrent(formData);
  }
  const [answered, setAnswered] = useState({ errors: serverErrors, data: current });
  if (answered.errors !== serverErrors) setAnswered({ errors: serverErrors, data: current });

  const extraErrors = useMemo(
    () => serverErrorsToErrorSchema(unchangedFieldErrors(answered.errors, answered.data, current)),
    [answered, current],
  );
  const t = useT();
  const transformErrors = useMemo(() => houseStyleErrors(schema, t), [schema, t]);
  // The submit button's state travels beside rjsf's form context: changing that context re-renders
  // every field, and submitDisabled flips on the very key that fills the field unlocking it.
  const context = useMemo<BlueprintFormContext>(() => ({ ...formContext }), [formContext]);
  const submitState = useMemo<SubmitState>(() => ({ loading, submitDisabled }), [loading, submitDisabled]);

  const changed = (event: IChangeEvent<T>) => {
    setCurrent(event.formData);
    if (event.formData !== undefined) onChange?.(event.formData);
  };

  return (
    <SubmitStateContext.Provider value={submitState}>
      <BlueprintForm
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        // The form's own latest data, not the prop: rjsf resets to its formData whenever any prop
        // changes (loading, server errors), which would wipe what the user typed.
        formData={current}
        formContext={context}
        widgets={widgets}
        extraErrors={extraErrors}
        transformErrors={transformErrors}
        noHtml5Validate
        showErrorList={false}
        liveValidate={false}
        omitExtraData
        // Extra data is dropped when a field is left (and on submit), not on every key: omitting walks
        // the whole schema, and per keystroke it doubled the time from a key to its paint (P5).
        liveOmit="onBlur"
        experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
        focusOnFirstError
        onChange={changed}
        onError={onError ?? ignoreErrors}
        onSubmit={(event: IChangeEvent<T>) => onSubmit(event.formData as T)}
      >
        {children}
      </BlueprintForm>
    </SubmitStateContext.Provider>
  );
}
