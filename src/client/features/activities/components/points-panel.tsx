import { Button, H4, HTMLTable, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { activityControls, lineControls } from '../../../../shared/machines';
import { ErrorAlert } from '../../../components/error-alert';
import { usePointTexts } from '../../../form-engine/overlays/use-point-texts';
import { PointLineActions } from '../../../components/point-line-actions';
import { PointStatusTag } from '../../../components/point-status-tag';
import { RejectPointsDialog } from '../../../components/reject-points-dialog';
import { useErrorLines } from '../../../hooks/use-error-lines';
import { useT } from '../../../i18n/translator';
import { useActivityPoints, type PointLine } from '../api/use-activity-points';
import { useReviewDecisions } from '../api/use-review-decisions';
import { activityMessages } from '../messages';
import { TableScroller } from '../../../components/table-scroller';
import { DuplicateClaimsCallout } from '../../../components/duplicate-claims/duplicate-claims-callout';

/** Props of a report's points panel. */
export interface PointsPanelProps {
  /** The report's uuid and key. */
  id: string;
  activityKey: string;
  /** True for the evaluator: Refresh and the line actions. */
  evaluator: boolean;
}

/**
 * The points panel of spec 2: Description (with why the line counts), Plus Points, Negative Points,
 * Total Points, Status and, for the evaluator, Action. Opening it calculates the points; Refresh
 * recalculates. Which controls show follows the review machines: none once the report is decided.
 */
export function PointsPanel({ id, activityKey, evaluator }: PointsPanelProps) {
  const t = useT();
  const points = useActivityPoints(id, activityKey);
  const { decideLine } = useReviewDecisions({ id, key: activityKey, version: points.data?.version });
  const [rejecting, setRejecting] = useState<PointLine | null>(null);
  const [errorLines, dismiss] = useErrorLines(points.error ?? decideLine.error);
  const status = points.data?.status ?? '';
  const controls = activityControls(status);
  const busy = points.isFetching || decideLine.isPending;
  const lines = points.data?.points ?? [];
  const texts = usePointTexts(`activities/${activityKey}`);
  const textOf = (line: PointLine) =>
    texts({ key: line.key, title: line.items.title, comment: line.comment });

  return (
    <section className="cms-points-panel" aria-label={t(activityMessages.points)}>
      <div className="cms-points-panel__head">
        <H4>{t(activityMessages.points)}</H4>
        {evaluator && points.data && controls.canRefresh ? (
          <Button
            icon="refresh"
            text={t(activityMessages.refresh)}
            disabled={busy}
            onClick={() => void points.refetch()}
          />
        ) : null}
        {busy ? <Spinner size={16} aria-label={t(activityMessages.loadingPoints)} /> : null}
      </div>
      <ErrorAlert lines={errorLines} onDismiss={dismiss} />
      <DuplicateClaimsCallout subject={{ kind: 'activity', id, activityKey }} evaluator={evaluator} />
      {points.data && lines.length === 0 ? <p className="cms-empty">{t(activityMessages.noPoints)}</p> : null}
      {lines.length > 0 ? (
        <TableScroller label={t(activityMessages.points)}>
          <HTMLTable compact striped className="cms-points-table cms-cards-on-phone">
            <thead>
              <tr>
                <th>{t(activityMessages.columnDescription)}</th>
                <th>{t(activityMessages.columnPlusPoints)}</th>
                <th>{t(activityMessages.columnNegativePoints)}</th>
                <th>{t(activityMessages.columnTotalPoints)}</th>
                <th>{t(activityMessages.columnStatus)}</th>
                {evaluator ? <th>{t(activityMessages.columnAction)}</th> : null}
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => {
                const text = textOf(line);
                return (
                  <tr key={line.id}>
                    <td>
                      <div>{text.title}</div>
                      {text.comment ? <div className="cms-points-table__why">{text.comment}</div> : null}
                    </td>
                    <td data-label={t(activityMessages.columnPlusPoints)}>{line.cr_points}</td>
                    <td data-label={t(activityMessages.columnNegativePoints)}>{line.dr_points}</td>
                    <td data-label={t(activityMessages.columnTotalPoints)}>{line.total_points}</td>
                    <td data-label={t(activityMessages.columnStatus)}>
                      <PointStatusTag status={line.status} />
                      {line.reject_comments ? (
                        <div className="cms-points-table__why">{line.reject_comments}</div>
                      ) : null}
                    </td>
                    {evaluator ? (
                      <td data-label={t(activityMessages.columnAction)}>
                        <PointLineActions
                          title={text.title}
                          controls={lineControls(line.status, status)}
                          busy={busy}
                          onApprove={() => decideLine.mutate({ lineId: line.id, status: 'APPROVED' })}
                          onReject={() => setRejecting(line)}
                        />
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th colSpan={3}>
                  {t(activityMessages.total)}
                  {lines.some((line) => line.status === 'REJECTED') ? (
                    <div className="cms-points-table__why">{t(activityMessages.totalLeavesOutRejected)}</div>
                  ) : null}
                </th>
                <th>{points.data?.total}</th>
                <th colSpan={evaluator ? 2 : 1} />
              </tr>
            </tfoot>
          </HTMLTable>
        </TableScroller>
      ) : null}
      <RejectPointsDialog
        isOpen={rejecting !== null}
        lineTitle={rejecting ? textOf(rejecting).title : ''}
        onClose={() => setRejecting(null)}
        onConfirm={(comment) => {
          decideLine.mutate({ lineId: rejecting!.id, status: 'REJECTED', comment });
          setRejecting(null);
        }}
      />
    </section>
  );
}
