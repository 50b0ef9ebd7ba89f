import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  LINE_REASONS,
  lineControls,
  lineTransition,
  pointLineMachine,
  type LineEvent,
} from './point-line-machine';
import type { LineStatus } from './statuses';

const approve: LineEvent = { type: 'line.approve' };
const reject: LineEvent = { type: 'line.reject', comment: 'No receipt' };
const changed: LineEvent = { type: 'line.recalculated', changed: true };
const unchanged: LineEvent = { type: 'line.recalculated', changed: false };

const EVENTS = [approve, reject, changed, unchanged];
const LINES: LineStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];
const OPEN = ['SUBMITTED', 'PENDING'];

describe('point line machine: legal transitions', () => {
  it.each<[LineStatus, LineEvent, LineStatus]>([
    ['PENDING', approve, 'APPROVED'],
    ['REJECTED', approve, 'APPROVED'],
    ['PENDING', reject, 'REJECTED'],
    ['APPROVED', reject, 'REJECTED'],
    ['PENDING', changed, 'PENDING'],
    ['APPROVED', changed, 'PENDING'],
    ['REJECTED', changed, 'PENDING'],
    ['PENDING', unchanged, 'PENDING'],
    ['APPROVED', unchanged, 'APPROVED'],
    ['REJECTED', unchanged, 'REJECTED'],
  ])('%s + %o -> %s', (line, event, next) => {
    for (const activity of OPEN)
      expect(lineTransition(line, activity, event)).toMatchObject({ ok: true, next });
  });

  it('records the trimmed reject comment; approving or changed numbers drop it, unchanged keeps it', () => {
    expect(lineTransition('PENDING', 'SUBMITTED', { type: 'line.reject', comment: '  Late  ' })).toEqual({
      ok: true,
      next: 'REJECTED',
      comment: 'Late',
    });
    expect(lineTransition('REJECTED', 'PENDING', approve, 'Late')).toEqual({
      ok: true,
      next: 'APPROVED',
      comment: null,
    });
    expect(lineTransition('REJECTED', 'PENDING', changed, 'Late')).toEqual({
      ok: true,
      next: 'PENDING',
      comment: null,
    });
    expect(lineTransition('REJECTED', 'PENDING', unchanged, 'Late')).toEqual({
      ok: true,
      next: 'REJECTED',
      comment: 'Late',
    });
  });

  it('runs as an actor with the activity status as input', () => {
    const actor = createActor(pointLineMachine, { input: { owner: 'PENDING' } }).start();
    expect(actor.getSnapshot().value).toBe('PENDING');
    actor.send(reject);
    expect(actor.getSnapshot().value).toBe('REJECTED');
    expect(actor.getSnapshot().context.comment).toBe('No receipt');
    actor.send(changed);
    expect(actor.getSnapshot().value).toBe('PENDING');
    expect(actor.getSnapshot().context.comment).toBeNull();

    const frozen = createActor(pointLineMachine, { input: { owner: 'APPROVED' } }).start();
    for (const event of EVENTS) frozen.send(event);
    expect(frozen.getSnapshot().value).toBe('PENDING');
  });
});

describe('point line machine: illegal transitions', () => {
  it('refuses approving an approved line and rejecting a rejected one', () => {
    for (const activity of OPEN) {
      expect(lineTransition('APPROVED', activity, approve)).toEqual({
        ok: false,
        kind: 'conflict',
        reason: 'This point line has already been approved.',
      });
      expect(lineTransition('REJECTED', activity, reject)).toEqual({
        ok: false,
        kind: 'conflict',
        reason: 'This point line has already been rejected.',
      });
    }
  });

  it.each(LINES)('refuses every event on a %s line of an APPROVED or REJECTED activity', (line) => {
    for (const event of EVENTS) {
      expect(lineTransition(line, 'APPROVED', event)).toEqual({
        ok: false,
        kind: 'conflict',
        reason: 'This activity has already been approved; its point lines can no longer be changed.',
      });
      expect(lineTransition(line, 'REJECTED', event)).toEqual({
        ok: false,
        kind: 'conflict',
        reason: 'This activity has already been rejected; its point lines can no longer be changed.',
      });
    }
  });

  it('refuses lines of an activity outside review, and lines of unknown status', () => {
    for (const activity of ['NOT_SUBMITTED', '', 'pending']) {
      expect(lineTransition('PENDING', activity, approve)).toEqual({
        ok: false,
        kind: 'conflict',
        reason: LINE_REASONS.activityNotInReview,
      });
    }
    for (const line of ['SUBMITTED', 'approved', '']) {
      expect(lineTransition(line, 'PENDING', approve)).toEqual({
        ok: false,
        kind: 'conflict',
        reason: 'This point line has an unknown status.',
      });
    }
  });

  it('a decided activity wins over a line conflict and over a bad payload', () => {
    expect(lineTransition('APPROVED', 'APPROVED', approve)).toMatchObject({
      reason: LINE_REASONS.activityApproved,
    });
    expect(lineTransition('PENDING', 'REJECTED', { type: 'line.reject', comment: '' })).toMatchObject({
      kind: 'conflict',
      reason: LINE_REASONS.activityRejected,
    });
  });
});

describe('point line machine: guards', () => {
  it.each<LineStatus>(['PENDING', 'APPROVED'])('reject needs a comment, trimmed (%s line)', (line) => {
    for (const comment of ['', '  ', '\t\n']) {
      expect(lineTransition(line, 'PENDING', { type: 'line.reject', comment })).toEqual({
        ok: false,
        kind: 'invalid',
        reason: 'A comment is required to reject.',
        field: 'comment',
      });
    }
    const missing = { type: 'line.reject' } as unknown as LineEvent;
    expect(lineTransition(line, 'SUBMITTED', missing)).toMatchObject({ kind: 'invalid', field: 'comment' });
  });

  it('only a changed recalculation drops the decision', () => {
    const truthy = { type: 'line.recalculated', changed: 'yes' } as unknown as LineEvent;
    expect(lineTransition('APPROVED', 'PENDING', truthy)).toMatchObject({ ok: true, next: 'APPROVED' });
  });
});

describe('line controls', () => {
  it('hides approve on an approved line and reject on a rejected one, while under review', () => {
    for (const activity of OPEN) {
      expect(lineControls('PENDING', activity)).toEqual({ canApprove: true, canReject: true });
      expect(lineControls('APPROVED', activity)).toEqual({ canApprove: false, canReject: true });
      expect(lineControls('REJECTED', activity)).toEqual({ canApprove: true, canReject: false });
    }
  });

  it('hides both once the activity is decided, and for unknown statuses', () => {
    for (const line of [...LINES, 'X', null, undefined]) {
      for (const activity of ['APPROVED', 'REJECTED', 'NOT_SUBMITTED', null, undefined]) {
        expect(lineControls(line, activity)).toEqual({ canApprove: false, canReject: false });
      }
    }
    expect(lineControls(null, 'PENDING')).toEqual({ canApprove: false, canReject: false });
  });

  it('agrees with the transition helper', () => {
    for (const line of LINES) {
      for (const activity of ['SUBMITTED', 'PENDING', 'APPROVED', 'REJECTED']) {
        const controls = lineControls(line, activity);
        expect(controls.canApprove).toBe(lineTransition(line, activity, approve).ok);
        expect(controls.canReject).toBe(lineTransition(line, activity, reject).ok);
      }
    }
  });
});
