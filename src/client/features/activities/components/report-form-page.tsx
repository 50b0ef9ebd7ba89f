import '../activities.css';
import type { ReactNode } from 'react';
import type { ActivityType } from '../../../../shared/catalogue/activity-type';
import { ActivityForm, useActivityFormDefinition } from '../../../form-engine/activity-form';
import type { KnownMembers } from '../../../pickers/member-picker';
import { ACTIVITY_WIDGETS } from '../../../pickers/activity-widgets';
import { useErrorLines } from '../../../hooks/use-error-lines';
import { fieldErrorsOf } from '../../../lib/api-error';
import { useSaveReport } from '../api/use-save-report';
import { fileSlotsOf } from '../report-form-values';
import { ActivityPageFrame } from './activity-page-frame';

/** Props of the form screen shared by adding and editing a report. */
export interface ReportFormPageProps {
  /** The screen's title. */
  title: string;
  type: ActivityType;
  /** The month filed for. */
  month: string;
  /** The report's uuid when editing; omitted when adding. */
  id?: string;
  /** The form's starting values (an edited report's); omitted for the schema's defaults. */
  formData?: Record<string, unknown>;
  /** The members the report already names. */
  knownMembers?: KnownMembers;
  /** Still loading what the form starts from. */
  loading?: boolean;
  /** An error loading what the form starts from. */
  loadError?: unknown;
  /** Called with the saved report's answer. */
  onSaved: (saved: { data: { uuid: string } }) => void;
  /** Shown under the form (the entries of a MAF/MJF list). */
  footer?: ReactNode;
  /** The submit button's text; the ui-schema's ('Submit to Review') by default. */
  submitText?: string;
}

/**
 * An activity's form in the activity frame: 'Month: {month}' under the title, a progress bar while the
 * form loads and while the report uploads (showing how far), the server's errors in the dismissible
 * alert and under their fields.
 */
export function ReportFormPage({
  title,
  type,
  month,
  id,
  formData,
  knownMembers,
  loading = false,
  loadError,
  onSaved,
  footer,
  submitText,
}: ReportFormPageProps) {
  const definition = useActivityFormDefinition(type.key);
  const fileSlots = definition.data ? fileSlotsOf(definition.data.schema) : [];
  const save = useSaveReport({ type, month: id ? undefined : month, id, fileSlots });
  const [errorLines, dismiss] = useErrorLines(loadError ?? definition.error ?? save.error);
  const serverErrors = fieldErrorsOf(save.error);

  return (
    <ActivityPageFrame
      title={title}
      subtitle={`${type.title} · Month: ${month}`}
      loading={save.isPending ? (save.progress ?? true) : loading || definition.isPending}
      errorLines={errorLines}
      onDismissError={dismiss}
    >
      {!loading && !loadError ? (
        <div className="cms-form-card">
          <ActivityForm
            activityKey={type.key}
            formData={formData}
            knownMembers={knownMembers}
            widgets={ACTIVITY_WIDGETS}
            loading={save.isPending}
            serverErrors={serverErrors}
            submitText={submitText}
            onSubmit={(data, files) => save.mutate({ data, files }, { onSuccess: onSaved })}
          />
        </div>
      ) : null}
      {footer}
    </ActivityPageFrame>
  );
}
