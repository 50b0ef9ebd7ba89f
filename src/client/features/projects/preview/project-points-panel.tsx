import { Button, H4, HTMLTable, Spinner } from '@blueprintjs/core';
import { useId, useState } from 'react';
import type { components } from '../../../../shared/api/openapi';
import { lineControls, projectControls, projectLineOwner } from '../../../../shared/machines';
import { ErrorAlert } from '../../../components/error-alert';
import { PointLineActions } from '../../../components/point-line-actions';
import { PointStatusTag } from '../../../components/point-status-tag';
import { RejectPointsDialog } from '../../../components/reject-points-dialog';
import { useErrorLines } from '../../../hooks/use-error-lines';
import { useT } from '../../../i18n/translator';
import { useProjectPointCalculate } from '../api/use-project-point-calculate';
import { useProjectPointStatus } from '../api/use-project-point-status';
import { projectMessages as m } from '../messages';
import { useProjectPointTexts } from './use-project-point-texts';
import { TableScroller } from '../../../components/table-scroller';
import { DuplicateClaimsCallout } from '../../../components/duplicate-claims/duplicate-claims-callout';

/** A project's estimated point line. */
export type ProjectPointLine = components['schemas']['ProjectPointLine'];

/** Props of the points panel. */
export interface ProjectPointsPanelProps {
  /** The project as the preview loaded it. */
  project: {
    uuid: string;
    status: string;
    project_type: string | null;
    version: number;
    projectPoints: readonly ProjectPointLine[];
    totalEstimationPoints: number;
  };
  /** True for the evaluator: Refresh and the per-line approve and reject. */
  evaluator: boolean;
  /**
   * True while the project reloads: a decision sent now would carry the version it replaces (and be
   * refused as stale), so the actions wait.
   */
  reloading?: boolean;
}

/**
 * 'Points': the project's estimate, a line per item (title and why it counts, quantity, unit point,
 * total, status chip) and the total estimation. The evaluator refreshes the estimate and approves or
 * rejects lines (a rejection with a comment), as the project and point-line machines allow: while the
 * project is a draft or in review, never once it is approved.
 */
export function ProjectPointsPanel({ project, evaluator, reloading = false }: ProjectPointsPanelProps) {
  const t = useT();
  const headingId = useId();
  const calculate = useProjectPointCalculate(project.uuid);
  const decideLine = useProjectPointStatus();
  const [errorLines, dismiss] = useErrorLines(calculate.error ?? decideLine.error);
  const [rejecting, setRejecting] = useState<ProjectPointLine | null>(null);
  const controls = projectControls(project.status, project.project_type);
  const owner = projectLineOwner(project.status, project.project_type);
  const busy = calculate.isPending || decideLine.isPending || reloading;
  const lines = project.projectPoints;
  const withActions = evaluator && controls.canDecideLines;
  const texts = useProjectPointTexts();

  return (
    <section className="cms-project-preview__section cms-project-points" aria-labelledby={headingId}>
      <div className="cms-project-points__head">
        <H4 id={headingId}>{t(m.pointsHeading)}</H4>
        {evaluator && controls.canRefresh ? (
          <Button icon="refresh" text={t(m.refresh)} disabled={busy} onClick={() => calculate.mutate()} />
        ) : null}
        {busy ? <Spinner size={16} aria-label={t(m.updatingPoints)} /> : null}
      </div>
      <ErrorAlert lines={errorLines} onDismiss={dismiss} />
      <DuplicateClaimsCallout subject={{ kind: 'project', id: project.uuid }} evaluator={evaluator} />
      {lines.length === 0 ? (
        <p className="cms-empty">{t(m.noPoints)}</p>
      ) : (
        <TableScroller label={t(m.estimatedPoints)}>
          <HTMLTable
            compact
            striped
            className="cms-project-points__table cms-cards-on-phone"
            aria-label={t(m.estimatedPoints)}
          >
            <thead>
              <tr>
                <th>{t(m.columnDescription)}</th>
                <th>{t(m.columnQuantity)}</th>
                <th>{t(m.columnUnitPoint)}</th>
                <th>{t(m.columnTotalPoints)}</th>
                <th>{t(m.columnStatus)}</th>
                {withActions ? <th>{t(m.columnAction)}</th> : null}
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => {
                const text = texts({ title: line.items.title, comment: line.comment });
                return (
                  <tr key={line.id}>
                    <td>
                      <div>{text.title}</div>
                      {text.comment ? <div className="cms-project-points__why">{text.comment}</div> : null}
                    </td>
                    <td data-label={t(m.columnQuantity)}>{line.quantity}</td>
                    <td data-label={t(m.columnUnitPoint)}>{line.unit_point}</td>
                    <td data-label={t(m.columnTotalPoints)}>{line.total_point}</td>
                    <td data-label={t(m.columnStatus)}>
                      <PointStatusTag status={line.status} />
                      {line.reject_comments ? (
                        <div className="cms-project-points__why">{line.reject_comments}</div>
                      ) : null}
                    </td>
                    {withActions ? (
                      <td data-label={t(m.columnAction)}>
                        <PointLineActions
                          title={text.title}
                          controls={lineControls(line.status, owner)}
                          busy={busy}
                          onApprove={() =>
                            decideLine.mutate({ id: line.id, status: 'APPROVED', version: project.version })
                          }
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
                <th colSpan={3}>{t(m.totalEstimation)}</th>
                <th>{project.totalEstimationPoints}</th>
                <th colSpan={withActions ? 2 : 1} />
              </tr>
            </tfoot>
          </HTMLTable>
        </TableScroller>
      )}
      <RejectPointsDialog
        isOpen={rejecting !== null}
        lineTitle={rejecting ? texts({ title: rejecting.items.title, comment: null }).title : ''}
        onClose={() => setRejecting(null)}
        onConfirm={(comment) => {
          if (rejecting) {
            decideLine.mutate({ id: rejecting.id, status: 'REJECTED', comment, version: project.version });
          }
          setRejecting(null);
        }}
      />
    </section>
  );
}
