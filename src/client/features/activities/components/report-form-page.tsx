import '../activities.css';
import { useMemo, type ReactNode } from 'react';
import type { ActivityType } from '../../../../shared/catalogue/activity-type';
import { ActivityForm, useActivityFormDefinition } from '../../../form-engine/activity-form';
import type { KnownMembers } from '../../../pickers/member-picker';
import { ACTIVITY_WIDGETS } from '../../../pickers/activity-widgets';
import { useErrorLines } from '../../../hooks/use-error-lines';
import { useSingleFlight } from '../../../hooks/use-single-flight';
import { useActivityTitle } from '../../../form-engine/overlays/activity-titles';
import { useT } from '../../../i18n/translator';
import { fieldErrorsOf } from '../../../lib/api-error';
import { UploadPanel } from '../../../components/upload-panel';
import { DraftedForm } from '../../../components/drafted-form';
import { useFormDraft } from '../../../lib/drafts/use-form-draft';
import { colomboDate } from '../../../../shared/time/colombo';
import { reportMonthDateLimits, upToToday } from '../../../theme/date-field/date-limits';
import { useClubDue } from '../../../hooks/use-club-due';
import { useSession } from '../../../lib/session-store';
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
  /**
   * Called when a new report submitted offline was kept on the device to be sent later; without it
   * an offline submit waits in the page (kept only while it stays open).
   */
  onKept?: () => void;
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
  onKept,
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
  // They stop at the server's today too (issue 28): the server refuses a date after it.
  const serverToday = useClubDue(useSession().clubId).data?.today;
  const dateLimits = useMemo(
    () => upToToday(reportMonthDateLimits(month, colomboDate()), serverToday),
    [month, serverToday],
  );

  // What the officer types is kept on the device as they type, per club, month, type and report,
  // and offered back after a reload, a crash or a lost connection; a sent report forgets it.
  const draft = useFormDraft({ month, type: type.key, reportId: id }, upload.phase === 'done');
  // Offline, a double tap on Submit would keep the report twice on the device.
  const keepOnce = useSingleFlight();

  return (
    <ActivityPageFrame
      title={title}
      subtitle={t(activityMessages.formSubtitle, { title: activityTitle(type), month })}
      loading={upload.isPending ? (upload.progress ?? true) : loading || definition.isPending}
      errorLines={errorLines}
      onDismissError={dismiss}
    >
      {!loading && !loadError ? (
        <DraftedForm draft={draft}>
          <div className="cms-form-card">
            <ActivityForm
              // A resumed draft is a new start for the form: its data and files.
              key={draft.resumed ? 'draft' : 'fresh'}
              activityKey={type.key}
              formData={draft.resumed ? draft.resumed.data : formData}
              initialFiles={draft.resumed?.files}
              onEdit={draft.edited}
              knownMembers={knownMembers}
              dateLimits={dateLimits}
              widgets={ACTIVITY_WIDGETS}
              loading={upload.isPending}
              serverErrors={serverErrors}
              submitText={submitText}
              onSubmit={(data, files) => {
                const sendNow = () =>
                  save.send({ data, files }, (saved) => {
                    draft.sent();
                    onSaved(saved);
                  });
                if (!onKept) return sendNow();
                // Offline, the report is kept on the device (IndexedDB) rather than in this page.
                keepOnce((release) =>
                  save.keep({ data, files }, activityTitle(type)).then(
                    (kept) => {
                      release();
                      if (!kept) return sendNow();
                      draft.sent();
                      onKept();
                    },
                    () => {
                      release();
                      sendNow();
                    },
                  ),
                );
              }}
            />
            <UploadPanel upload={upload} what={t(activityMessages.theReport)} />
          </div>
        </DraftedForm>
      ) : null}
      {footer}
    </ActivityPageFrame>
  );
}
