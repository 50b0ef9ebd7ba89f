import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  ACTIVITY_EVENT_TYPES,
  ACTIVITY_REASONS,
  activityControls,
  activityReviewMachine,
  activityTransition,
  isDecidedActivity,
  type ActivityEvent,
} from './activity-review-machine';
import type { ActivityStatus } from './statuses';

const approve: ActivityEvent = { type: 'activity.approve', confirmed: true };
const reject: ActivityEvent = { type: 'activity.reject', comment: 'Photos missing', confirmed: false };
const reviewLine: ActivityEvent = { type: 'activity.reviewLine' };
const update: ActivityEvent = { type: 'activity.update' };
const recalculate: ActivityEvent = { type: 'activity.recalculate' };

/** One well-formed event of each type. */
const EVENTS = [approve, reject, reviewLine, update, recalculate];

describe('activity review machine: legal transitions', () => {
  it.each<[ActivityStatus, ActivityEvent, ActivityStatus]>([
    ['SUBMITTED', approve, 'APPROVED'],
    ['PENDING', approve, 'APPROVED'],
    ['SUBMITTED', reject, 'REJECTED'],
    ['PENDING', reject, 'REJECTED'],
    ['SUBMITTED', reviewLine, 'PENDING'],
    ['PENDING', reviewLine, 'PENDING'],
    ['SUBMITTED', update, 'SUBMITTED'],
    ['PENDING', update, 'SUBMITTED'],
    ['SUBMITTED', recalculate, 'SUBMITTED'],
    ['PENDING', recalculate, 'PENDING'],
  ])('%s + %o -> %s', (status, event, next) => {
    const result = activityTransition(status, event);
    expect(result).toMatchObject({ ok: true, next });
  });

  it('starts in SUBMITTED and ends, done, in APPROVED or REJECTED', () => {
    const actor = createActor(activityReviewMachine).start();
    expect(actor.getSnapshot().value).toBe('SUBMITTED');
    actor.send(reviewLine);
    expect(actor.getSnapshot().value).toBe('PENDING');
    actor.send(approve);
    expect(actor.getSnapshot().value).toBe('APPROVED');
    expect(actor.getSnapshot().status).toBe('done');

    const rejecting = createActor(activityReviewMachine).start();
    rejecting.send(reject);
    expect(rejecting.getSnapshot().value).toBe('REJECTED');
    expect(rejecting.getSnapshot().status).toBe('done');
    expect(rejecting.getSnapshot().context.comment).toBe('Photos missing');
  });

  it('keeps the trimmed reject comment, and carries the stored one otherwise', () => {
    expect(
      activityTransition('PENDING', { type: 'activity.reject', comment: '  No agenda  ', confirmed: false }),
    ).toEqual({ ok: true, next: 'REJECTED', comment: 'No agenda' });
    expect(activityTransition('SUBMITTED', recalculate)).toEqual({
      ok: true,
      next: 'SUBMITTED',
      comment: null,
    });
    expect(activityTransition('PENDING', update, 'earlier')).toEqual({
      ok: true,
      next: 'SUBMITTED',
      comment: 'earlier',
    });
  });
});

describe('activity review machine: illegal transitions', () => {
  it.each(EVENTS)('nothing leaves APPROVED: %o', (event) => {
    expect(activityTransition('APPROVED', event)).toEqual({
      ok: false,
      kind: 'conflict',
      reason: 'This activity has already been approved.',
    });
  });

  it.each(EVENTS)('nothing leaves REJECTED: %o', (event) => {
    expect(activityTransition('REJECTED', event)).toEqual({
      ok: false,
      kind: 'conflict',
      reason: 'This activity has already been rejected.',
    });
  });

  it.each(['NOT_SUBMITTED', '', 'approved', 'Approved'])(
    'refuses a status outside the machine: %j',
    (status) => {
      for (const event of EVENTS) {
        expect(activityTransition(status, event)).toEqual({
          ok: false,
          kind: 'conflict',
          reason: 'This activity has not been submitted for review.',
        });
      }
    },
  );

  it('a state conflict wins over a bad payload', () => {
    const empty: ActivityEvent = { type: 'activity.reject', comment: '', confirmed: true };
    expect(activityTransition('APPROVED', empty)).toMatchObject({ kind: 'conflict' });
  });

  it('refuses an event type it does not know', () => {
    const odd = { type: 'activity.reopen' } as unknown as ActivityEvent;
    expect(activityTransition('PENDING', odd)).toEqual({
      ok: false,
      kind: 'conflict',
      reason: ACTIVITY_REASONS.unknownEvent,
    });
  });
});

