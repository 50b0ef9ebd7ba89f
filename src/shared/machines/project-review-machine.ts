import { CPE, ZONE_CHAIRPERSON } from '../policy/roles';
import { and, not, setup, transition, type SnapshotFrom } from 'xstate';
import {
  isProjectStatus,
  isRegionProjectType,
  REVIEW_PROJECT_STATUSES,
  type ProjectStatus,
} from './project-statuses';
import { LINE_REASONS, type LineOwner } from './point-line-machine';
import { hasText, isTicked, type TransitionResult } from './transition-result';

/**
 * The review levels of a submitted project, in order. Each is held by people derived from the
 * project (see `src/server/services/projects/review-levels.ts`); CLUBS_PERFORMANCE_EVALUATION gives
 * the final approval.
 */
export const REVIEW_LEVELS = [
  'PROJECT_CHAIRMAN',
  'CLUB_PRESIDENT_SECRETARY',
  // The zone chairperson's and the evaluator's levels are named after their offices.
  ZONE_CHAIRPERSON,
  'REGION_CPE_CHAIRPERSON',
  'REGION_GST',
  CPE,
] as const;

/** A review level (the approve-check's `review_role`). */
export type ReviewLevel = (typeof REVIEW_LEVELS)[number];

/** The names the screens show for each review level. */
export const REVIEW_LEVEL_NAMES: Readonly<Record<ReviewLevel, string>> = {
  PROJECT_CHAIRMAN: 'Project Chairman',
  CLUB_PRESIDENT_SECRETARY: 'Club President or Secretary',
  [ZONE_CHAIRPERSON]: 'Zone Chairperson',
  REGION_CPE_CHAIRPERSON: 'Region CPE Coordinator or Chairperson',
  REGION_GST: 'Region GST Coordinator',
  [CPE]: 'Clubs Performance Evaluation',
};

/**
 * Which level a project waits for in each review status. A status names the last review passed:
 * SUBMITTED waits for the project chairman, PROJECT_CHAIRMAN_REVIEW (the chairman has reviewed it)
 * for the club president or secretary, and so on; REGION_GST_REVIEW waits for the final approval.
 * Region projects (RP, JRP) have no club levels: after the chairman, the region reviews them.
 */
export function waitingLevel(status: unknown, projectType: unknown): ReviewLevel | null {
  switch (status) {
    case 'SUBMITTED':
      return 'PROJECT_CHAIRMAN';
    case 'PROJECT_CHAIRMAN_REVIEW':
      return isRegionProjectType(projectType) ? 'REGION_CPE_CHAIRPERSON' : 'CLUB_PRESIDENT_SECRETARY';
    case 'CLUB_PRESIDENT_SECRETARY_REVIEW':
      return ZONE_CHAIRPERSON;
    case 'ZONE_CHAIRPERSON_REVIEW':
      return 'REGION_CPE_CHAIRPERSON';
    case 'REGION_CPE_CHAIRPERSON_REVIEW':
      return 'REGION_GST';
    case 'REGION_GST_REVIEW':
      return CPE;
    default:
      return null;
  }
}

/** The events of a project (spec 3 sections 4 and 5). */
export type ProjectEvent =
  /** The owner saves a change (any wizard step). */
  | { type: 'project.edit' }
  /**
   * The owner submits from step 5, having ticked that it cannot be changed afterwards. A project sent
   * back resumes at `resumeAt`, the review status it was sent back from, when one is given.
   */
  | { type: 'project.submit'; confirmed: boolean; resumeAt?: string | null }
  /**
   * The holder of the level the project waits for approves it at that level, passing it on to the
   * next: with a comment and the confirm tick (spec 3 section 5, "Approved needs a comment and the
   * confirm tick").
   */
  | { type: 'project.forward'; level: ReviewLevel; comment: string; confirmed: boolean }
  /** A reviewer sends it back to PENDING with a comment (the confirm tick must be clear). */
  | { type: 'project.sendBack'; comment: string; confirmed: boolean }
  /** CLUBS_PERFORMANCE_EVALUATION approves it, with a comment and the confirm tick. */
  | { type: 'project.approve'; comment: string; confirmed: boolean }
  /** The evaluator approves or rejects one of its point lines. */
  | { type: 'project.decideLine' }
  /** The point estimate is calculated again. */
  | { type: 'project.recalculate' }
  /** The evaluator adjusts the points of an approved project. */
  | { type: 'project.adjust' }
  /** The evaluator deletes the project. */
  | { type: 'project.delete' }
  /** Its owner deletes a draft never submitted (abandoned in the wizard). */
  | { type: 'project.discard' };

