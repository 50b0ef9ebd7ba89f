import { Callout, H4 } from '@blueprintjs/core';
import { useState } from 'react';
import type { ActivityType } from '../../../../shared/catalogue/activity-type';
import { isChangeableActivity } from '../../../../shared/policy/activity-changes';
import type { ActivityReport } from '../../../form-engine/activity-view';
import { ErrorAlert } from '../../../components/error-alert';
import { useActivityTitle } from '../../../form-engine/overlays/activity-titles';
import { useErrorLines } from '../../../hooks/use-error-lines';
import { useT } from '../../../i18n/translator';
import { useSession } from '../../../lib/session-store';
import { showToast } from '../../../lib/toaster';
import { useActivityList } from '../api/use-activity-list';
import { useActivityReport } from '../api/use-activity-report';
import { useDeleteEntry } from '../api/use-delete-entry';
import { activityMessages } from '../messages';
import { useViewDefinition } from '../use-view-definition';
import { ActivityPageFrame } from './activity-page-frame';
import { ContributionsTable } from './contributions-table';
import { ReportFormPage } from './report-form-page';

/** Where the uuid of the month's contribution list is kept (spec 2: maf_contribution_uuid...). */
function storageKey(type: ActivityType): string {
  return `${type.key.toLowerCase()}_uuid`;
}

/**
 * MAF and MJF contributions (spec 2): entries added one by one (member, date, application copy,
 * payment slip), each 'Successfully added', with the table of the month's entries below and a delete
 * icon on each while the list waits for review. The month's list is found from the Monthly Tasks list
 * of the club; its uuid is also kept locally, as the original did.
 */
export function ContributionsPage({ type, month }: { type: ActivityType; month: string }) {
  const { clubId } = useSession();
  const t = useT();
  const title = useActivityTitle();
  const list = useActivityList(month, clubId);
  const reportId = list.data?.data.find((item) => item.key === type.key)?.uuid ?? undefined;
  const report = useActivityReport(type, reportId);
  const view = useViewDefinition(type.key);
  const remove = useDeleteEntry(type.slug ?? '');
  const [formRound, setFormRound] = useState(0);
  const [errorLines, dismiss] = useErrorLines(remove.error ?? report.error);

  const columns = view.data?.rows.find((row) => row.field === type.entries)?.columns ?? [];
  const entries = ((report.data as ActivityReport | undefined)?.[type.entries!] ?? []) as ActivityReport[];
  const open = !reportId || isChangeableActivity(report.data?.status);

  const table = (
    <section className="cms-contributions">
      <H4>{t(activityMessages.contributionsOfMonth)}</H4>
      <ErrorAlert lines={errorLines} onDismiss={dismiss} />
      <ContributionsTable
        columns={columns}
        entries={reportId ? entries : []}
        deleting={remove.isPending ? (remove.variables ?? null) : null}
        onDelete={
          open
            ? (entryId) =>
                remove.mutate(entryId, {
                  onSuccess: () => void showToast(t(activityMessages.contributionDeleted)),
                })
            : undefined
        }
      />
    </section>
  );

  if (!open) {
    return (
      <ActivityPageFrame
        title={t(activityMessages.activity)}
        subtitle={t(activityMessages.monthSubtitle, { month })}
        loading={report.isPending}
      >
        <Callout intent="primary">
          {t(activityMessages.contributionsReviewed, { title: title(type) })}
        </Callout>
        {table}
      </ActivityPageFrame>
    );
  }
  return (
    <ReportFormPage
      key={formRound}
      title={t(activityMessages.activity)}
      type={type}
      month={month}
      loading={list.isPending}
      loadError={list.error}
      onSaved={(saved) => {
        localStorage.setItem(storageKey(type), saved.data.uuid);
        void showToast(t(activityMessages.contributionAdded));
        // A fresh, empty form for the next contribution.
        setFormRound((n) => n + 1);
      }}
      submitText={t(activityMessages.addContribution)}
      footer={table}
    />
  );
}
