import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDisplayDate } from '../../../../shared/time/date-format';
import { ErrorAlert } from '../../../components/error-alert';
import { PlainSpinner } from '../../../components/first-load/plain-spinner';
import { MONTH_NAME_MESSAGES } from '../../../components/messages';
import { useActivityTitle } from '../../../form-engine/overlays/activity-titles';
import { useClubDue } from '../../../hooks/use-club-due';
import { useErrorLines } from '../../../hooks/use-error-lines';
import { useT } from '../../../i18n/translator';
import { dueMessages as m } from './messages';
import './due-reports.css';

/**
 * How many reports to file the panel shows before "Show all": the most overdue, enough to act on,
 * without a month-end list of twenty pushing the rest of home off the screen.
 */
const SHOWN = 5;

/** Props of the officer's "what is due" panel. */
export interface DueReportsSectionProps {
  /** The club whose reports are listed (the officer's own). */
  clubId: string;
}

/**
 * The officer's home (issue 28): the club's reports of last month and this month still to file, each
 * with its due date (the overdue ones first, marked) and a link to its form; then the reports an
 * evaluator sent back, each with the reason and a link to it. A long list shows its first few until asked.
 */
export function DueReportsSection({ clubId }: DueReportsSectionProps) {
  const t = useT();
  const title = useActivityTitle();
  const due = useClubDue(clubId);
  const [showAll, setShowAll] = useState(false);
  const [errorLines, dismissError] = useErrorLines(due.error);
  if (due.isPending) return <PlainSpinner size={20} label={t(m.loading)} />;
  if (errorLines) return <ErrorAlert lines={errorLines} onDismiss={dismissError} />;
  const { due: rows, sent_back: sentBack } = due.data!;
  const monthName = (month: string) => {
    const name = MONTH_NAME_MESSAGES[Number(month) - 1];
    return name ? t(name) : month;
  };
  return (
    <>
      <section className="cms-due-home" aria-labelledby="cms-due-home-title">
        <h2 id="cms-due-home-title" className="bp6-heading cms-due-home__title">
          {t(m.title)}
        </h2>
        {rows.length === 0 ? <p>{t(m.none)}</p> : null}
        <ul className="cms-due-home__list">
          {(showAll ? rows : rows.slice(0, SHOWN)).map((row) => {
            const name = title({ key: row.key, title: row.activity });
            return (
              <li key={`${row.key}/${row.month}`} className="cms-due-home__item">
                <Link
                  to={`/activities/monthly/add/${row.month}/${encodeURIComponent(row.key)}`}
                  aria-label={t(m.file, { title: name, month: monthName(row.month) })}
                >
                  {name} ({monthName(row.month)})
                </Link>
                <span className="cms-due-home__date">
                  {t(m.dueOn, { date: formatDisplayDate(row.due_date) })}
                </span>
                {row.overdue ? <strong className="cms-due-home__overdue">{t(m.overdue)}</strong> : null}
              </li>
            );
          })}
        </ul>
        {rows.length > SHOWN ? (
          <Button
            variant="minimal"
            intent="primary"
            aria-expanded={showAll}
            onClick={() => setShowAll((shown) => !shown)}
          >
            {showAll ? t(m.showFewer) : t(m.showAll, { count: String(rows.length) })}
          </Button>
        ) : null}
      </section>
      {sentBack.length > 0 ? (
        <section className="cms-due-home cms-due-home--sent-back" aria-labelledby="cms-due-home-sent-back">
          <h2 id="cms-due-home-sent-back" className="bp6-heading cms-due-home__title">
            {t(m.sentBackTitle)}
          </h2>
          <ul className="cms-due-home__list">
            {sentBack.map((report) => {
              const name = title({ key: report.key, title: report.activity });
              return (
                <li key={report.uuid} className="cms-due-home__item">
                  <Link
                    to={`/activities/monthly/view/${encodeURIComponent(report.uuid)}/${report.month}/${encodeURIComponent(report.key)}`}
                    aria-label={t(m.open, { title: name, month: monthName(report.month) })}
                  >
                    {name} ({monthName(report.month)})
                  </Link>
                  {report.reason ? (
                    <blockquote className="cms-due-home__reason">
                      {t(m.reason, { reason: report.reason })}
                    </blockquote>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}
