import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  PROJECT_REASONS,
  projectControls,
  projectLineOwner,
  projectReviewMachine,
  projectTransition,
  REVIEW_LEVELS,
  waitingLevel,
  type ProjectEvent,
} from './project-review-machine';
import { lineTransition } from './point-line-machine';
import { DRAFT_PROJECT_STATUSES, PROJECT_STATUSES, REVIEW_PROJECT_STATUSES } from './project-statuses';

/** Sample events: every type, with each level forwarding, well-formed and malformed payloads. */
const EVENTS: ProjectEvent[] = [
  { type: 'project.edit' },
  { type: 'project.submit', confirmed: true },
  { type: 'project.submit', confirmed: false },
  ...REVIEW_LEVELS.map((level) => ({
    type: 'project.forward' as const,
    level,
    comment: 'Checked',
    confirmed: true,
  })),
  { type: 'project.forward', level: 'PROJECT_CHAIRMAN', comment: '', confirmed: true },
  { type: 'project.forward', level: 'PROJECT_CHAIRMAN', comment: 'No tick', confirmed: false },
  { type: 'project.submit', confirmed: true, resumeAt: 'ZONE_CHAIRPERSON_REVIEW' },
  { type: 'project.sendBack', comment: 'Add the bill', confirmed: false },
  { type: 'project.sendBack', comment: '  ', confirmed: false },
  { type: 'project.sendBack', comment: 'Ticked', confirmed: true },
  { type: 'project.approve', comment: 'Well done', confirmed: true },
  { type: 'project.approve', comment: '', confirmed: true },
  { type: 'project.approve', comment: 'No tick', confirmed: false },
  { type: 'project.decideLine' },
  { type: 'project.recalculate' },
  { type: 'project.adjust' },
  { type: 'project.delete' },
];

/** Runs events from a new project of a type; answers the status after each. */
function walk(type: string, events: ProjectEvent[]): string[] {
  const actor = createActor(projectReviewMachine, { input: { projectType: type } }).start();
  return events.map((event) => {
    actor.send(event);
    return String(actor.getSnapshot().value);
  });
}

const submit: ProjectEvent = { type: 'project.submit', confirmed: true };
const forward = (level: (typeof REVIEW_LEVELS)[number]): ProjectEvent => ({
  type: 'project.forward',
  level,
  comment: 'Checked',
  confirmed: true,
});
const approve: ProjectEvent = { type: 'project.approve', comment: 'Well done', confirmed: true };

describe('project review machine: the path of a club project', () => {
  it('passes every level in order and is approved by the evaluator', () => {
    expect(
      walk('GP', [
        submit,
        forward('PROJECT_CHAIRMAN'),
        forward('CLUB_PRESIDENT_SECRETARY'),
        forward('ZONE_CHAIRPERSON'),
        forward('REGION_CPE_CHAIRPERSON'),
        forward('REGION_GST'),
        approve,
      ]),
    ).toEqual([
      'SUBMITTED',
      'PROJECT_CHAIRMAN_REVIEW',
      'CLUB_PRESIDENT_SECRETARY_REVIEW',
      'ZONE_CHAIRPERSON_REVIEW',
      'REGION_CPE_CHAIRPERSON_REVIEW',
      'REGION_GST_REVIEW',
      'APPROVED',
    ]);
  });

  it('lets only the waiting level forward: a later level cannot skip ahead', () => {
    expect(walk('GP', [submit, forward('ZONE_CHAIRPERSON')])).toEqual(['SUBMITTED', 'SUBMITTED']);
    expect(projectTransition('SUBMITTED', 'GP', forward('ZONE_CHAIRPERSON'))).toEqual({
      ok: false,
      kind: 'conflict',
      reason: PROJECT_REASONS.notYourLevel,
    });
  });

  it('does not forward beyond the last level: the final approval is the evaluator’s', () => {
    expect(projectTransition('REGION_GST_REVIEW', 'GP', forward('CLUBS_PERFORMANCE_EVALUATION')).ok).toBe(
      false,
    );
    expect(waitingLevel('REGION_GST_REVIEW', 'GP')).toBe('CLUBS_PERFORMANCE_EVALUATION');
  });
});