/** The event names of the project machine. */
export type ProjectEventType = ProjectEvent['type'];

/** Every project event name. */
export const PROJECT_EVENT_TYPES: readonly ProjectEventType[] = [
  'project.edit',
  'project.submit',
  'project.forward',
  'project.sendBack',
  'project.approve',
  'project.decideLine',
  'project.recalculate',
  'project.adjust',
  'project.delete',
  'project.discard',
];

/** What the machine knows besides its status: the type decides the path. */
export interface ProjectReviewContext {
  projectType: string | null;
}

/** The refusal sentences of the project machine; the server answers them as they are. */
export const PROJECT_REASONS = {
  notDraft: 'This project has been submitted; it can no longer be changed.',
  approved: 'This project has already been approved.',
  notInReview: 'This project is not waiting for a review.',
  notADraft: 'Only a draft that was never submitted can be deleted by its club.',
  notApproved: 'Points can only be adjusted once the project is approved.',
  notYourLevel: 'This project is not waiting for your review.',
  confirmToSubmit: 'Confirm that the project cannot be changed after submission.',
  confirmToApprove: 'Tick the confirmation to approve this project.',
  untickToSendBack: 'Untick the confirmation to send this project back to pending.',
  commentRequired: 'A comment is required.',
  unknownStatus: 'This project has an unknown status.',
  unknownEvent: 'This action is not available for this project.',
} as const;

/** A forward out of a review status: the level that must send it, and where it goes. */
interface Forward {
  level: ReviewLevel;
  target: ProjectStatus;
  /** Only for region projects (true), only for the others (false), or for both (undefined). */
  region?: boolean;
}

/** The transitions every review status shares: forward, send back, final approval, lines, refresh, delete. */
function reviewState(self: ProjectStatus, forwards: readonly Forward[]) {
  return {
    on: {
      'project.forward': forwards.map((f) => ({
        guard: and([
          { type: 'forwardFrom' as const, params: { level: f.level, region: f.region } },
          'hasComment',
          'isConfirmed',
        ]),
        target: f.target,
      })),
      'project.sendBack': { guard: and(['hasComment', not('isConfirmed')]), target: 'PENDING' },
      'project.approve': { guard: and(['hasComment', 'isConfirmed']), target: 'APPROVED' },
      // Explicit self-targets (not targetless transitions) so that `snapshot.can` answers true.
      'project.decideLine': { target: self },
      'project.recalculate': { target: self },
      'project.delete': { target: self },
    },
  };
}

/**
 * A service project's life: drafts (PROCESSING, PENDING) are edited and submitted; a submitted
 * project passes the review levels one by one (`waitingLevel`), may be sent back to PENDING by a
 * reviewer, and is approved only by CLUBS_PERFORMANCE_EVALUATION, at whatever level it waits.
 * APPROVED accepts only point adjustments.
 */
