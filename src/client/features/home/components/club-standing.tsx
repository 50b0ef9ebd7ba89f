import { lazy, Suspense, useId, useState } from 'react';
import { PlainSpinner } from '../../../components/first-load/plain-spinner';
import { useT } from '../../../i18n/translator';
import type { ClubStanding } from '../api/use-club-standing';
import { homeMessages } from '../messages';
import { formatOverviewNumber } from '../overview-format';

// chart.js only when the chart is asked for: its own chunk, never on the home page's first load.
const PointsChart = lazy(() => import('./points-chart').then((m) => ({ default: m.PointsChart })));

/** Props of the club's standing. */
export interface ClubStandingLineProps {
  /** The club standing answer (its `standing` null for a club that is not active). */
  data: ClubStanding;
}

/**
 * The club's place this Lions year (issue 14): '1 of 4 in Zone 2 · 3 of 12 in Region 1 · 12 of 32 in
 * the district', and its points under review. Plain markup, no Blueprint JavaScript (the home page's
 * first load, issue 15).
 */
export function ClubStandingLine({ data }: ClubStandingLineProps) {
  const t = useT();
  const headingId = useId();
  const chartId = useId();
  const [chart, setChart] = useState(false);
  const standing = data.standing;
  if (!standing) return null;
  const { zone, region, district } = standing.rank;
  return (
    <section className="cms-standing" aria-labelledby={headingId}>
      <h3 className="bp6-heading cms-standing__title" id={headingId}>
        {t(homeMessages.standingTitle)}
      </h3>
      <p className="cms-standing__ranks">
        {[
          t(homeMessages.standingZone, { ...zone, zone: standing.zone.name }),
          t(homeMessages.standingRegion, { ...region, region: standing.region.name }),
          t(homeMessages.standingDistrict, { ...district }),
        ].join(' · ')}
      </p>
      {standing.under_review > 0 ? (
        <p className="cms-standing__review">
          {t(homeMessages.standingReview, { points: formatOverviewNumber(standing.under_review) })}
        </p>
      ) : null}
      {data.months.length > 0 ? (
        <button
          type="button"
          className="bp6-button bp6-small cms-standing__chart-toggle"
          aria-expanded={chart}
          aria-controls={chartId}
          onClick={() => setChart((shown) => !shown)}
        >
          <span className="bp6-button-text">
            {t(chart ? homeMessages.hideChart : homeMessages.showChart)}
          </span>
        </button>
      ) : null}
      <div id={chartId}>
        {chart ? (
          <Suspense fallback={<PlainSpinner size={20} label={t(homeMessages.loading)} />}>
            <PointsChart months={data.months} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
