import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema';
import { demoHand, insertProject } from '../../helpers/project-fixtures';
import { createTestApp, signedInMember, type TestApp } from '../../helpers/test-app';
import {
  approveCheck,
  approveUpdate,
  finalApproval,
  forward,
  historyOf,
  OPEN_LINES_TOO,
  projectInfo,
  reviewSessions,
  sendBack,
  statusOf,
  type Headers,
} from './review-calls';

let t: TestApp;
let s: Awaited<ReturnType<typeof reviewSessions>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await reviewSessions(t.app);
});
afterAll(() => t.close());

const NOT_YOURS = 'This project is not waiting for your review.';
const NOT_A_REVIEWER = 'You are not a reviewer of this project at this level.';

/** Expects a forward to land and the project to reach `status`. */
async function passes(uuid: string, who: Headers, role: string, status: string, comment?: string) {
  const res = await forward(t.app, uuid, who, role, comment ? { pending_comment: comment } : {});
  expect(res.statusCode, res.body).toBe(200);
  expect(await statusOf(t, uuid)).toBe(status);
}

/** Expects a refusal with its status code and sentence, and the project left in `status`. */
async function refused(
  res: { statusCode: number; json(): { message: string } },
  code: number,
  message: string,
) {
  expect(res.statusCode).toBe(code);
  expect(res.json().message).toBe(message);
}

describe('a General project’s review, level by level', () => {
  it('is moved by each level’s real holder in turn, and refused to anyone else', async () => {
    const project = await insertProject(t.database.db, { status: 'SUBMITTED' });
    const { uuid } = project;

    // SUBMITTED waits for the committee's Project Chairman (the CLUB_MEMBER login, acting as such).
    expect(await approveCheck(t.app, uuid, s.member)).toEqual({
      review_role: 'PROJECT_CHAIRMAN',
      waiting_for: 'PROJECT_CHAIRMAN',
      review_stand_in: false,
      may_send_back: true,
    });
    await refused(await forward(t.app, uuid, s.president, 'CLUB_PRESIDENT_SECRETARY'), 409, NOT_YOURS);
    await refused(await forward(t.app, uuid, s.president, 'PROJECT_CHAIRMAN'), 403, NOT_A_REVIEWER);
    await passes(uuid, s.member, 'PROJECT_CHAIRMAN', 'PROJECT_CHAIRMAN_REVIEW', 'Figures checked.');

    // The club: its president or secretary (not its treasurer).
    await refused(await forward(t.app, uuid, s.treasurer, 'CLUB_PRESIDENT_SECRETARY'), 403, NOT_A_REVIEWER);
    await refused(await forward(t.app, uuid, s.zone, 'ZONE_CHAIRPERSON'), 409, NOT_YOURS);
    await refused(await forward(t.app, uuid, s.member, 'PROJECT_CHAIRMAN'), 409, NOT_YOURS);
    await passes(uuid, s.secretary, 'CLUB_PRESIDENT_SECRETARY', 'CLUB_PRESIDENT_SECRETARY_REVIEW');

    // The zone, then the region (its CPE coordinator or chairperson), then the region's GST coordinator.
    await refused(await forward(t.app, uuid, s.regionCpe, 'REGION_CPE_CHAIRPERSON'), 409, NOT_YOURS);
    await passes(uuid, s.zone, 'ZONE_CHAIRPERSON', 'ZONE_CHAIRPERSON_REVIEW');
    await refused(
      await forward(t.app, uuid, s.regionSecretary, 'REGION_CPE_CHAIRPERSON'),
      403,
      NOT_A_REVIEWER,
    );
    await passes(uuid, s.regionChair, 'REGION_CPE_CHAIRPERSON', 'REGION_CPE_CHAIRPERSON_REVIEW');
    await refused(await forward(t.app, uuid, s.regionCpe, 'REGION_GST'), 403, NOT_A_REVIEWER);
    await passes(uuid, s.regionGst, 'REGION_GST', 'REGION_GST_REVIEW', 'Recommended.');

    // Only the evaluator gives the final approval.
    expect(await approveCheck(t.app, uuid, s.cpe)).toEqual({
      review_role: 'CLUBS_PERFORMANCE_EVALUATION',
      waiting_for: 'CLUBS_PERFORMANCE_EVALUATION',
      review_stand_in: false,
      may_send_back: true,
    });
    await refused(await finalApproval(t.app, uuid, s.regionGst), 403, NOT_A_REVIEWER);
    await refused(await forward(t.app, uuid, s.regionGst, 'REGION_GST'), 409, NOT_YOURS);
    const approved = await finalApproval(t.app, uuid, s.cpe, {
      pending_comment: 'A fine project.',
      approve_open_lines: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ status_code: 200, message: 'The project has been approved' });

    // The preview's history names each level's holder, member and comment, oldest first.
    const info = await projectInfo(t.app, uuid, s.president);
    expect(info.status).toBe('APPROVED');
    expect(info.waiting_for).toBeNull();
    expect(info.statusLogs.map((l) => [l.status, l.role, l.comment])).toEqual([
      ['PROCESSING', 'CLUB_PRESIDENT', null],
      ['SUBMITTED', 'CLUB_PRESIDENT', null],
      ['PROJECT_CHAIRMAN_REVIEW', 'PROJECT_CHAIRMAN', 'Figures checked.'],
      ['CLUB_PRESIDENT_SECRETARY_REVIEW', 'CLUB_SECRETARY', 'Checked.'],
      ['ZONE_CHAIRPERSON_REVIEW', 'ZONE_CHAIRPERSON', 'Checked.'],
      ['REGION_CPE_CHAIRPERSON_REVIEW', 'REGION_CHAIRPERSON', 'Checked.'],
      ['REGION_GST_REVIEW', 'REGION_GST_COORDINATOR', 'Recommended.'],
      ['APPROVED', 'CLUBS_PERFORMANCE_EVALUATION', 'A fine project.'],
    ]);
    const chairman = await demoHand(t.database.db, 'CLUB_MEMBER');
    expect((await historyOf(t, project.id))[2]?.memberId).toBe(chairman.memberId);

    // Every move and every refusal is in the audit log.
    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'project'), eq(auditLog.entityId, uuid)));
    const actions = audits.map((a) => a.action);
    expect(actions.filter((a) => a === 'project.forward')).toHaveLength(5);
    expect(actions.filter((a) => a === 'project.approve')).toHaveLength(1);
    expect(actions.filter((a) => a === 'project.forward.refused').length).toBeGreaterThanOrEqual(5);
  });

  it('of a region project skips the club and zone levels after the chairman', async () => {
    const { uuid } = await insertProject(t.database.db, { type: 'RP', status: 'SUBMITTED' });
    await passes(uuid, s.member, 'PROJECT_CHAIRMAN', 'PROJECT_CHAIRMAN_REVIEW');
    expect(await approveCheck(t.app, uuid, s.president)).toEqual({
      review_role: null,
      waiting_for: 'REGION_CPE_CHAIRPERSON',
      review_stand_in: false,
      may_send_back: false,
    });
    await refused(await forward(t.app, uuid, s.president, 'CLUB_PRESIDENT_SECRETARY'), 409, NOT_YOURS);
    await refused(await forward(t.app, uuid, s.zone, 'ZONE_CHAIRPERSON'), 409, NOT_YOURS);
    expect((await approveCheck(t.app, uuid, s.regionCpe)).review_role).toBe('REGION_CPE_CHAIRPERSON');
    await passes(uuid, s.regionCpe, 'REGION_CPE_CHAIRPERSON', 'REGION_CPE_CHAIRPERSON_REVIEW');
    await passes(uuid, s.regionGst, 'REGION_GST', 'REGION_GST_REVIEW');
  });
});

