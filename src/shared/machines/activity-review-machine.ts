import { and, assign, setup, transition, type SnapshotFrom } from 'xstate';
import { isActivityStatus, type ActivityStatus } from './statuses';
import { hasText, isTicked, type TransitionResult } from './transition-result';

/** The events of a filed activity report (spec 2 sections 2, 4 and 5). */
export type ActivityEvent =
  /** The evaluator approves the whole activity; `confirmed` is the tick 'I confirmed and approve this activity'. */
  | { type: 'activity.approve'; confirmed: boolean }
  /** The evaluator rejects the whole activity with a comment (the API's `pending_comment`), tick unticked. */
  | { type: 'activity.reject'; comment: string; confirmed: boolean }
  /** The evaluator decided one of its point lines. */
  | { type: 'activity.reviewLine' }
  /** The club (or evaluator) saved a change to the report. */
  | { type: 'activity.update' }
  /** The points were calculated again (opening the panel, or Refresh). */
  | { type: 'activity.recalculate' };

/** The event names of the activity machine. */
export type ActivityEventType = ActivityEvent['type'];

/** Every activity event name, in the order the controls list them. */
export const ACTIVITY_EVENT_TYPES: readonly ActivityEventType[] = [
  'activity.approve',
  'activity.reject',
  'activity.reviewLine',
  'activity.update',
  'activity.recalculate',
];

/** What the activity machine remembers: the reject comment shown in the decision panel. */
export interface ActivityReviewContext {
  comment: string | null;
}

/** The refusal sentences of the activity machine; the server answers them as they are. */
export const ACTIVITY_REASONS = {
  alreadyApproved: 'This activity has already been approved.',
  alreadyRejected: 'This activity has already been rejected.',
  notInReview: 'This activity has not been submitted for review.',
  confirmRequired: "Tick 'I confirmed and approve this activity' to approve it.",
  commentRequired: 'A comment is required to reject.',
  untickToReject: "Untick 'I confirmed and approve this activity' to reject it.",
  unknownEvent: 'This action is not available for an activity.',
} as const;

/**
 * The review of one filed activity. SUBMITTED: filed and waiting. PENDING: the evaluator has started
 * deciding its point lines. APPROVED and REJECTED are final: nothing leaves them.
 */
export const activityReviewMachine = setup({
  types: {
    context: {} as ActivityReviewContext,
    events: {} as ActivityEvent,
  },
  guards: {
    /** The approval tick is ticked. */
    isConfirmed: ({ event }) => 'confirmed' in event && isTicked(event.confirmed),
    /** The approval tick is not ticked (a reject must not carry it). */
    isUnconfirmed: ({ event }) => !('confirmed' in event && isTicked(event.confirmed)),
    /** The reject comment has text once trimmed. */
    hasComment: ({ event }) => 'comment' in event && hasText(event.comment),
  },
  actions: {
    /** Keep the trimmed reject comment for the decision panel. */
    recordRejectComment: assign({ comment: (_, params: { comment: string }) => params.comment.trim() }),
  },
}).createMachine({
  id: 'activityReview',
  initial: 'SUBMITTED',
  // A new actor is a report just filed; a stored one is resumed with `activitySnapshot`.
  context: { comment: null },
  states: {
    SUBMITTED: {
      on: {
        'activity.approve': {
          guard: 'isConfirmed',
          target: 'APPROVED',
        },
        'activity.reject': {
          guard: and(['hasComment', 'isUnconfirmed']),
          target: 'REJECTED',
          actions: { type: 'recordRejectComment', params: ({ event }) => ({ comment: event.comment }) },
        },
        'activity.reviewLine': { target: 'PENDING' },
        'activity.update': { target: 'SUBMITTED' },
        // An explicit self-target (not a targetless transition) so that `snapshot.can` answers true.
        'activity.recalculate': { target: 'SUBMITTED' },
      },
    },
    PENDING: {
      on: {
        'activity.approve': {
          guard: 'isConfirmed',
          target: 'APPROVED',
        },
        'activity.reject': {
          guard: and(['hasComment', 'isUnconfirmed']),
          target: 'REJECTED',
          actions: { type: 'recordRejectComment', params: ({ event }) => ({ comment: event.comment }) },
        },
        'activity.reviewLine': { target: 'PENDING' },
        'activity.update': { target: 'SUBMITTED' },
        'activity.recalculate': { target: 'PENDING' },
      },
    },
    APPROVED: { type: 'final' },
    REJECTED: { type: 'final' },
  },
});

