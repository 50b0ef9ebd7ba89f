import { Link } from 'react-router';
import { colomboDate, colomboMonth } from '../../../../shared/time/colombo';
import { formatDisplayDate } from '../../../../shared/time/date-format';
import { STATUS_TONE_TEXTS } from '../../../activity-domain/activity-status';
import { ErrorAlert } from '../../../components/error-alert';
import { PlainSpinner } from '../../../components/first-load/plain-spinner';
import { useActivityTitle } from '../../../form-engine/overlays/activity-titles';
import { useT } from '../../../i18n/translator';
import { useErrorLines } from '../../../hooks/use-error-lines';
import { useReviewWaiting, type ReviewWaiting } from '../api/use-review-waiting';
import { waitingMessages } from './messages';
import './review-waiting.css';

/** One count of the panel: a label and its number. */
function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="cms-waiting__count">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The report waiting longest, linked to its view with the waiting queue of its month. */
function Oldest({ oldest, days }: { oldest: NonNullable<ReviewWaiting['oldest']>; days: number }) {
  const t = useT();
  const title = useActivityTitle();
  // The list's query string (its month, reports still waiting), so the report view walks that queue.
  const search = `month=${oldest.month}&status=WAITING`;
  return (
    <p className="cms-waiting__oldest">
      <span className="cms-waiting__label">{t(waitingMessages.oldest)}: </span>
      <Link to={`/activities/monthly/view/${oldest.uuid}/${oldest.month}/${oldest.key}?${search}`}>
        {title({ key: oldest.key, title: oldest.activity })}
      </Link>
      {', '}
      {t(waitingMessages.oldestLine, {
        club: oldest.club.name,
        zone: oldest.club.zone.name,
        // The day it was filed in Colombo, as the points panel says it (not the UTC day of the timestamp).
        date: formatDisplayDate(colomboDate(new Date(oldest.created_at))),
        days: String(days),
      })}
    </p>
  );
}

/**
 * The evaluator's home: what waits for review this Lions year (issue 16), by status and by days since
 * filing, and the report waiting longest with a link to it.
 */
export function ReviewWaitingSection() {
  const t = useT();
  const waiting = useReviewWaiting();
  const data = waiting.data;
  const [errorLines, dismissError] = useErrorLines(waiting.error);
  return (
    <section className="cms-waiting" aria-labelledby="cms-waiting-title">
      <h2 id="cms-waiting-title" className="bp6-heading cms-waiting__title">
        {t(waitingMessages.title)}
      </h2>
      {waiting.isPending ? <PlainSpinner size={20} label={t(waitingMessages.loading)} /> : null}
      <ErrorAlert lines={errorLines} onDismiss={dismissError} />
      {data ? (
        <>
          <p className="cms-waiting__total">
            {data.total > 0
              ? t(waitingMessages.total, { count: String(data.total) })
              : t(waitingMessages.none)}
          </p>
          {data.total > 0 ? (
            <div className="cms-waiting__groups">
              <dl aria-label={t(waitingMessages.byStatus)}>
                <Count label={t(STATUS_TONE_TEXTS.submitted)} value={data.by_status.SUBMITTED} />
                <Count label={t(STATUS_TONE_TEXTS.pending)} value={data.by_status.PENDING} />
              </dl>
              <dl aria-label={t(waitingMessages.byAge)}>
                <Count label={t(waitingMessages.underWeek)} value={data.by_age.under_7_days} />
                <Count label={t(waitingMessages.weekToFortnight)} value={data.by_age.days_7_to_14} />
                <Count label={t(waitingMessages.overFortnight)} value={data.by_age.over_14_days} />
              </dl>
            </div>
          ) : null}
          {data.oldest ? <Oldest oldest={data.oldest} days={data.oldest_days_waiting ?? 0} /> : null}
          <Link to={`/cpe-activities/monthly?month=${colomboMonth()}&status=WAITING`}>
            {t(waitingMessages.openList)}
          </Link>
        </>
      ) : null}
    </section>
  );
}
