import type { ProjectStatus } from '../../../shared/machines';
import { PROJECT_REVIEW_LEVEL_OFFICES } from '../../../shared/policy';
import type { Random } from './demo-data';
import {
  APPROVAL_COMMENTS,
  EARLY_LINE_KEYS,
  FORWARD_COMMENTS,
  LINE_REJECTIONS,
  SEND_BACK_COMMENTS,
} from './demo-project-comments';
import type { ProjectLineDecision } from './project-records';
import { reviewPath, reviewStatuses, type PathHand } from './review-path';

// The history of a generated demo project: the review machine's path to its status, each move by a
// hand that holds it, days apart, with the comments reviewers write; and the evaluator's line decisions.

/** Who acts: the holder of an office for the project's club, zone, region or district; or its chairman. */
export type PlannedHand = { office: string } | { chairman: true };

/** One move of a planned project's history after its creation. */
export interface PlannedMove {
  status: ProjectStatus;
  by: PlannedHand;
  comment: string | null;
  /** 'resubmitted' for a submission of a project sent back (it returns to the level that sent it). */
  note?: 'resubmitted';
  /** When (an ISO instant). */
  at: string;
}

/** A minute and a day, in milliseconds. */
export const MINUTE = 60_000;
export const DAY = 1_440 * MINUTE;

/** The instant `minutes` after midnight of a day in Colombo. */
export const colomboTime = (ymd: string, minutes: number) =>
  Date.parse(`${ymd}T00:00:00+05:30`) + minutes * MINUTE;

/** What the history is laid out for: the project's type, the status it is left in, when it was entered. */
export interface HistoryFor {
  type: string;
  target: ProjectStatus;
  /** When it was entered (epoch milliseconds). */
  createdAt: number;
}

/** Days (inclusive ranges) each kind of move takes after the one before. */
const DELAY_DAYS = {
  submit: [0, 6],
  resubmit: [2, 10],
  forward: [1, 7],
  sendBack: [1, 6],
  approve: [3, 15],
} as const;

/** Chance that a project further on was sent back once on the way (and submitted again). */
const SEND_BACK_ON_THE_WAY = 0.18;

/** The hand of a path's move: the owner is the creating office, a level one of its offices. */
function handOf(random: Random, by: PathHand, creator: string): PlannedHand {
  if ('owner' in by) return { office: creator };
  const offices = PROJECT_REVIEW_LEVEL_OFFICES[by.level];
  return offices.length === 0 ? { chairman: true } : { office: random.pick(offices) };
}

/**
 * The comment a move carries: the reason of a send-back, the approval's, a reviewer's word on passing
 * it on (every decision has one); none that the project's history already holds while others remain.
 */
function commentOf(
  random: Random,
  status: ProjectStatus,
  byOwner: boolean,
  said: Set<string>,
): string | null {
  const fresh = (list: readonly string[]) => {
    const unsaid = list.filter((c) => !said.has(c));
    const comment = random.pick(unsaid.length > 0 ? unsaid : list);
    said.add(comment);
    return comment;
  };
  if (status === 'PENDING') return fresh(SEND_BACK_COMMENTS);
  if (status === 'APPROVED') return fresh(APPROVAL_COMMENTS);
  return byOwner ? null : fresh(FORWARD_COMMENTS);
}

/** How many days a move takes after the one before. */
function delayOf(status: ProjectStatus, previous: ProjectStatus): readonly [number, number] {
  if (previous === 'PENDING') return DELAY_DAYS.resubmit;
  if (status === 'SUBMITTED') return DELAY_DAYS.submit;
  if (status === 'PENDING') return DELAY_DAYS.sendBack;
  if (status === 'APPROVED') return DELAY_DAYS.approve;
  return DELAY_DAYS.forward;
}

/**
 * The moves to the project's status, each some days after the one before (in office hours, give or
 * take), squeezed when they would run past today's evening.
 */
export function planHistory(
  random: Random,
  draft: HistoryFor,
  creator: string,
  today: string,
): PlannedMove[] {
  const review = reviewStatuses(draft.type).filter((s) => s !== 'APPROVED');
  let sendBackAt: ProjectStatus | undefined;
  if (draft.target === 'PENDING') {
    // Most send-backs come early, from the chairman or the club.
    sendBackAt = random.weighted(review.map((s, i) => [s, review.length - i] as const));
  } else if (draft.target !== 'PROCESSING' && random.chance(SEND_BACK_ON_THE_WAY)) {
    // A resubmission returns to where it was sent back: only a level it has reached by now.
    const reached = draft.target === 'APPROVED' ? review : review.slice(0, review.indexOf(draft.target) + 1);
    sendBackAt = random.pick(reached);
  }
  const steps = reviewPath(draft.type, draft.target, sendBackAt);
  let previous: ProjectStatus = 'PROCESSING';
  const gaps = steps.map((step) => {
    const [min, max] = delayOf(step.status, previous);
    previous = step.status;
    return random.int(min, max) * DAY + random.int(30, 600) * MINUTE;
  });
  const room = colomboTime(today, 20 * 60) - draft.createdAt;
  const total = gaps.reduce((sum, gap) => sum + gap, 0);
  const squeeze = total > room ? room / total : 1;
  let at = draft.createdAt;
  const said = new Set<string>();
  return steps.map((step, i) => {
    at += Math.max(MINUTE, Math.floor(gaps[i]! * squeeze));
    return {
      status: step.status,
      by: handOf(random, step.by, creator),
      comment: commentOf(random, step.status, 'owner' in step.by, said),
      ...(step.resubmitted && { note: 'resubmitted' as const }),
      at: new Date(at).toISOString(),
    };
  });
}

/** The evaluator's line decisions: every line once approved (one refused now and then), some before. */
export function planLineDecisions(
  random: Random,
  status: ProjectStatus,
  lineKeys: readonly string[],
): ProjectLineDecision[] {
  if (status === 'APPROVED') {
    const refusable = LINE_REJECTIONS.filter((r) => lineKeys.includes(r.key));
    const refused = refusable.length > 0 && random.chance(0.3) ? random.pick(refusable) : null;
    return lineKeys.map((key) =>
      key === refused?.key
        ? { key, status: 'REJECTED', rejectComment: refused.comment }
        : { key, status: 'APPROVED' },
    );
  }
  if (status === 'REGION_GST_REVIEW' && random.chance(0.5)) {
    return EARLY_LINE_KEYS.filter((key) => lineKeys.includes(key)).map((key) => ({
      key,
      status: 'APPROVED',
    }));
  }
  return [];
}