/** A snapshot of the activity machine. */
export type ActivityReviewSnapshot = SnapshotFrom<typeof activityReviewMachine>;

/** The machine's snapshot for a stored status (and comment); null for a status outside the machine. */
export function activitySnapshot(
  status: unknown,
  comment: string | null = null,
): ActivityReviewSnapshot | null {
  if (!isActivityStatus(status)) return null;
  return activityReviewMachine.resolveState({ value: status, context: { comment } });
}

/** True once the activity is APPROVED or REJECTED (a final state of the machine). */
export function isDecidedActivity(status: unknown): boolean {
  return activitySnapshot(status)?.status === 'done';
}

/**
 * Why the guards refused a well-typed event in an open state, in the order reported. It applies the
 * same predicates (`isTicked`, `hasText`) as the guards, so a reason always names the failing guard.
 */
function invalidReason(event: ActivityEvent): { reason: string; field: string } | null {
  if (event.type === 'activity.approve' && !isTicked(event.confirmed)) {
    return { reason: ACTIVITY_REASONS.confirmRequired, field: 'confirmed' };
  }
  if (event.type === 'activity.reject') {
    if (!hasText(event.comment)) return { reason: ACTIVITY_REASONS.commentRequired, field: 'comment' };
    if (isTicked(event.confirmed)) return { reason: ACTIVITY_REASONS.untickToReject, field: 'confirmed' };
  }
  return null;
}

const DECIDED_REASONS: Readonly<Record<string, string>> = {
  APPROVED: ACTIVITY_REASONS.alreadyApproved,
  REJECTED: ACTIVITY_REASONS.alreadyRejected,
};

/**
 * Runs one event against an activity in `status` (as stored; any string is accepted and a status
 * outside the machine is refused). `comment` is the stored decision comment, carried through.
 * Answers the next status and comment, or a `conflict` (the state forbids it: 409) or `invalid`
 * (a missing tick or comment: 422) refusal with its sentence.
 */
export function activityTransition(
  status: string,
  event: ActivityEvent,
  comment: string | null = null,
): TransitionResult<ActivityStatus> {
  const snapshot = activitySnapshot(status, comment);
  if (!snapshot) return { ok: false, kind: 'conflict', reason: ACTIVITY_REASONS.notInReview };
  if (snapshot.can(event)) {
    const [next] = transition(activityReviewMachine, snapshot, event);
    return { ok: true, next: next.value as ActivityStatus, comment: next.context.comment };
  }
  const decided = DECIDED_REASONS[status];
  if (decided) return { ok: false, kind: 'conflict', reason: decided };
  const node = activityReviewMachine.states[status as ActivityStatus];
  if (!node?.ownEvents.includes(event.type)) {
    return { ok: false, kind: 'conflict', reason: ACTIVITY_REASONS.unknownEvent };
  }
  const invalid = invalidReason(event);
  if (invalid) return { ok: false, kind: 'invalid', ...invalid };
  // Unreachable while invalidReason mirrors the guards; answer safely rather than throw.
  return { ok: false, kind: 'invalid', reason: ACTIVITY_REASONS.unknownEvent };
}

/** Which activity-level controls an evaluator sees (spec 2 sections 2 and 4); roles are checked apart. */
export interface ActivityControls {
  /** The 'Approved' control and its tick. */
  canApprove: boolean;
  /** The 'Reject' control. */
  canReject: boolean;
  /** The Refresh button (points recalculation). */
  canRefresh: boolean;
  /** The per-line approve and reject actions, at all. */
  canDecideLines: boolean;
  /** Editing the report (club or evaluator). */
  canUpdate: boolean;
}

/**
 * The activity-level controls for a status, asked of the machine with well-formed sample events
 * (ticked approve, commented reject): a control shows when its event could succeed. A status outside
 * the machine ('Not Submitted') shows none.
 */
export function activityControls(status: string | null | undefined): ActivityControls {
  const snapshot = activitySnapshot(status);
  const can = (event: ActivityEvent) => snapshot?.can(event) ?? false;
  return {
    canApprove: can({ type: 'activity.approve', confirmed: true }),
    canReject: can({ type: 'activity.reject', comment: 'comment', confirmed: false }),
    canRefresh: can({ type: 'activity.recalculate' }),
    canDecideLines: can({ type: 'activity.reviewLine' }),
    canUpdate: can({ type: 'activity.update' }),
  };
}
