import { H4, HTMLTable } from '@blueprintjs/core';
import { useId } from 'react';
import type { components } from '../../../../shared/api/openapi';
import { TableScroller } from '../../../components/table-scroller';
import { useT } from '../../../i18n/translator';
import { projectMessages as m } from '../messages';

/** A row of a project's approved points: the final approval's points, or a later adjustment. */
export type ProjectApprovedPoint = components['schemas']['ProjectApprovedPoint'];

/** Props of the approved points table. */
export interface ApprovedPointsProps {
  /** projectApprovedPoints of the project. */
  points: readonly ProjectApprovedPoint[];
  /** approvedTotal of the project. */
  total: number;
}

/** A number of points with its sign: adjustments that take points away read '-5'. */
function signed(points: number): string {
  return points > 0 ? `+${points}` : String(points);
}

/**
 * 'Approved Points': the club, comment and points of the final approval and of every adjustment
 * since, and their total. Nothing shows before the project is approved.
 */
export function ApprovedPoints({ points, total }: ApprovedPointsProps) {
  const t = useT();
  const headingId = useId();
  if (points.length === 0) return null;
  return (
    <section className="cms-project-preview__section" aria-labelledby={headingId}>
      <H4 id={headingId}>{t(m.approvedPointsHeading)}</H4>
      <TableScroller label={t(m.approvedPointsTable)}>
        <HTMLTable compact striped className="cms-table" aria-label={t(m.approvedPointsTable)}>
          <thead>
            <tr>
              <th>{t(m.columnClub)}</th>
              <th>{t(m.columnComment)}</th>
              <th>{t(m.columnPoints)}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, index) => (
              // Rows carry no id; the server answers them in a fixed order.
              <tr key={index}>
                <td>{p.club.name}</td>
                <td className="cms-project-preview__comment">{p.comment ?? ''}</td>
                <td>{p.kind === 'adjustment' ? signed(p.points) : p.points}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th colSpan={2}>{t(m.totalApprovedPoints)}</th>
              <th>{total}</th>
            </tr>
          </tfoot>
        </HTMLTable>
      </TableScroller>
    </section>
  );
}
