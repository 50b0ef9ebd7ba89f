import '../activities.css';
import { useMemo, useState, type ReactNode } from 'react';
import type { ActivityType } from '../../../../shared/catalogue/activity-type';
import { ActivityForm, useActivityFormDefinition } from '../../../form-engine/activity-form';
import type { KnownMembers } from '../../../pickers/member-picker';
import { ACTIVITY_WIDGETS } from '../../../pickers/activity-widgets';
import { useErrorLines } from '../../../hooks/use-error-lines';
import { useActivityTitle } from '../../../form-engine/overlays/activity-titles';
import { useT } from '../../../i18n/translator';
import { fieldErrorsOf } from '../../../lib/api-error';
import { DraftOffer } from '../../../components/draft-offer';
import { LeaveGuardAlert } from '../../../components/leave-guard-alert';
import { UploadPanel } from '../../../components/upload-panel';
import { useLeaveGuard } from '../../../hooks/use-leave-guard';
import { draftKey, draftsAvailable, type Draft } from '../../../lib/drafts/draft-store';
import { useDraft } from '../../../lib/drafts/use-draft';
import { useSession } from '../../../lib/session-store';
import { colomboDate } from '../../../../shared/time/colombo';
import { reportMonthDateLimits } from '../../../theme/date-field/date-limits';
import { useSaveReport } from '../api/use-save-report';
import { activityMessages } from '../messages';
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
 * form loads and while the report uploads (showing how far); under the form the upload's panel (each
 * file's progress, cancel, the failure with try again), and the server's errors under their fields.
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
  const t = useT();
  const activityTitle = useActivityTitle();
  const definition = useActivityFormDefinition(type.key);
  const fileSlots = definition.data ? fileSlotsOf(definition.data.schema) : [];
  const save = useSaveReport({ type, month: id ? undefined : month, id, fileSlots });
  // A failed save shows beside the submit button (the upload panel), where the officer is.
  const [errorLines, dismiss] = useErrorLines(loadError ?? definition.error);
  const { upload } = save;
  const serverErrors = fieldErrorsOf(upload.error);
  // The form's dates keep around the month filed; one object per month, as a new one redraws every field.
  const dateLimits = useMemo(() => reportMonthDateLimits(month, colomboDate()), [month]);

  // What the officer types is kept on the device as they type, per club, month, type and report,
  // and offered back after a reload, a crash or a lost connection; a sent report forgets it.
  const session = useSession();
  const draft = useDraft(
    session.userId
      ? draftKey({ userId: session.userId, clubId: session.clubId, month, type: type.key, reportId: id })
      : null,
  );
  const [resumed, setResumed] = useState<Draft | null>(null);
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty && upload.phase !== 'done');
  const resume = () => {
    setResumed(draft.resume());
    setDirty(true);
  };

  return (
    <ActivityPageFrame
      title={title}
      subtitle={t(activityMessages.formSubtitle, { title: activityTitle(type), month })}
      loading={upload.isPending ? (upload.progress ?? true) : loading || definition.isPending}
      errorLines={errorLines}
      onDismissError={dismiss}
    >
      {!loading && !loadError && draft.offered && !resumed ? (
        <DraftOffer draft={draft.offered} onResume={resume} onDiscard={draft.discard} />
      ) : null}
      {!loading && !loadError ? (
        <div className="cms-form-card">
          <ActivityForm
            // A resumed draft is a new start for the form: its data and files.
            key={resumed ? 'draft' : 'fresh'}
            activityKey={type.key}
            formData={resumed ? resumed.data : formData}
            initialFiles={resumed?.files}
            onEdit={(data, files) => {
              setDirty(true);
              draft.keep(data, files);
            }}
            knownMembers={knownMembers}
            dateLimits={dateLimits}
            widgets={ACTIVITY_WIDGETS}
            loading={upload.isPending}
            serverErrors={serverErrors}
            submitText={submitText}
            onSubmit={(data, files) =>
              save.send({ data, files }, (saved) => {
                guard.release();
                draft.discard();
                onSaved(saved);
              })
            }
          />
          <UploadPanel upload={upload} what={t(activityMessages.theReport)} />
        </div>
      ) : null}
      {footer}
      <LeaveGuardAlert blocker={guard.blocker} keptAsDraft={draftsAvailable()} />
    </ActivityPageFrame>
  );
}