describe('project review machine: region projects', () => {
  it.each(['RP', 'JRP'])('%s skips the club president and zone levels', (type) => {
    expect(
      walk(type, [
        submit,
        forward('PROJECT_CHAIRMAN'),
        forward('REGION_CPE_CHAIRPERSON'),
        forward('REGION_GST'),
      ]),
    ).toEqual(['SUBMITTED', 'PROJECT_CHAIRMAN_REVIEW', 'REGION_CPE_CHAIRPERSON_REVIEW', 'REGION_GST_REVIEW']);
    expect(waitingLevel('PROJECT_CHAIRMAN_REVIEW', type)).toBe('REGION_CPE_CHAIRPERSON');
    expect(projectTransition('PROJECT_CHAIRMAN_REVIEW', type, forward('CLUB_PRESIDENT_SECRETARY')).ok).toBe(
      false,
    );
  });

  it('a club project is not passed to the region by the region early', () => {
    expect(projectTransition('PROJECT_CHAIRMAN_REVIEW', 'SP', forward('REGION_CPE_CHAIRPERSON')).ok).toBe(
      false,
    );
  });
});

describe('project review machine: rules and refusals', () => {
  it('submits only with the tick, only from a draft', () => {
    for (const status of DRAFT_PROJECT_STATUSES) {
      expect(projectTransition(status, 'GP', submit)).toMatchObject({ ok: true, next: 'SUBMITTED' });
      expect(projectTransition(status, 'GP', { type: 'project.submit', confirmed: false })).toMatchObject({
        ok: false,
        kind: 'invalid',
        field: 'confirmed',
      });
    }
    for (const status of [...REVIEW_PROJECT_STATUSES, 'APPROVED']) {
      expect(projectTransition(status, 'GP', submit)).toMatchObject({ ok: false, kind: 'conflict' });
      expect(projectTransition(status, 'GP', { type: 'project.edit' })).toMatchObject({
        ok: false,
        kind: 'conflict',
      });
    }
  });

  it('passes a level on only with a comment and the tick (spec 3: "Approved needs a comment and the confirm tick")', () => {
    const at = (comment: string, confirmed: boolean) =>
      projectTransition('SUBMITTED', 'GP', {
        type: 'project.forward',
        level: 'PROJECT_CHAIRMAN',
        comment,
        confirmed,
      });
    expect(at(' Checked ', true)).toEqual({ ok: true, next: 'PROJECT_CHAIRMAN_REVIEW', comment: 'Checked' });
    expect(at('  ', true)).toMatchObject({ ok: false, kind: 'invalid', field: 'pending_comment' });
    expect(at('Checked', false)).toMatchObject({ ok: false, kind: 'invalid', field: 'confirmed' });
    // The wrong level is refused for its level, whatever the comment: the status decides (409).
    expect(
      projectTransition('SUBMITTED', 'GP', {
        type: 'project.forward',
        level: 'ZONE_CHAIRPERSON',
        comment: '',
        confirmed: false,
      }),
    ).toMatchObject({ ok: false, kind: 'conflict', reason: PROJECT_REASONS.notYourLevel });
  });

  it('returns a resubmitted project to the review status it was sent back from', () => {
    for (const status of REVIEW_PROJECT_STATUSES) {
      expect(
        projectTransition('PENDING', 'GP', { type: 'project.submit', confirmed: true, resumeAt: status }),
      ).toMatchObject({ ok: true, next: status });
    }
    // Without a status to return to (or one outside review), it starts again at the chairman.
    for (const resumeAt of [null, undefined, 'APPROVED', 'PENDING', 'nonsense']) {
      expect(
        projectTransition('PENDING', 'GP', { type: 'project.submit', confirmed: true, resumeAt }),
      ).toMatchObject({ ok: true, next: 'SUBMITTED' });
    }
    // A first submission never skips a level, whatever it names.
    expect(
      projectTransition('PROCESSING', 'GP', {
        type: 'project.submit',
        confirmed: true,
        resumeAt: 'REGION_GST_REVIEW',
      }),
    ).toMatchObject({ ok: true, next: 'SUBMITTED' });
    expect(
      projectTransition('PENDING', 'GP', {
        type: 'project.submit',
        confirmed: false,
        resumeAt: 'REGION_GST_REVIEW',
      }),
    ).toMatchObject({ ok: false, kind: 'invalid', field: 'confirmed' });
  });

  it('sends back to PENDING from any level with a comment, never with the tick', () => {
    for (const status of REVIEW_PROJECT_STATUSES) {
      expect(
        projectTransition(status, 'GP', {
          type: 'project.sendBack',
          comment: ' Add the bill ',
          confirmed: false,
        }),
      ).toEqual({ ok: true, next: 'PENDING', comment: 'Add the bill' });
      expect(
        projectTransition(status, 'GP', { type: 'project.sendBack', comment: '', confirmed: false }),
      ).toMatchObject({ ok: false, kind: 'invalid', field: 'pending_comment' });
      expect(
        projectTransition(status, 'GP', { type: 'project.sendBack', comment: 'x', confirmed: true }),
      ).toMatchObject({ ok: false, kind: 'invalid', field: 'confirmed' });
    }
  });

  it('approves from any level with a comment and the tick', () => {
    for (const status of REVIEW_PROJECT_STATUSES) {
      expect(projectTransition(status, 'GP', approve)).toMatchObject({ ok: true, next: 'APPROVED' });
      expect(
        projectTransition(status, 'GP', { type: 'project.approve', comment: 'ok', confirmed: false }),
      ).toMatchObject({ ok: false, field: 'confirmed' });
      expect(
        projectTransition(status, 'GP', { type: 'project.approve', comment: ' ', confirmed: true }),
      ).toMatchObject({ ok: false, field: 'pending_comment' });
    }
    for (const status of [...DRAFT_PROJECT_STATUSES, 'APPROVED']) {
      expect(projectTransition(status, 'GP', approve)).toMatchObject({ ok: false, kind: 'conflict' });
    }
  });

  it('adjusts points only once approved, and nothing else moves an approved project', () => {
    expect(projectTransition('APPROVED', 'GP', { type: 'project.adjust' })).toMatchObject({ ok: true });
    expect(projectTransition('SUBMITTED', 'GP', { type: 'project.adjust' })).toEqual({
      ok: false,
      kind: 'conflict',
      reason: PROJECT_REASONS.notApproved,
    });
    for (const event of EVENTS.filter((e) => e.type !== 'project.adjust')) {
      expect(projectTransition('APPROVED', 'GP', event).ok).toBe(false);
    }
  });

  it('refuses a status outside the machine', () => {
    expect(projectTransition('DRAFT', 'GP', submit)).toEqual({
      ok: false,
      kind: 'conflict',
      reason: PROJECT_REASONS.unknownStatus,
    });
    expect(projectControls('DRAFT', 'GP')).toMatchObject({
      canEdit: false,
      inReview: false,
      canDelete: false,
    });
  });

  it('decides point lines only while in review', () => {
    const reject = { type: 'line.reject' as const, comment: 'No photo' };
    expect(
      lineTransition('PENDING', projectLineOwner('ZONE_CHAIRPERSON_REVIEW', 'GP'), reject),
    ).toMatchObject({
      ok: true,
      next: 'REJECTED',
    });
    expect(lineTransition('PENDING', projectLineOwner('APPROVED', 'GP'), reject)).toMatchObject({
      ok: false,
      kind: 'conflict',
      reason: expect.stringContaining('already been approved'),
    });
    expect(lineTransition('PENDING', projectLineOwner('PROCESSING', 'GP'), reject)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('not been submitted'),
    });
  });
});

