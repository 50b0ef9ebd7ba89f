import { Callout, Intent, ProgressBar } from '@blueprintjs/core';
import type { RegistryWidgetsType } from '@rjsf/utils';
import type { DateLimits } from '../../theme/date-field/date-limits';
import { useMemo, useState, type ReactNode } from 'react';
import { readyToSubmit, submitFields } from '../../../shared/catalogue/is-filled';
import { EntityForm } from '../entity-form';
import { fieldLabel } from '../error-messages';
import type { ServerErrors } from '../error-messages';
import type { KnownMembers } from './known-members';
import { activityUiSchema } from './activity-ui-schema';
import type { ActivityFormDefinition } from './load-activity-form';
import { useActivityFormDefinition } from './use-activity-form-definition';
import { useChosenFiles } from '../use-chosen-files';
import { useT } from '../../i18n/translator';
import { formEngineMessages } from '../messages';

/** An activity report's fields, as its schema shapes them. */
export type ActivityData = Record<string, unknown>;

/** Props of an activity type's form. */
export interface ActivityFormProps {
  /** The activity key of the catalogue (BOARD_MEETING, ...): which form to show. */
  activityKey: string;
  /** The report to edit; omit for an empty form with the schema's defaults. */
  formData?: ActivityData;
  /** Names and images of the members the report names, so the pickers show them by name. */
  knownMembers?: KnownMembers;
  /**
   * The widgets the ui-schemas name beyond the theme's own (the member, officer and chairperson
   * pickers, which read the API): the engine knows them only by name.
   */
  widgets?: RegistryWidgetsType;
  /**
   * Called with the valid data and the files chosen in its file widgets, by field (a field whose
   * file was removed, or which kept an earlier upload's name, has none).
   */
  onSubmit: (data: ActivityData, files: Map<string, File>) => void;
  /** While true (the report is being sent) the submit button spins and cannot be pressed. */
  loading?: boolean;
  /** The server's 422 `errors`, shown under their fields. */
  serverErrors?: ServerErrors | null;
  /** The submit button's text; by default the ui-schema's ('Submit to Review'). */
  submitText?: string;
  /** Replaces the submit button (rjsf's rule), e.g. with the page's own buttons. */
  children?: ReactNode;
  /** Files the form starts with, by field (a resumed draft's), as if chosen in its widgets. */
  initialFiles?: Readonly<Record<string, File>>;
  /**
   * Called on every change the officer makes, with the data and a reader of the chosen files (read
   * when wanted: a chosen photo reaches the form just after its name), e.g. to keep a draft.
   */
  onEdit?: (data: ActivityData, files: () => ReadonlyMap<string, File>) => void;
  /** The days its date fields take (around the report month); none beyond the schema's when omitted. */
  dateLimits?: DateLimits;
}

/** Props of the form once its definition is loaded. */
export interface LoadedActivityFormProps extends Omit<ActivityFormProps, 'activityKey'> {
  /** The type's schema, ui-schema, validator and catalogue entry. */
  definition: ActivityFormDefinition;
}

/**
 * The form itself, from a loaded definition: submit enabled only once the type's required field is
 * filled (spec 2 forms table) and no photo is still being prepared; until then a line under it says
 * which field unlocks it. Nothing in it depends on the type beyond its definition.
 */
export function LoadedActivityForm({
  definition,
  formData,
  knownMembers,
  widgets,
  onSubmit,
  loading = false,
  serverErrors,
  submitText,
  children,
  initialFiles,
  onEdit,
  dateLimits,
}: LoadedActivityFormProps) {
  // The latest data, to judge the field that enables submit; a new report from the page restarts it.
  const [current, setCurrent] = useState<ActivityData | undefined>(formData);
  const [givenData, setGivenData] = useState(formData);
  if (givenData !== formData) {
    setGivenData(formData);
    setCurrent(formData);
  }
  const { onFile, onFileBusy, busy, filesFor } = useChosenFiles(initialFiles);
  const uiSchema = useMemo(
    () => activityUiSchema(definition.uiSchema, submitText),
    [definition.uiSchema, submitText],
  );
  const formContext = useMemo(
    () => ({ knownMembers, onFile, onFileBusy, dateLimits }),
    [knownMembers, onFile, onFileBusy, dateLimits],
  );
  const t = useT();
  const ready = readyToSubmit(definition.type, current);
  // Says which field unlocks the submit button, by its label in the form (one of them when several do).
  const unlockedBy = submitFields(definition.type)
    .map((field) => fieldLabel(definition.schema, definition.uiSchema, [field]))
    .join(' / ');
  return (
    <>
      <EntityForm<ActivityData>
        schema={definition.schema}
        uiSchema={uiSchema}
        validator={definition.validator}
        formData={formData}
        onChange={(data) => {
          setCurrent(data);
          onEdit?.(data, () => filesFor(data));
        }}
        onSubmit={(data) => onSubmit(data, filesFor(data))}
        loading={loading}
        submitDisabled={loading || busy || !ready}
        serverErrors={serverErrors}
        widgets={widgets}
        formContext={formContext}
      >
        {children}
      </EntityForm>
      {!ready && !loading ? (
        <p className="cms-submit-hint" aria-live="polite">
          {t(formEngineMessages.submitHint, { field: unlockedBy })}
        </p>
      ) : null}
    </>
  );
}

/**
 * The form of an activity type, drawn from its folder under schemas/activities/ (loaded lazily by
 * key; see `loadActivityForm`), with the widgets the page hands it. 'Submit to Review'
 * stays disabled while `loading` or while the type's `requiredToSubmit` field is empty. A bar shows
 * while the form loads; an unknown key shows why there is no form.
 */
export function ActivityForm({ activityKey, ...props }: ActivityFormProps) {
  const t = useT();
  const definition = useActivityFormDefinition(activityKey);
  if (definition.isPending) {
    return <ProgressBar intent={Intent.PRIMARY} aria-label={t(formEngineMessages.loadingForm)} />;
  }
  if (definition.isError) {
    return (
      <Callout intent={Intent.DANGER} role="alert" title={t(formEngineMessages.formUnavailable)}>
        {definition.error.message}
      </Callout>
    );
  }
  // A new key is a new form: its data, files and submit state start afresh.
  return (
    <>
      {/* A type added without translations shows in English, and says so (issue 13). */}
      {definition.data.untranslated ? (
        <Callout intent={Intent.WARNING} icon="translate" className="cms-untranslated-note">
          {t(formEngineMessages.untranslated)}
        </Callout>
      ) : null}
      <LoadedActivityForm key={activityKey} definition={definition.data} {...props} />
    </>
  );
}
