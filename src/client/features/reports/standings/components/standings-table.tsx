import { RateTag } from '../../../../components/rate-tag';
import { TableScroller } from '../../../../components/table-scroller';
import { useT } from '../../../../i18n/translator';
import type { Standing } from '../api/use-standings';
import { standingsMessages } from '../messages';

/** Props of the standings table. */
export interface StandingsTableProps {
  /** The clubs to show, in district rank order. */
  rows: readonly Standing[];
}

/** The standings: a row per club with its district rank, figures, rate tag and zone and region ranks. */
export function StandingsTable({ rows }: StandingsTableProps) {
  const t = useT();
  const rankOf = (rank: Standing['rank']['zone']) => t(standingsMessages.rankOf, { ...rank });
  return (
    <TableScroller label={t(standingsMessages.table)}>
      <table className="bp6-html-table bp6-compact cms-standings__table">
        <thead>
          <tr>
            <th scope="col">{t(standingsMessages.rank)}</th>
            <th scope="col">{t(standingsMessages.club)}</th>
            <th scope="col">{t(standingsMessages.zone)}</th>
            <th scope="col" className="cms-standings__number">
              {t(standingsMessages.approved)}
            </th>
            <th scope="col" className="cms-standings__number">
              {t(standingsMessages.underReview)}
            </th>
            <th scope="col">{t(standingsMessages.rate)}</th>
            <th scope="col">{t(standingsMessages.zoneRank)}</th>
            <th scope="col">{t(standingsMessages.regionRank)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.club.uuid}>
              <td>{rankOf(row.rank.district)}</td>
              <th scope="row">{row.club.name}</th>
              <td>
                {row.zone.name}, {row.region.name}
              </td>
              <td className="cms-standings__number">{row.approved}</td>
              <td className="cms-standings__number">{row.under_review}</td>
              <td>
                <RateTag rate={row.rate} />
              </td>
              <td>{rankOf(row.rank.zone)}</td>
              <td>{rankOf(row.rank.region)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