describe('project review machine: every path (xstate/graph)', () => {
  const options = { events: EVENTS, input: { projectType: 'GP' } };

  it('reaches every status from a new project', () => {
    const reached = new Set(
      getShortestPaths(projectReviewMachine, options).map((p) => String(p.state.value)),
    );
    // PENDING is reached by a send-back only.
    expect([...reached].sort()).toEqual([...PROJECT_STATUSES].sort());
  });

  it('never reaches APPROVED without a submission with the tick and an approval with comment and tick', () => {
    for (const path of getSimplePaths(projectReviewMachine, {
      ...options,
      toState: (s) => s.value === 'APPROVED',
    })) {
      const events = path.steps.map((step) => step.event);
      expect(events.some((e) => e.type === 'project.submit' && e.confirmed === true)).toBe(true);
      expect(events.at(-1)).toEqual(approve);
      // Every level passed on was passed with a comment and the tick.
      for (const event of events.filter((e) => e.type === 'project.forward')) {
        expect(event).toMatchObject({ comment: 'Checked', confirmed: true });
      }
    }
  });

  it('the controls announce exactly the moves the graph makes', () => {
    const map = getAdjacencyMap(projectReviewMachine, options);
    const sendBack = JSON.stringify({ type: 'project.sendBack', comment: 'Add the bill', confirmed: false });
    const approval = JSON.stringify(approve);
    for (const vertex of Object.values(map)) {
      const status = String(vertex.state.value);
      const controls = projectControls(status, 'GP');
      const edges = Object.values(vertex.transitions) as Array<{
        event: ProjectEvent;
        state: { value: unknown };
      }>;
      const target = (event: string) =>
        String(edges.find((edge) => JSON.stringify(edge.event) === event)?.state.value ?? status);
      expect(controls.inReview).toBe(target(sendBack) === 'PENDING' && status !== 'PENDING');
      expect(controls.inReview).toBe(target(approval) === 'APPROVED' && status !== 'APPROVED');
      expect(controls.canEdit).toBe(DRAFT_PROJECT_STATUSES.includes(status as never));
      expect(controls.canAdjust).toBe(status === 'APPROVED');
      expect(controls.canDelete).toBe(status !== 'APPROVED');
    }
  });
});
