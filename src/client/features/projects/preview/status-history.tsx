import { H4, HTMLTable } from '@blueprintjs/core';
import type { components } from '../../../../shared/api/openapi';
import { colomboDate } from '../../../../shared/time/colombo';
import { formatDisplayDate } from '../../../../shared/time/date-format';
import { ProjectStatusTag } from '../list/project-status-tag';
import { TableScroller } from '../../../components/table-scroller';
import { useT } from '../../../i18n/translator';
import { projectMessages as m } from '../messages';
import { actingRoleWords } from '../project-words';

/** One entry of a project's status history. */
export type ProjectStatusLog = components['schemas']['ProjectStatusLog'];

/** Props of the status history. */
export interface StatusHistoryProps {
  /** The project's statusLogs, oldest first. */
  logs: readonly ProjectStatusLog[];
}

/** The day of a change, in the district's zone (DD/MM/YYYY). */
function dayOf(createdAt: string): string {
  const at = new Date(createdAt);
  return Number.isNaN(at.getTime()) ? createdAt : formatDisplayDate(colomboDate(at));
}

/** 'Status History': who moved the project to which status, when, and why (spec 3 "status log"). */
export function StatusHistory({ logs }: StatusHistoryProps) {
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
                  <td>{actingRoleWords(t, log.role)}</td>
                  <td>{log.member?.display_name ?? ''}</td>
                  <td>{dayOf(log.created_at)}</td>
                  <td>
                    <ProjectStatusTag status={log.status} />
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
