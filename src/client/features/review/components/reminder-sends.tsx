import { HTMLTable, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { activityType } from '../../../../shared/catalogue/catalogue';
import { formatDisplayDate } from '../../../../shared/time/date-format';
import { ErrorAlert } from '../../../components/error-alert';
import { Pager } from '../../../components/pager';
import { useActivityTitle } from '../../../form-engine/overlays/activity-titles';
import { useErrorLines } from '../../../hooks/use-error-lines';
import { useOfficeName } from '../../../i18n/role-names';
import { useT } from '../../../i18n/translator';
import { useReminderSends } from '../api/use-reminder-sends';
import { reminderMessages } from '../messages';

/** Props of a run's SMS list. */
export interface ReminderSendsProps {
  /** The run's id. */
  run: number;
}

/** The SMS one reminder run queued: to which club's officer, for which report, in which language. */
export function ReminderSends({ run }: ReminderSendsProps) {
  const t = useT();
  const title = useActivityTitle();
  const office = useOfficeName();
  const [page, setPage] = useState(1);
  const sends = useReminderSends(run, page);
  const [errorLines, dismiss] = useErrorLines(sends.error);
  if (sends.isPending) return <Spinner size={20} aria-label={t(reminderMessages.loading)} />;
  const rows = sends.data?.data ?? [];
  return (
    <>
      <ErrorAlert lines={errorLines} onDismiss={dismiss} />
      {rows.length === 0 ? (
        <p className="cms-empty">{t(reminderMessages.noSends)}</p>
      ) : (
        <HTMLTable compact className="cms-reminders__table" aria-label={t(reminderMessages.sendsLabel)}>
          <thead>
            <tr>
              <th>{t(reminderMessages.club)}</th>
              <th>{t(reminderMessages.officer)}</th>
              <th>{t(reminderMessages.activity)}</th>
              <th>{t(reminderMessages.dueDate)}</th>
              <th>{t(reminderMessages.language)}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((send) => (
              <tr key={send.id}>
                <td>{send.club.name}</td>
                <td>{`${send.member} (${office(send.role)})`}</td>
                <td>{`${title({ key: send.activity_key, title: activityType(send.activity_key)?.title ?? send.activity_key })} ${send.month}`}</td>
                <td>{formatDisplayDate(send.due_date)}</td>
                <td>{send.language}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <Pager
        page={page}
        lastPage={sends.data?.meta.last_page ?? 1}
        loading={sends.isFetching}
        onPage={setPage}
      />
    </>
  );
}
