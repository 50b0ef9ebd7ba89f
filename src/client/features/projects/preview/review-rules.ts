import {
  projectTransition,
  REVIEW_LEVEL_NAMES,
  waitingLevel,
  type ProjectEvent,
  type ReviewLevel,
} from '../../../../shared/machines';
import { CPE } from '../../../../shared/policy';

/** What the review form knows: the project, the caller's level, and what the reviewer entered. */
export interface ReviewInput {
  status: string;
  projectType: string | null;
  /** The caller's review level for the project now (detail.review_role). */
  reviewRole: ReviewLevel;
  comment: string;
  confirmed: boolean;
}

/** What the review form enables, as the shared project machine (the server's own) answers. */
export interface ReviewRules {
  /** 'Pending': a comment, and the tick clear. */
  canPending: boolean;
  /** 'Approved': the tick (and, for the final approval, a comment). */
  canApprove: boolean;
  /** True when 'Approved' is the final approval (CLUBS_PERFORMANCE_EVALUATION). */
  final: boolean;
  /** The level 'Approved' passes the project on to, by name; null for the final approval. */
  nextLevelName: string | null;
}

/** Names a review level: REVIEW_LEVEL_NAMES's English unless the screen gives its own words. */
export type LevelNamer = (level: ReviewLevel) => string;

const englishLevelName: LevelNamer = (level) => REVIEW_LEVEL_NAMES[level];

/** The event 'Approved' sends: the final approval for the evaluator, else a forward from the caller's level. */
function approveEvent({ reviewRole, comment, confirmed }: ReviewInput): ProjectEvent {
  return reviewRole === CPE
    ? { type: 'project.approve', comment, confirmed }
    : { type: 'project.forward', level: reviewRole, comment };
}

/**
 * The review form's rules (spec 3 section 5: "Pending needs a comment. Approved needs a comment and
 * the confirm tick. Pending is disabled while the confirm tick is set"), asked of the project machine
 * so the buttons enable exactly when the server would accept. Passing a project on to the next level
 * needs the tick too; only the final approval needs the comment.
 */
export function reviewRules(input: ReviewInput, levelName: LevelNamer = englishLevelName): ReviewRules {
  const { status, projectType, comment, confirmed } = input;
  // The evaluator's level is named after its office: the final approval.
  const final = input.reviewRole === CPE;
  const sendBack = projectTransition(status, projectType, { type: 'project.sendBack', comment, confirmed });
  const approve = projectTransition(status, projectType, approveEvent(input));
  const next = approve.ok ? waitingLevel(approve.next, projectType) : null;
  return {
    canPending: sendBack.ok,
    canApprove: approve.ok && confirmed,
    final,
    nextLevelName: final || !next ? null : levelName(next),
  };
}
