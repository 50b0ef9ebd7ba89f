import { and, assign, setup, transition, type SnapshotFrom } from 'xstate';
import { activityControls, isDecidedActivity } from './activity-review-machine';
import { isLineStatus, type LineStatus } from './statuses';
import { hasText, type TransitionResult } from './transition-result';

/** The events of one point line (spec 2 sections 2, 4 and 5). */
export type LineEvent =
  /** The evaluator approves the line. */
  | { type: 'line.approve' }
  /** The evaluator rejects the line with a comment (the API's `reject_comments`). */
  | { type: 'line.reject'; comment: string }
  /** The points were calculated again; `changed` when this line's numbers changed. */
  | { type: 'line.recalculated'; changed: boolean };

/** The event names of the point-line machine. */
export type LineEventType = LineEvent['type'];

/** Every point-line event name. */
export const LINE_EVENT_TYPES: readonly LineEventType[] = [
  'line.approve',
  'line.reject',
  'line.recalculated',
];

/**
 * What a line needs to know of the record it belongs to (an activity report, a service project):
 * whether that record's own machine accepts line decisions now, and if not, why.
 */
export interface LineOwner {
  /** The owner is under review: its lines may be decided. */
  open: boolean;
  /** The sentence a refused line decision answers while the owner is closed. */
  closedReason: string;
}

/** A line's owner: a LineOwner, or (the common case) an activity report's stored status. */
export type LineOwnerInput = LineOwner | string;

/**
 * What the line machine knows. The owner's state is context (given as input), not a state of the
 * line: a line is decided only while its owner is under review, and the owner is decided by its own
 * machine. Ask again with the new owner when the owner changes.
 */
export interface PointLineContext {
  /** The record the line belongs to. */
  owner: LineOwner;
  /** The reject comment of a REJECTED line, else null. */
  comment: string | null;
}

/** Input of the line machine: its owner and the line's stored comment. */
export interface PointLineInput {
  owner: LineOwnerInput;
  comment?: string | null;
}

/** The refusal sentences of the point-line machine; the server answers them as they are. */
export const LINE_REASONS = {
  activityApproved: 'This activity has already been approved; its point lines can no longer be changed.',
  activityRejected: 'This activity has already been rejected; its point lines can no longer be changed.',
  activityNotInReview: 'This activity has not been submitted for review.',
  projectApproved: 'This project has already been approved; its point lines can no longer be changed.',
  projectNotInReview: 'This project has not been submitted for review.',
  alreadyApproved: 'This point line has already been approved.',
  alreadyRejected: 'This point line has already been rejected.',
  unknownLine: 'This point line has an unknown status.',
  commentRequired: 'A comment is required to reject.',
  unknownEvent: 'This action is not available for a point line.',
} as const;

const ACTIVITY_CONFLICTS: Readonly<Record<string, string>> = {
  APPROVED: LINE_REASONS.activityApproved,
  REJECTED: LINE_REASONS.activityRejected,
};

/** The line owner of an activity report in `status`, as its review machine decides. */
export function activityLineOwner(status: string | null | undefined): LineOwner {
  const decided = isDecidedActivity(status) ? ACTIVITY_CONFLICTS[status as string] : undefined;
  return {
    open: activityControls(status).canDecideLines,
    closedReason: decided ?? LINE_REASONS.activityNotInReview,
  };
}

/** The owner of an input: an activity status is read through the activity machine. */
function ownerOf(input: LineOwnerInput): LineOwner {
  return typeof input === 'string' ? activityLineOwner(input) : input;
}

/**
 * One point line: PENDING until the evaluator approves it, or rejects it with a comment; either can be
 * turned into the other. A recalculation that changes its numbers drops the decision (back to
 * PENDING). Every event is refused while the owner is closed (decided, or not yet submitted).
 */