describe('activity review machine: guards', () => {
  it.each<ActivityStatus>(['SUBMITTED', 'PENDING'])('approve needs the tick (%s)', (status) => {
    expect(activityTransition(status, { type: 'activity.approve', confirmed: false })).toEqual({
      ok: false,
      kind: 'invalid',
      reason: "Tick 'I confirmed and approve this activity' to approve it.",
      field: 'confirmed',
    });
    const truthy = { type: 'activity.approve', confirmed: 'true' } as unknown as ActivityEvent;
    expect(activityTransition(status, truthy)).toMatchObject({
      ok: false,
      kind: 'invalid',
      field: 'confirmed',
    });
  });

  it.each<ActivityStatus>(['SUBMITTED', 'PENDING'])('reject needs a comment, trimmed (%s)', (status) => {
    for (const comment of ['', '   ', '\n\t ']) {
      expect(activityTransition(status, { type: 'activity.reject', comment, confirmed: false })).toEqual({
        ok: false,
        kind: 'invalid',
        reason: 'A comment is required to reject.',
        field: 'comment',
      });
    }
    const missing = { type: 'activity.reject', confirmed: false } as unknown as ActivityEvent;
    expect(activityTransition(status, missing)).toMatchObject({ kind: 'invalid', field: 'comment' });
  });

  it.each<ActivityStatus>(['SUBMITTED', 'PENDING'])('reject needs the tick unticked (%s)', (status) => {
    expect(activityTransition(status, { type: 'activity.reject', comment: 'Late', confirmed: true })).toEqual(
      {
        ok: false,
        kind: 'invalid',
        reason: "Untick 'I confirmed and approve this activity' to reject it.",
        field: 'confirmed',
      },
    );
  });

  it('reports the missing comment before the tick', () => {
    expect(
      activityTransition('PENDING', { type: 'activity.reject', comment: ' ', confirmed: true }),
    ).toMatchObject({
      reason: ACTIVITY_REASONS.commentRequired,
    });
  });
});

describe('activity controls', () => {
  it('shows every control while under review', () => {
    for (const status of ['SUBMITTED', 'PENDING']) {
      expect(activityControls(status)).toEqual({
        canApprove: true,
        canReject: true,
        canRefresh: true,
        canDecideLines: true,
        canUpdate: true,
      });
    }
  });

  it('hides every control once decided, and for a report not submitted', () => {
    for (const status of ['APPROVED', 'REJECTED', 'NOT_SUBMITTED', '', null, undefined]) {
      expect(activityControls(status)).toEqual({
        canApprove: false,
        canReject: false,
        canRefresh: false,
        canDecideLines: false,
        canUpdate: false,
      });
    }
  });

  it('agrees with the transition helper for each status and event', () => {
    const byType = {
      'activity.approve': 'canApprove',
      'activity.reject': 'canReject',
      'activity.reviewLine': 'canDecideLines',
      'activity.update': 'canUpdate',
      'activity.recalculate': 'canRefresh',
    } as const;
    expect(Object.keys(byType)).toEqual(ACTIVITY_EVENT_TYPES);
    for (const status of ['SUBMITTED', 'PENDING', 'APPROVED', 'REJECTED']) {
      const controls = activityControls(status);
      for (const event of EVENTS) {
        expect(controls[byType[event.type]]).toBe(activityTransition(status, event).ok);
      }
    }
  });

  it('knows which statuses are decided', () => {
    expect(['SUBMITTED', 'PENDING', 'APPROVED', 'REJECTED', 'X'].map(isDecidedActivity)).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
  });
});
