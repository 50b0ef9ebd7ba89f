import { Button, Card, H4, HTMLTable, Spinner } from '@blueprintjs/core';
import { Fragment, useId, useState } from 'react';
import { formatDisplayDate } from '../../../../shared/time/date-format';
import { ErrorAlert } from '../../../components/error-alert';
import { Pager } from '../../../components/pager';
import { useErrorLines } from '../../../hooks/use-error-lines';
import { useT } from '../../../i18n/translator';
import { useReminderRuns } from '../api/use-reminder-runs';
import { reminderMessages } from '../messages';
import { ReminderSends } from './reminder-sends';

/**
 * The evaluator's panel of the daily reminder SMS (issue 14), closed until asked for: the Review Tasks
 * list is the page's work, so the runs load only when the evaluator opens the panel.
 */
export function ReminderRunsPanel() {
  const t = useT();
  const headingId = useId();
  const [shown, setShown] = useState(false);
  return (
    <Card className="cms-reminders" elevation={1}>
      <section aria-labelledby={headingId}>
        <div className="cms-reminders__header">
          <H4 id={headingId}>{t(reminderMessages.title)}</H4>
          <Button
            variant="minimal"
            aria-expanded={shown}
            icon={shown ? 'chevron-up' : 'chevron-down'}
            text={t(shown ? reminderMessages.hideRuns : reminderMessages.showRuns)}
            onClick={() => setShown(!shown)}
          />
        </div>
        {shown ? <ReminderRuns /> : null}
      </section>
    </Card>
  );
}

/**
 * Each day's run with its counts, and the SMS of the run opened (they run to hundreds, so only the
 * run opened is loaded).
 */
function ReminderRuns() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const runs = useReminderRuns(page);
  const [errorLines, dismiss] = useErrorLines(runs.error);
  const rows = runs.data?.data ?? [];

  let body;
  if (runs.isPending) body = <Spinner size={20} aria-label={t(reminderMessages.loading)} />;
  else if (rows.length === 0) body = <p className="cms-empty">{t(reminderMessages.noRuns)}</p>;
  else
    body = (
      <HTMLTable compact className="cms-reminders__table" aria-label={t(reminderMessages.runsLabel)}>
        <thead>
          <tr>
            <th>{t(reminderMessages.day)}</th>
            <th>{t(reminderMessages.outcome)}</th>
            <th>{t(reminderMessages.sent)}</th>
            <th>{t(reminderMessages.optedOut)}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((run) => (
            <Fragment key={run.id}>
              <tr>
                <td>{formatDisplayDate(run.day)}</td>
                <td>{run.outcome}</td>
                <td>{run.sent}</td>
                <td>{run.opted_out}</td>
                <td>
                  <Button
                    size="small"
                    variant="minimal"
                    aria-expanded={open === run.id}
                    text={t(open === run.id ? reminderMessages.hideSends : reminderMessages.showSends)}
                    onClick={() => setOpen(open === run.id ? null : run.id)}
                  />
                </td>
              </tr>
              {open === run.id ? (
                <tr>
                  <td colSpan={5}>
                    <ReminderSends run={run.id} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </HTMLTable>
    );

  return (
    <>
      <ErrorAlert lines={errorLines} onDismiss={dismiss} />
      {body}
      <Pager
        page={page}
        lastPage={runs.data?.meta.last_page ?? 1}
        loading={runs.isFetching}
        onPage={setPage}
      />
    </>
  );
}