export const projectReviewMachine = setup({
  types: {
    context: {} as ProjectReviewContext,
    events: {} as ProjectEvent,
    input: {} as { projectType?: string | null },
  },
  guards: {
    /** The confirmation tick is ticked. */
    isConfirmed: ({ event }) => 'confirmed' in event && isTicked(event.confirmed),
    /** The comment has text once trimmed. */
    hasComment: ({ event }) => 'comment' in event && hasText(event.comment),
    /** The submission resumes at this review status. */
    resumesAt: ({ event }, params: { status: ProjectStatus }) =>
      event.type === 'project.submit' && event.resumeAt === params.status,
    /** The forward comes from the given level, on a project of the kind the path is for. */
    forwardFrom: ({ context, event }, params: { level: ReviewLevel; region?: boolean }) =>
      event.type === 'project.forward' &&
      event.level === params.level &&
      (params.region === undefined || params.region === isRegionProjectType(context.projectType)),
  },
}).createMachine({
  id: 'projectReview',
  initial: 'PROCESSING',
  context: ({ input }) => ({ projectType: input?.projectType ?? null }),
  states: {
    PROCESSING: {
      on: {
        'project.edit': { target: 'PROCESSING' },
        'project.submit': { guard: 'isConfirmed', target: 'SUBMITTED' },
        'project.recalculate': { target: 'PROCESSING' },
        'project.delete': { target: 'PROCESSING' },
        // Never submitted, it has no review history: its owner may throw it away.
        'project.discard': { target: 'PROCESSING' },
      },
    },
    PENDING: {
      on: {
        'project.edit': { target: 'PENDING' },
        // Resubmitted, it returns to the review status it was sent back from (the levels it had passed
        // are not asked again); never sent back from review, it starts at the chairman.
        'project.submit': [
          ...REVIEW_PROJECT_STATUSES.map((status) => ({
            guard: and(['isConfirmed', { type: 'resumesAt' as const, params: { status } }]),
            target: status,
          })),
          { guard: 'isConfirmed', target: 'SUBMITTED' },
        ],
        'project.recalculate': { target: 'PENDING' },
        'project.delete': { target: 'PENDING' },
      },
    },
    SUBMITTED: reviewState('SUBMITTED', [{ level: 'PROJECT_CHAIRMAN', target: 'PROJECT_CHAIRMAN_REVIEW' }]),
    PROJECT_CHAIRMAN_REVIEW: reviewState('PROJECT_CHAIRMAN_REVIEW', [
      { level: 'CLUB_PRESIDENT_SECRETARY', target: 'CLUB_PRESIDENT_SECRETARY_REVIEW', region: false },
      { level: 'REGION_CPE_CHAIRPERSON', target: 'REGION_CPE_CHAIRPERSON_REVIEW', region: true },
    ]),
    CLUB_PRESIDENT_SECRETARY_REVIEW: reviewState('CLUB_PRESIDENT_SECRETARY_REVIEW', [
      { level: ZONE_CHAIRPERSON, target: 'ZONE_CHAIRPERSON_REVIEW' },
    ]),
    ZONE_CHAIRPERSON_REVIEW: reviewState('ZONE_CHAIRPERSON_REVIEW', [
      { level: 'REGION_CPE_CHAIRPERSON', target: 'REGION_CPE_CHAIRPERSON_REVIEW' },
    ]),
    REGION_CPE_CHAIRPERSON_REVIEW: reviewState('REGION_CPE_CHAIRPERSON_REVIEW', [
      { level: 'REGION_GST', target: 'REGION_GST_REVIEW' },
    ]),
    // The last level passed: only the final approval (or a send-back) moves it.
    REGION_GST_REVIEW: reviewState('REGION_GST_REVIEW', []),
    APPROVED: {
      on: { 'project.adjust': { target: 'APPROVED' } },
    },
  },
});

/** A snapshot of the project machine. */
export type ProjectReviewSnapshot = SnapshotFrom<typeof projectReviewMachine>;

/** The machine's snapshot for a stored project; null for a status outside the machine. */
export function projectSnapshot(status: unknown, projectType: unknown): ProjectReviewSnapshot | null {
  if (!isProjectStatus(status)) return null;
  const type = typeof projectType === 'string' ? projectType : null;
  return projectReviewMachine.resolveState({ value: status, context: { projectType: type } });
}

/**
 * The event as a complete request would send it: a comment and the tick as the decision needs them.
 * When the machine takes this but not the event itself, the request lacks a comment or a tick (422);
 * when it takes neither, the project's status refuses the move (409).
 */
function completed(event: ProjectEvent): ProjectEvent {
  switch (event.type) {
    case 'project.submit':
      return { ...event, confirmed: true };
    case 'project.forward':
    case 'project.approve':
      return { ...event, comment: 'comment', confirmed: true };
    case 'project.sendBack':
      return { ...event, comment: 'comment', confirmed: false };
    default:
      return event;
  }
}

