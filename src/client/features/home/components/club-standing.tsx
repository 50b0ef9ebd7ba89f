import { useId } from 'react';
import { useT } from '../../../i18n/translator';
import type { ClubStanding } from '../api/use-club-standing';
import { homeMessages } from '../messages';
import { formatOverviewNumber } from '../overview-format';

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
    </section>
  );
}
