import {
  projectTransition,
  REVIEW_LEVEL_NAMES,
  waitingLevel,
  type ProjectEvent,
  type ReviewLevel,
} from '../../../../shared/machines';
import { CPE } from '../../../../shared/policy';

/** What the review form knows: the project, where the caller stands, and what the reviewer entered. */
export interface ReviewInput {
  status: string;
  projectType: string | null;
  /** The caller's review level for the project now (detail.review_role), or null. */
  reviewRole: ReviewLevel | null;
  /** The caller may send the project back now (detail.may_send_back). */
  maySendBack: boolean;
  comment: string;
  confirmed: boolean;
  /** How many point lines are still PENDING (the final approval waits for them). */
  openLines: number;
}

/** What the review form enables, as the shared project machine (the server's own) answers. */
export interface ReviewRules {
  /** 'Pending': the caller may send it back, a comment, and the tick clear. */
  canPending: boolean;
  /** 'Approved': the caller's level, a comment and the tick; the final approval with every line decided. */
  canApprove: boolean;
  /** 'Approve open lines and project': the final approval's one explicit step while lines are open. */
  canApproveOpenLines: boolean;
  /** True when 'Approved' is the final approval (CLUBS_PERFORMANCE_EVALUATION). */
  final: boolean;
  /** The level 'Approved' passes the project on to, by name; null for the final approval. */
  nextLevelName: string | null;
}

/** Names a review level: REVIEW_LEVEL_NAMES's English unless the screen gives its own words. */
export type LevelNamer = (level: ReviewLevel) => string;

const englishLevelName: LevelNamer = (level) => REVIEW_LEVEL_NAMES[level];

/** The event 'Approved' sends: the final approval for the evaluator, else a forward from the caller's level. */
function approveEvent(reviewRole: ReviewLevel, comment: string, confirmed: boolean): ProjectEvent {
  return reviewRole === CPE
    ? { type: 'project.approve', comment, confirmed }
    : { type: 'project.forward', level: reviewRole, comment, confirmed };
}

/**
 * The review form's rules (spec 3 section 5: "Pending needs a comment. Approved needs a comment and
 * the confirm tick. Pending is disabled while the confirm tick is set"), asked of the project machine
 * so the buttons enable exactly when the server would accept: every approval, at any level, needs the
 * comment and the tick; the final approval also needs every point line decided, or the evaluator's
 * explicit step that approves the open lines with the project.
 */
export function reviewRules(input: ReviewInput, levelName: LevelNamer = englishLevelName): ReviewRules {
  const { status, projectType, reviewRole, comment, confirmed } = input;
  const final = reviewRole === CPE;
  const sendBack = projectTransition(status, projectType, { type: 'project.sendBack', comment, confirmed });
  const approve = reviewRole
    ? projectTransition(status, projectType, approveEvent(reviewRole, comment, confirmed))
    : null;
  const approvable = approve?.ok === true;
  // Where 'Approved' would pass the project, said before the reviewer writes a word.
  const probe =
    reviewRole && !final ? projectTransition(status, projectType, approveEvent(reviewRole, 'x', true)) : null;
  const next = probe?.ok ? waitingLevel(probe.next, projectType) : null;
  return {
    canPending: input.maySendBack && sendBack.ok,
    canApprove: approvable && (!final || input.openLines === 0),
    canApproveOpenLines: approvable && final && input.openLines > 0,
    final,
    nextLevelName: next ? levelName(next) : null,
  };
}