/** Why a request the status would take was refused: the missing comment or tick, and its field. */
function invalidReason(event: ProjectEvent): { reason: string; field: string } {
  if ('comment' in event && !hasText(event.comment))
    return { reason: PROJECT_REASONS.commentRequired, field: 'pending_comment' };
  switch (event.type) {
    case 'project.submit':
      return { reason: PROJECT_REASONS.confirmToSubmit, field: 'confirmed' };
    case 'project.sendBack':
      return { reason: PROJECT_REASONS.untickToSendBack, field: 'confirmed' };
    default:
      return { reason: PROJECT_REASONS.confirmToApprove, field: 'confirmed' };
  }
}

/** The conflict sentence for an event a status does not list. */
function conflictReason(status: ProjectStatus, event: ProjectEvent): string {
  if (event.type === 'project.adjust') return PROJECT_REASONS.notApproved;
  if (event.type === 'project.discard') return PROJECT_REASONS.notADraft;
  if (status === 'APPROVED') return PROJECT_REASONS.approved;
  if (event.type === 'project.edit' || event.type === 'project.submit') return PROJECT_REASONS.notDraft;
  if (event.type === 'project.forward') {
    return REVIEW_PROJECT_STATUSES.includes(status)
      ? PROJECT_REASONS.notYourLevel
      : PROJECT_REASONS.notInReview;
  }
  return PROJECT_REASONS.notInReview;
}

/**
 * Runs one event against a project in `status` of `projectType` (both as stored). Answers the next
 * status, or a `conflict` (409: the status does not allow it) or `invalid` (422: a missing comment or
 * tick) refusal with its sentence.
 */
export function projectTransition(
  status: string,
  projectType: string | null,
  event: ProjectEvent,
): TransitionResult<ProjectStatus> {
  const snapshot = projectSnapshot(status, projectType);
  if (!snapshot) return { ok: false, kind: 'conflict', reason: PROJECT_REASONS.unknownStatus };
  if (snapshot.can(event)) {
    const [next] = transition(projectReviewMachine, snapshot, event);
    const comment = 'comment' in event && hasText(event.comment) ? event.comment.trim() : null;
    return { ok: true, next: next.value as ProjectStatus, comment };
  }
  if (snapshot.can(completed(event))) return { ok: false, kind: 'invalid', ...invalidReason(event) };
  return { ok: false, kind: 'conflict', reason: conflictReason(status as ProjectStatus, event) };
}

/** Which project controls show for a status (roles and level holders are checked apart). */
export interface ProjectControls {
  /** Editing any wizard step, and its Submit. */
  canEdit: boolean;
  /** The review form at all: send back, forward, or approve. */
  inReview: boolean;
  /** The level the project waits for, or null outside review. */
  waitingFor: ReviewLevel | null;
  /** Per-line approve and reject. */
  canDecideLines: boolean;
  /** The points Refresh. */
  canRefresh: boolean;
  /** The points adjustment form. */
  canAdjust: boolean;
  /** The list's delete action (the evaluator's). */
  canDelete: boolean;
  /** The owner's delete of a draft never submitted. */
  canDiscard: boolean;
}

/** The controls of a project in `status`, asked of the machine with well-formed sample events. */
export function projectControls(status: unknown, projectType: unknown): ProjectControls {
  const snapshot = projectSnapshot(status, projectType);
  const can = (event: ProjectEvent) => snapshot?.can(event) ?? false;
  return {
    canEdit: can({ type: 'project.edit' }),
    inReview: can({ type: 'project.sendBack', comment: 'comment', confirmed: false }),
    waitingFor: waitingLevel(status, projectType),
    canDecideLines: can({ type: 'project.decideLine' }),
    canRefresh: can({ type: 'project.recalculate' }),
    canAdjust: can({ type: 'project.adjust' }),
    canDelete: can({ type: 'project.delete' }),
    canDiscard: can({ type: 'project.discard' }),
  };
}

/** The line owner of a project: its lines are decided while it is in review, never once approved. */
export function projectLineOwner(status: unknown, projectType: unknown): LineOwner {
  return {
    open: projectControls(status, projectType).canDecideLines,
    closedReason: status === 'APPROVED' ? LINE_REASONS.projectApproved : LINE_REASONS.projectNotInReview,
  };
}
