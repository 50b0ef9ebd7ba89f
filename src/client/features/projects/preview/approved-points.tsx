import { Button, H4, HTMLTable } from '@blueprintjs/core';
import { useId, useState } from 'react';
import type { components } from '../../../../shared/api/openapi';
import { TableScroller } from '../../../components/table-scroller';
import { useT } from '../../../i18n/translator';
import { projectMessages as m } from '../messages';
import { dayOf } from './day-of';
import { ReverseAdjustmentDialog } from './reverse-adjustment-dialog';
import { signedPoints } from './signed-points';

/** A row of a project's approved points: the final approval's points, or a later adjustment. */
export type ProjectApprovedPoint = components['schemas']['ProjectApprovedPoint'];

/** What the evaluator needs to reverse adjustments: the project as the preview loaded it. */
export interface ApprovedPointsReversing {
  uuid: string;
  /** The project's version, sent with a reversal. */
  version: number;
  /** True while the project reloads: a reversal now would carry a stale version, so it waits. */
  reloading: boolean;
}

/** Props of the approved points table. */
export interface ApprovedPointsProps {
  /** projectApprovedPoints of the project. */
  points: readonly ProjectApprovedPoint[];
  /** approvedTotal of the project. */
  total: number;
  /** Given for the evaluator of an APPROVED project: each adjustment that can be reversed gets 'Reverse'. */
  reversing?: ApprovedPointsReversing;
}

/** True for an adjustment that can still be reversed: not the approval, not a reversal, not reversed. */
function reversible(row: ProjectApprovedPoint): boolean {
  return row.kind === 'adjustment' && row.reverses_id === null && !row.reversed;
}

/**
 * 'Approved Points': the day, club, comment and points of the final approval and of every adjustment
 * since, and their total. A reversed adjustment says so; a reversal says which adjustment it reverses
 * (by its day). The evaluator reverses an adjustment from its row, through a dialog that asks why.
 * Nothing shows before the project is approved.
 */
export function ApprovedPoints({ points, total, reversing }: ApprovedPointsProps) {
  const t = useT();
  const headingId = useId();
  const [reverseOf, setReverseOf] = useState<ProjectApprovedPoint | null>(null);
  if (points.length === 0) return null;
  const withActions = reversing !== undefined && points.some(reversible);
  const byId = new Map(points.map((p) => [p.id, p]));
  const noteOf = (row: ProjectApprovedPoint): string | null => {
    if (row.reversed) return t(m.reversedNote);
    const reversed = row.reverses_id === null ? undefined : byId.get(row.reverses_id);
    return reversed ? t(m.reversesNote, { date: dayOf(reversed.created_at) }) : null;
  };
  return (
    <section className="cms-project-preview__section" aria-labelledby={headingId}>
      <H4 id={headingId}>{t(m.approvedPointsHeading)}</H4>
      <TableScroller label={t(m.approvedPointsTable)}>
        <HTMLTable compact striped className="cms-table" aria-label={t(m.approvedPointsTable)}>
          <thead>
            <tr>
              <th>{t(m.columnDate)}</th>
              <th>{t(m.columnClub)}</th>
              <th>{t(m.columnComment)}</th>
              <th>{t(m.columnPoints)}</th>
              {withActions ? <th>{t(m.columnAction)}</th> : null}
            </tr>
          </thead>
          <tbody>
            {points.map((p) => {
              const note = noteOf(p);
              return (
                <tr key={p.id} className={p.reversed ? 'cms-approved-points__reversed' : undefined}>
                  <td className="cms-approved-points__day">{dayOf(p.created_at)}</td>
                  <td>{p.club.name}</td>
                  <td className="cms-approved-points__comment">
                    <div className="cms-project-preview__comment">{p.comment ?? ''}</div>
                    {note ? <div className="cms-approved-points__note">{note}</div> : null}
                  </td>
                  <td>{p.kind === 'adjustment' ? signedPoints(p.points) : p.points}</td>
                  {withActions ? (
                    <td>
                      {reversible(p) ? (
                        <Button
                          size="small"
                          variant="outlined"
                          icon="undo"
                          text={t(m.reverse)}
                          aria-label={t(m.reverseNamed, {
                            date: dayOf(p.created_at),
                            points: signedPoints(p.points),
                          })}
                          disabled={reversing.reloading}
                          onClick={() => setReverseOf(p)}
                        />
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th colSpan={3}>{t(m.totalApprovedPoints)}</th>
              <th>{total}</th>
              {withActions ? <th /> : null}
            </tr>
          </tfoot>
        </HTMLTable>
      </TableScroller>
      {reversing ? (
        <ReverseAdjustmentDialog
          uuid={reversing.uuid}
          version={reversing.version}
          approvedTotal={total}
          adjustment={reverseOf}
          onClose={() => setReverseOf(null)}
        />
      ) : null}
    </section>
  );
}