describe('sending a project back to PENDING', () => {
  it('needs a comment and no confirm tick, and is kept in the history with the comment', async () => {
    const project = await insertProject(t.database.db, { status: 'CLUB_PRESIDENT_SECRETARY_REVIEW' });
    const { uuid } = project;
    const bare = await sendBack(t.app, uuid, s.zone, { pending_comment: '   ' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors).toEqual({ pending_comment: ['A comment is required.'] });
    const ticked = await approveUpdate(t.app, uuid, s.zone, {
      is_pending: true,
      role: 'ZONE_CHAIRPERSON',
      pending_comment: 'Add the bills.',
      confirmed: true,
    });
    expect(ticked.statusCode).toBe(422);
    expect(Object.keys(ticked.json().errors)).toEqual(['confirmed']);
    const none = await approveUpdate(t.app, uuid, s.zone, { is_pending: true, role: 'ZONE_CHAIRPERSON' });
    expect(none.statusCode).toBe(422);
    expect(await statusOf(t, uuid)).toBe('CLUB_PRESIDENT_SECRETARY_REVIEW');

    const done = await approveUpdate(t.app, uuid, s.zone, {
      is_pending: true,
      role: 'ZONE_CHAIRPERSON',
      pending_comment: '  Add the bills for the spectacles.  ',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await statusOf(t, uuid)).toBe('PENDING');
    const zone = await demoHand(t.database.db, 'ZONE_CHAIRPERSON');
    expect((await historyOf(t, project.id)).at(-1)).toEqual({
      status: 'PENDING',
      role: 'ZONE_CHAIRPERSON',
      memberId: zone.memberId,
      comment: 'Add the bills for the spectacles.',
      note: null,
    });
    // A draft is not under review: nothing to send back.
    await refused(
      await sendBack(t.app, uuid, s.cpe, { pending_comment: 'Again' }),
      409,
      'This project is not waiting for a review.',
    );
  });

  it('is open to the level’s holder, the evaluator and the review roles that reach it, and no one else', async () => {
    const chairmanLevel = await insertProject(t.database.db, { status: 'SUBMITTED' });
    const byChairman = await sendBack(t.app, chairmanLevel.uuid, s.member, {
      pending_comment: 'Photos missing.',
    });
    expect(byChairman.statusCode, byChairman.body).toBe(200);
    expect((await historyOf(t, chairmanLevel.id)).at(-1)?.role).toBe('PROJECT_CHAIRMAN');

    const inReview = await insertProject(t.database.db, { status: 'ZONE_CHAIRPERSON_REVIEW' });
    const treasurer = await sendBack(t.app, inReview.uuid, s.treasurer, { pending_comment: 'No.' });
    await refused(treasurer, 403, NOT_A_REVIEWER);
    const president = await sendBack(t.app, inReview.uuid, s.president, { pending_comment: 'No.' });
    await refused(president, 403, NOT_A_REVIEWER);
    // The multi-role login chairs another zone: the project is out of its reach.
    const other = (await signedInMember(t.app, 'multi-role')).headers;
    const otherZone = { ...other, role: 'ZONE_CHAIRPERSON' };
    delete (otherZone as Record<string, string>).club;
    expect((await sendBack(t.app, inReview.uuid, otherZone, { pending_comment: 'No.' })).statusCode).toBe(
      404,
    );
    const regionSecretary = await sendBack(t.app, inReview.uuid, s.regionSecretary, {
      pending_comment: 'Wrong region totals.',
    });
    expect(regionSecretary.statusCode, regionSecretary.body).toBe(200);

    const forCpe = await insertProject(t.database.db, { status: 'SUBMITTED' });
    expect((await sendBack(t.app, forCpe.uuid, s.cpe, { pending_comment: 'Incomplete.' })).statusCode).toBe(
      200,
    );
    expect(await statusOf(t, forCpe.uuid)).toBe('PENDING');
  });
});

describe('the evaluator’s final approval', () => {
  it('is possible at any review level, with a comment and the tick, and only once', async () => {
    for (const status of [
      'SUBMITTED',
      'CLUB_PRESIDENT_SECRETARY_REVIEW',
      'REGION_CPE_CHAIRPERSON_REVIEW',
    ] as const) {
      const { uuid } = await insertProject(t.database.db, { status });
      const noComment = await finalApproval(t.app, uuid, s.cpe, { pending_comment: ' ' });
      expect(noComment.statusCode).toBe(422);
      expect(noComment.json().errors).toEqual({ pending_comment: ['A comment is required.'] });
      const noTick = await finalApproval(t.app, uuid, s.cpe, { confirmed: false });
      expect(noTick.statusCode).toBe(422);
      expect(noTick.json().errors).toEqual({ confirmed: ['Tick the confirmation to approve this project.'] });
      expect(await statusOf(t, uuid)).toBe(status);
      expect((await finalApproval(t.app, uuid, s.cpe, OPEN_LINES_TOO)).statusCode).toBe(200);
      expect(await statusOf(t, uuid)).toBe('APPROVED');
      await refused(await finalApproval(t.app, uuid, s.cpe), 409, 'This project has already been approved.');
      await refused(
        await sendBack(t.app, uuid, s.cpe, { pending_comment: 'Too late' }),
        409,
        'This project has already been approved.',
      );
    }
  });

  it('is not possible on a draft', async () => {
    const { uuid } = await insertProject(t.database.db, { status: 'PROCESSING' });
    await refused(await finalApproval(t.app, uuid, s.cpe), 409, 'This project is not waiting for a review.');
  });
});

describe('the approve-check', () => {
  it('answers each caller’s own level for the project now, and the level it waits for', async () => {
    const { uuid } = await insertProject(t.database.db, { status: 'CLUB_PRESIDENT_SECRETARY_REVIEW' });
    const waiting = 'ZONE_CHAIRPERSON';
    const check = (
      review_role: string | null,
      may_send_back: boolean,
      waiting_for: string | null = waiting,
    ) => ({
      review_role,
      waiting_for,
      review_stand_in: false,
      may_send_back,
    });
    expect(await approveCheck(t.app, uuid, s.zone)).toEqual(check('ZONE_CHAIRPERSON', true));
    expect(await approveCheck(t.app, uuid, s.cpe)).toEqual(check('CLUBS_PERFORMANCE_EVALUATION', true));
    // The region's chairperson and secretary may send it back, though it does not wait for them.
    expect(await approveCheck(t.app, uuid, s.regionChair)).toEqual(check(null, true));
    expect(await approveCheck(t.app, uuid, s.regionSecretary)).toEqual(check(null, true));
    for (const who of [s.president, s.member, s.governor]) {
      expect(await approveCheck(t.app, uuid, who)).toEqual(check(null, false));
    }
    const draft = await insertProject(t.database.db, { status: 'PENDING' });
    expect(await approveCheck(t.app, draft.uuid, s.cpe)).toEqual(check(null, false, null));
    const multi = (await signedInMember(t.app, 'multi-role')).headers;
    expect(await approveCheck(t.app, uuid, multi)).toEqual({ statusCode: 404 });
  });
});

describe('the audit of refusals', () => {
  it('keeps a refused move with its reason', async () => {
    const { uuid } = await insertProject(t.database.db, { status: 'SUBMITTED' });
    await forward(t.app, uuid, s.zone, 'ZONE_CHAIRPERSON');
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, uuid), like(auditLog.action, '%.refused')));
    expect(row?.after).toEqual({ reason: NOT_YOURS });
  });
});
