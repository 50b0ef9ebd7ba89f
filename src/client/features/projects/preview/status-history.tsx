import { H4, HTMLTable } from '@blueprintjs/core';
import type { components } from '../../../../shared/api/openapi';
import { REVIEW_LEVEL_NAMES, type ReviewLevel } from '../../../../shared/machines';
import { roleName } from '../../../../shared/policy';
import { colomboDate } from '../../../../shared/time/colombo';
import { formatDisplayDate } from '../../../../shared/time/date-format';
import { ProjectStatusTag } from '../list/project-status-tag';

/** One entry of a project's status history. */
export type ProjectStatusLog = components['schemas']['ProjectStatusLog'];

/** Props of the status history. */
export interface StatusHistoryProps {
  /** The project's statusLogs, oldest first. */
  logs: readonly ProjectStatusLog[];
}

/**
 * The words for the role a change was made in: an office's name, or a review level's (the project
 * chairman acts as a member of the committee, not in an office).
 */
export function actingRoleName(role: string | null): string {
  if (!role) return '';
  return role in REVIEW_LEVEL_NAMES ? REVIEW_LEVEL_NAMES[role as ReviewLevel] : roleName(role);
}

/** The day of a change, in the district's zone (DD/MM/YYYY). */
function dayOf(createdAt: string): string {
  const at = new Date(createdAt);
  return Number.isNaN(at.getTime()) ? createdAt : formatDisplayDate(colomboDate(at));
}

/** 'Status History': who moved the project to which status, when, and why (spec 3 "status log"). */
export function StatusHistory({ logs }: StatusHistoryProps) {
  return (
    <section className="cms-project-preview__section" aria-labelledby="cms-project-history">
      <H4 id="cms-project-history">Status History</H4>
      {logs.length === 0 ? (
        <p className="cms-empty">No status changes yet.</p>
      ) : (
        <div className="cms-activity-view__table">
          <HTMLTable compact striped className="cms-table" aria-label="Status history">
            <thead>
              <tr>
                <th>Role</th>
                <th>Member</th>
                <th>Date</th>
                <th>Status</th>
                <th>Comment</th>
              </tr>
            </thead>
            <tbody>
              {logs.map((log, index) => (
                // Logs carry no id; their order never changes, so the index is a stable key.
                <tr key={index}>
                  <td>{actingRoleName(log.role)}</td>
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
        </div>
      )}
    </section>
  );
}
