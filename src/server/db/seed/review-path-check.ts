import {
  isRegionProjectType,
  projectTransition,
  waitingLevel,
  type ProjectEvent,
  type ProjectStatus,
} from '../../../shared/machines';
import { can, officeReviewLevels } from '../../../shared/policy';
import { CHAIRMAN_LEVEL } from '../../services/project-review/review-levels';

// A project's stored history replayed against the review machine, as the demo's tests read it: every
// row must be a move the machine accepts from the row before, made by a hand that could have made it.

/** One row of a project's history: the status reached, the role (or review level) and the comment. */
export interface HistoryRow {
  status: string;
  role: string | null;
  comment: string | null;
}

/** True when the role may submit a project of this type (the wizard's edit rights). */
function mayEdit(role: string | null, projectType: string | null): boolean {
  return (
    can(role, 'project.editAny') || (isRegionProjectType(projectType) && can(role, 'project.editRegional'))
  );
}

/** True when the role holds the level a project in `status` waits for (the chairman by the level's name). */
function holdsWaitingLevel(role: string | null, status: ProjectStatus, projectType: string | null): boolean {
  const level = waitingLevel(status, projectType);
  if (!level) return false;
  return role === CHAIRMAN_LEVEL ? level === CHAIRMAN_LEVEL : officeReviewLevels(role).includes(level);
}

/** The event a row stands for after `from`, or why no hand in that role could have made it. */
function eventOf(from: ProjectStatus, row: HistoryRow, projectType: string | null): ProjectEvent | string {
  const comment = row.comment ?? '';
  switch (row.status) {
    case 'SUBMITTED':
      return mayEdit(row.role, projectType)
        ? { type: 'project.submit', confirmed: true }
        : `${row.role} cannot submit`;
    case 'PENDING':
      return holdsWaitingLevel(row.role, from, projectType) || can(row.role, 'project.review')
        ? { type: 'project.sendBack', comment, confirmed: false }
        : `${row.role} cannot send it back`;
    case 'APPROVED':
      return can(row.role, 'project.approve')
        ? { type: 'project.approve', comment, confirmed: true }
        : `${row.role} cannot approve`;
    default: {
      const level = waitingLevel(from, projectType);
      return level && holdsWaitingLevel(row.role, from, projectType)
        ? { type: 'project.forward', level, comment }
        : `${row.role} does not hold the level ${from} waits for`;
    }
  }
}

/**
 * Why a project's history (oldest row first) is not a path of the review machine, or null when it
 * is: it starts PROCESSING by a role that may create projects, each later row is an event the machine
 * accepts from the status before (with the comment a send-back and the approval need), made in a role
 * that holds that move, and reaching that row's status.
 */
export function historyFault(projectType: string | null, history: readonly HistoryRow[]): string | null {
  const [first, ...moves] = history;
  if (first?.status !== 'PROCESSING') return 'the history does not start with PROCESSING';
  if (!can(first.role, 'project.create')) return `${first.role} cannot create a project`;
  let status: ProjectStatus = 'PROCESSING';
  for (const [index, row] of moves.entries()) {
    const event = eventOf(status, row, projectType);
    const where = `row ${index + 2} (${status} → ${row.status})`;
    if (typeof event === 'string') return `${where}: ${event}`;
    const result = projectTransition(status, projectType, event);
    if (!result.ok) return `${where}: ${result.reason}`;
    if (result.next !== row.status) return `${where}: the machine goes to ${result.next}`;
    status = result.next;
  }
  return null;
}