export const pointLineMachine = setup({
  types: {
    context: {} as PointLineContext,
    events: {} as LineEvent,
    input: {} as PointLineInput,
  },
  guards: {
    /** The owner is under review: its machine accepts a line decision. */
    activityOpen: ({ context }) => context.owner.open,
    /** The reject comment has text once trimmed. */
    hasComment: ({ event }) => 'comment' in event && hasText(event.comment),
    /** The recalculation changed this line's numbers. */
    numbersChanged: ({ event }) => 'changed' in event && event.changed === true,
  },
  actions: {
    /** Keep the trimmed reject comment. */
    recordRejectComment: assign({ comment: (_, params: { comment: string }) => params.comment.trim() }),
    /** Forget the decision's comment (approved, or back to PENDING). */
    clearComment: assign({ comment: null }),
  },
}).createMachine({
  id: 'pointLine',
  initial: 'PENDING',
  context: ({ input }) => ({
    owner: ownerOf(input.owner),
    comment: input.comment ?? null,
  }),
  states: {
    PENDING: {
      on: {
        'line.approve': { guard: 'activityOpen', target: 'APPROVED', actions: 'clearComment' },
        'line.reject': {
          guard: and(['activityOpen', 'hasComment']),
          target: 'REJECTED',
          actions: { type: 'recordRejectComment', params: ({ event }) => ({ comment: event.comment }) },
        },
        'line.recalculated': [
          { guard: and(['activityOpen', 'numbersChanged']), target: 'PENDING', actions: 'clearComment' },
          { guard: 'activityOpen', target: 'PENDING' },
        ],
      },
    },
    APPROVED: {
      on: {
        'line.reject': {
          guard: and(['activityOpen', 'hasComment']),
          target: 'REJECTED',
          actions: { type: 'recordRejectComment', params: ({ event }) => ({ comment: event.comment }) },
        },
        'line.recalculated': [
          { guard: and(['activityOpen', 'numbersChanged']), target: 'PENDING', actions: 'clearComment' },
          // An explicit self-target (not a targetless transition) so that `snapshot.can` answers true.
          { guard: 'activityOpen', target: 'APPROVED' },
        ],
      },
    },
    REJECTED: {
      on: {
        'line.approve': { guard: 'activityOpen', target: 'APPROVED', actions: 'clearComment' },
        'line.recalculated': [
          { guard: and(['activityOpen', 'numbersChanged']), target: 'PENDING', actions: 'clearComment' },
          { guard: 'activityOpen', target: 'REJECTED' },
        ],
      },
    },
  },
});

/** A snapshot of the point-line machine. */
export type PointLineSnapshot = SnapshotFrom<typeof pointLineMachine>;

/** The machine's snapshot for a stored line; null for a line status outside the machine. */
export function lineSnapshot(
  lineStatus: unknown,
  owner: LineOwnerInput,
  comment: string | null = null,
): PointLineSnapshot | null {
  if (!isLineStatus(lineStatus)) return null;
  return pointLineMachine.resolveState({ value: lineStatus, context: { owner: ownerOf(owner), comment } });
}

const LINE_CONFLICTS: Readonly<Record<LineStatus, string>> = {
  PENDING: LINE_REASONS.unknownEvent,
  APPROVED: LINE_REASONS.alreadyApproved,
  REJECTED: LINE_REASONS.alreadyRejected,
};

/**
 * Runs one event against a line in `lineStatus` (as stored: a status outside the machine is refused)
 * of `owner` (an activity's stored status, or any LineOwner). `comment` is the line's stored
 * reject comment, carried through when the event keeps the decision. Answers the next status and
 * comment, or a `conflict` (409: the activity is decided, or the line already is what was asked) or
 * `invalid` (422: no comment) refusal with its sentence.
 */
export function lineTransition(
  lineStatus: string,
  ownerInput: LineOwnerInput,
  event: LineEvent,
  comment: string | null = null,
): TransitionResult<LineStatus> {
  const owner = ownerOf(ownerInput);
  const snapshot = lineSnapshot(lineStatus, owner, comment);
  if (!snapshot) return { ok: false, kind: 'conflict', reason: LINE_REASONS.unknownLine };
  if (snapshot.can(event)) {
    const [next] = transition(pointLineMachine, snapshot, event);
    return { ok: true, next: next.value as LineStatus, comment: next.context.comment };
  }
  if (!owner.open) return { ok: false, kind: 'conflict', reason: owner.closedReason };
  const node = pointLineMachine.states[lineStatus as LineStatus];
  if (!node?.ownEvents.includes(event.type)) {
    return { ok: false, kind: 'conflict', reason: LINE_CONFLICTS[lineStatus as LineStatus] };
  }
  if (event.type === 'line.reject' && !hasText(event.comment)) {
    return { ok: false, kind: 'invalid', reason: LINE_REASONS.commentRequired, field: 'comment' };
  }
  // Unreachable while the checks above mirror the guards; answer safely rather than throw.
  return { ok: false, kind: 'invalid', reason: LINE_REASONS.unknownEvent };
}

/** Which per-line actions an evaluator sees (spec 2 section 4); roles are checked apart. */
export interface LineControls {
  /** The line's approve action: hidden on an APPROVED line and on a decided activity. */
  canApprove: boolean;
  /** The line's reject action ('Reject Points'): hidden on a REJECTED line and on a decided activity. */
  canReject: boolean;
}

/**
 * The per-line actions for a line and its owner, asked of the machine with well-formed sample
 * events (a commented reject). A status outside the machines shows none.
 */
export function lineControls(
  lineStatus: string | null | undefined,
  owner: LineOwnerInput | null | undefined,
): LineControls {
  const snapshot = lineSnapshot(lineStatus, owner ?? '');
  const can = (event: LineEvent) => snapshot?.can(event) ?? false;
  return {
    canApprove: can({ type: 'line.approve' }),
    canReject: can({ type: 'line.reject', comment: 'comment' }),
  };
}
