import { H4, HTMLTable } from '@blueprintjs/core';
import type { components } from '../../../../shared/api/openapi';
import { ProjectStatusTag } from '../list/project-status-tag';
import { TableScroller } from '../../../components/table-scroller';
import { useT } from '../../../i18n/translator';
import { projectMessages as m } from '../messages';
import { waitingLevel } from '../../../../shared/machines';
import { actingRoleWords, reviewLevelName } from '../project-words';
import { chainMessages as c } from '../review-chain/messages';
import { dayOf } from './day-of';

/** One entry of a project's status history. */
export type ProjectStatusLog = components['schemas']['ProjectStatusLog'];

/** Props of the status history. */
export interface StatusHistoryProps {
  /** The project's statusLogs, oldest first. */
  logs: readonly ProjectStatusLog[];
  /** The project's type: the levels a status waits for differ for region projects. */
  projectType: string | null;
}

/** A resubmission's note: where the project went back to (the level that had sent it back). */
function ResubmittedNote({ log, projectType }: { log: ProjectStatusLog; projectType: string | null }) {
  const t = useT();
  if (log.note !== 'resubmitted') return null;
  const level = waitingLevel(log.status, projectType);
  return level ? (
    <div className="cms-row-note">{t(c.resubmittedNote, { level: reviewLevelName(t, level) })}</div>
  ) : null;
}

/**
 * 'Status History': who moved the project to which status, when, and why (spec 3 "status log"); a
 * resubmission says where the project went back to, and a chairman's stand-in says so.
 */
export function StatusHistory({ logs, projectType }: StatusHistoryProps) {
  const t = useT();
  return (
    <section className="cms-project-preview__section" aria-labelledby="cms-project-history">
      <H4 id="cms-project-history">{t(m.statusHistory)}</H4>
      {logs.length === 0 ? (
        <p className="cms-empty">{t(m.noStatusChanges)}</p>
      ) : (
        <TableScroller label={t(m.statusHistoryTable)}>
          <HTMLTable compact striped className="cms-table" aria-label={t(m.statusHistoryTable)}>
            <thead>
              <tr>
                <th>{t(m.columnRole)}</th>
                <th>{t(m.columnMember)}</th>
                <th>{t(m.columnDate)}</th>
                <th>{t(m.columnStatus)}</th>
                <th>{t(m.columnComment)}</th>
              </tr>
            </thead>
            <tbody>
              {logs.map((log, index) => (
                // Logs carry no id; their order never changes, so the index is a stable key.
                <tr key={index}>
                  <td>
                    {actingRoleWords(t, log.role)}
                    {log.note === 'chairman_stand_in' ? (
                      <div className="cms-row-note">{t(c.standInNote)}</div>
                    ) : null}
                  </td>
                  <td>{log.member?.display_name ?? ''}</td>
                  <td>{dayOf(log.created_at)}</td>
                  <td>
                    <ProjectStatusTag status={log.status} />
                    <ResubmittedNote log={log} projectType={projectType} />
                  </td>
                  <td className="cms-project-preview__comment">{log.comment ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </TableScroller>
      )}
    </section>
  );
}
