import {
  DRAFT_PROJECT_STATUSES,
  isRegionProjectType,
  projectTransition,
  waitingLevel,
  type ProjectEvent,
  type ProjectStatus,
} from '../../../shared/machines';
import { can, officeReviewLevels, PROJECT_REVIEW_LEVEL_OFFICES } from '../../../shared/policy';
import { CHAIRMAN_LEVEL } from '../../services/project-review/review-levels';

// A project's stored history replayed against the review machine, as the demo's tests read it: every
// row must be a move the machine accepts from the row before, made by a hand that could have made it.

/** One row of a project's history: the status reached, the role (or review level), comment and note. */
export interface HistoryRow {
  status: string;
  role: string | null;
  comment: string | null;
  /** 'chairman_stand_in' when the club's president or secretary passed the chairman's level. */
  note?: string | null;
}

/** The offices that may stand in for a Project Chairman without a sign-in. */
const STAND_IN_OFFICES: readonly string[] = PROJECT_REVIEW_LEVEL_OFFICES.CLUB_PRESIDENT_SECRETARY;

/** True when the role may submit a project of this type (the wizard's edit rights). */
function mayEdit(role: string | null, projectType: string | null): boolean {
  return (
    can(role, 'project.editAny') || (isRegionProjectType(projectType) && can(role, 'project.editRegional'))
  );
}

/**
 * True when the row's role holds the level a project in `status` waits for: the chairman by the
 * level's name, or the club's president or secretary standing in (the row's note says so).
 */
function holdsWaitingLevel(row: HistoryRow, status: ProjectStatus, projectType: string | null): boolean {
  const level = waitingLevel(status, projectType);
  if (!level) return false;
  if (level === CHAIRMAN_LEVEL && row.note === 'chairman_stand_in') {
    return STAND_IN_OFFICES.includes(row.role ?? '');
  }
  return row.role === CHAIRMAN_LEVEL
    ? level === CHAIRMAN_LEVEL
    : officeReviewLevels(row.role).includes(level);
}

/**
 * The event a row stands for after `from`, or why no hand in that role could have made it.
 * `sentBackFrom` is the review status of the project's last send-back, where a resubmission returns.
 */
function eventOf(
  from: ProjectStatus,
  row: HistoryRow,
  projectType: string | null,
  sentBackFrom: ProjectStatus | null,
): ProjectEvent | string {
  const comment = row.comment ?? '';
  if (DRAFT_PROJECT_STATUSES.includes(from) && row.status !== 'PENDING' && row.status !== 'PROCESSING') {
    return mayEdit(row.role, projectType)
      ? { type: 'project.submit', confirmed: true, resumeAt: from === 'PENDING' ? sentBackFrom : null }
      : `${row.role} cannot submit`;
  }
  switch (row.status) {
    case 'PENDING':
      return holdsWaitingLevel(row, from, projectType) || can(row.role, 'project.review')
        ? { type: 'project.sendBack', comment, confirmed: false }
        : `${row.role} cannot send it back`;
    case 'APPROVED':
      return can(row.role, 'project.approve')
        ? { type: 'project.approve', comment, confirmed: true }
        : `${row.role} cannot approve`;
    default: {
      const level = waitingLevel(from, projectType);
      return level && holdsWaitingLevel(row, from, projectType)
        ? { type: 'project.forward', level, comment, confirmed: true }
        : `${row.role} does not hold the level ${from} waits for`;
    }
  }
}

/**
 * Why a project's history (oldest row first) is not a path of the review machine, or null when it
 * is: it starts PROCESSING by a role that may create projects, each later row is an event the machine
 * accepts from the status before (with the comment every decision needs), made in a role that holds
 * that move, and reaching that row's status (a resubmission the status it was sent back from).
 */
export function historyFault(projectType: string | null, history: readonly HistoryRow[]): string | null {
  const [first, ...moves] = history;
  if (first?.status !== 'PROCESSING') return 'the history does not start with PROCESSING';
  if (!can(first.role, 'project.create')) return `${first.role} cannot create a project`;
  let status: ProjectStatus = 'PROCESSING';
  let sentBackFrom: ProjectStatus | null = null;
  for (const [index, row] of moves.entries()) {
    const event = eventOf(status, row, projectType, sentBackFrom);
    const where = `row ${index + 2} (${status} → ${row.status})`;
    if (typeof event === 'string') return `${where}: ${event}`;
    const result = projectTransition(status, projectType, event);
    if (!result.ok) return `${where}: ${result.reason}`;
    if (result.next !== row.status) return `${where}: the machine goes to ${result.next}`;
    if (result.next === 'PENDING') sentBackFrom = status;
    status = result.next;
  }
  return null;
}
