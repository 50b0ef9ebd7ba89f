import { Callout, Intent, ProgressBar } from '@blueprintjs/core';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { useMemo, useState, type ReactNode } from 'react';
import { readyToSubmit } from '../../../shared/catalogue/is-filled';
import { EntityForm } from '../entity-form';
import type { ServerErrors } from '../error-messages';
import type { KnownMembers } from './known-members';
import { activityUiSchema } from './activity-ui-schema';
import type { ActivityFormDefinition } from './load-activity-form';
import { useActivityFormDefinition } from './use-activity-form-definition';
import { useChosenFiles } from './use-chosen-files';

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
}

/** Props of the form once its definition is loaded. */
export interface LoadedActivityFormProps extends Omit<ActivityFormProps, 'activityKey'> {
  /** The type's schema, ui-schema, validator and catalogue entry. */
  definition: ActivityFormDefinition;
}

/**
 * The form itself, from a loaded definition: submit enabled only once the type's required field is
 * filled (spec 2 forms table). Nothing in it depends on the type beyond its definition.
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
}: LoadedActivityFormProps) {
  // The latest data, to judge the field that enables submit; a new report from the page restarts it.
  const [current, setCurrent] = useState<ActivityData | undefined>(formData);
  const [givenData, setGivenData] = useState(formData);
  if (givenData !== formData) {
    setGivenData(formData);
    setCurrent(formData);
  }
  const { onFile, filesFor } = useChosenFiles();
  const uiSchema = useMemo(
    () => activityUiSchema(definition.uiSchema, submitText),
    [definition.uiSchema, submitText],
  );
  const formContext = useMemo(() => ({ knownMembers, onFile }), [knownMembers, onFile]);
  const ready = readyToSubmit(definition.type, current);
  return (
    <EntityForm<ActivityData>
      schema={definition.schema}
      uiSchema={uiSchema}
      validator={definition.validator}
      formData={formData}
      onChange={setCurrent}
      onSubmit={(data) => onSubmit(data, filesFor(data))}
      loading={loading}
      submitDisabled={loading || !ready}
      serverErrors={serverErrors}
      widgets={widgets}
      formContext={formContext}
    >
      {children}
    </EntityForm>
  );
}

/**
 * The form of an activity type, drawn from its folder under schemas/activities/ (loaded lazily by
 * key; see `loadActivityForm`), with the widgets the page hands it. 'Submit to Review'
 * stays disabled while `loading` or while the type's `requiredToSubmit` field is empty. A bar shows
 * while the form loads; an unknown key shows why there is no form.
 */
export function ActivityForm({ activityKey, ...props }: ActivityFormProps) {
  const definition = useActivityFormDefinition(activityKey);
  if (definition.isPending) {
    return <ProgressBar intent={Intent.PRIMARY} aria-label="Loading the form" />;
  }
  if (definition.isError) {
    return (
      <Callout intent={Intent.DANGER} role="alert" title="This form cannot be shown">
        {definition.error.message}
      </Callout>
    );
  }
  // A new key is a new form: its data, files and submit state start afresh.
  return <LoadedActivityForm key={activityKey} definition={definition.data} {...props} />;
}
