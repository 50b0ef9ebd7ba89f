import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, projectParticipants, projectPointLines } from '../../../src/server/db/schema';
import { insertProject, plainMembers, projectRow } from '../../helpers/project-fixtures';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import {
  decideLine,
  finalApproval,
  OPEN_LINES_TOO,
  projectInfo,
  reviewSessions,
  type Headers,
} from './review-calls';

let t: TestApp;
let s: Awaited<ReturnType<typeof reviewSessions>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await reviewSessions(t.app);
});
afterAll(() => t.close());

const refresh = (uuid: string, who: Headers) =>
  t.app.inject({ method: 'POST', url: `/api/service-project/${uuid}/point-calculate`, headers: who });
/** POST point-update with the project's version as it is now (the caller saw the latest). */
const adjust = async (uuid: string, who: Headers, payload: object) => {
  const { version } = await projectRow(t.database.db, uuid);
  return t.app.inject({
    method: 'POST',
    url: `/api/service-project/${uuid}/point-update`,
    headers: who,
    payload: { version, ...payload },
  });
};
const clubPoints = async (who: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/club/points', headers: who })).json().data as {
    project: number;
    projectCount: number;
    projectMonthlyCount: number;
  };

describe('the evaluator’s line decisions', () => {
  it('approve a line once, reject one only with a comment, and stop once the project is approved', async () => {
    const { uuid } = await insertProject(t.database.db, { status: 'ZONE_CHAIRPERSON_REVIEW' });
    const [first, second] = (await projectInfo(t.app, uuid, s.cpe)).projectPoints;
    expect(first && second).toBeTruthy();

    const approve = await decideLine(t.app, s.cpe, { id: first!.id, status: 'APPROVED' });
    expect(approve.json()).toEqual({ status_code: 200, message: 'Points have been approved' });
    const twice = await decideLine(t.app, s.cpe, { id: first!.id, status: 'APPROVED' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This point line has already been approved.');

    const bare = await decideLine(t.app, s.cpe, {
      id: second!.id,
      status: 'REJECTED',
      reject_comments: '  ',
    });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors).toEqual({ reject_comments: ['A comment is required to reject.'] });
    const reject = await decideLine(t.app, s.cpe, {
      id: second!.id,
      status: 'REJECTED',
      reject_comments: 'No attendance sheet.',
    });
    expect(reject.statusCode).toBe(200);
    const rejectAgain = await decideLine(t.app, s.cpe, {
      id: second!.id,
      status: 'REJECTED',
      reject_comments: 'Still none.',
    });
    expect(rejectAgain.statusCode).toBe(409);
    expect(rejectAgain.json().message).toBe('This point line has already been rejected.');

    const lines = (await projectInfo(t.app, uuid, s.president)).projectPoints;
    expect(lines.find((l) => l.id === first!.id)).toMatchObject({
      status: 'APPROVED',
      reject_comments: null,
    });
    expect(lines.find((l) => l.id === second!.id)).toMatchObject({
      status: 'REJECTED',
      reject_comments: 'No attendance sheet.',
    });

    // Only the evaluator decides lines.
    expect((await decideLine(t.app, s.zone, { id: second!.id, status: 'APPROVED' })).statusCode).toBe(403);
    expect((await decideLine(t.app, s.cpe, { id: 2_000_000_000, status: 'APPROVED' })).statusCode).toBe(404);

    expect((await finalApproval(t.app, uuid, s.cpe, OPEN_LINES_TOO)).statusCode).toBe(200);
    const after = await decideLine(t.app, s.cpe, { id: second!.id, status: 'APPROVED' });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(
      'This project has already been approved; its point lines can no longer be changed.',
    );
  });

  it('are refused on a draft and on a version the evaluator no longer sees', async () => {
    const draft = await insertProject(t.database.db);
    const [line] = (await projectInfo(t.app, draft.uuid, s.cpe)).projectPoints;
    const onDraft = await decideLine(t.app, s.cpe, { id: line!.id, status: 'APPROVED' });
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json().message).toBe('This project has not been submitted for review.');

    const { uuid } = await insertProject(t.database.db, { status: 'SUBMITTED' });
    const info = await projectInfo(t.app, uuid, s.cpe);
    const [a, b] = info.projectPoints;
    expect(
      (await decideLine(t.app, s.cpe, { id: a!.id, status: 'APPROVED', version: info.version })).statusCode,
    ).toBe(200);
    const stale = await decideLine(t.app, s.cpe, { id: b!.id, status: 'APPROVED', version: info.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'The project has changed since you opened it. Reload it and decide again.',
    );
  });
});

describe('the evaluator’s Refresh', () => {
  it('keeps the decisions of unchanged lines and puts changed ones back to PENDING', async () => {
    const project = await insertProject(t.database.db, { status: 'REGION_GST_REVIEW' });
    const before = (await projectInfo(t.app, project.uuid, s.cpe)).projectPoints;
    for (const line of before) {
      expect((await decideLine(t.app, s.cpe, { id: line.id, status: 'APPROVED' })).statusCode).toBe(200);
    }
    // What the project holds changed since the estimate: one more participant.
    const others = await plainMembers(t.database.db, (await projectRow(t.database.db, project.uuid)).clubId);
    await t.database.db.insert(projectParticipants).values({ projectId: project.id, memberId: others[3]! });
    const version = (await projectRow(t.database.db, project.uuid)).version;

    const res = await refresh(project.uuid, s.cpe);
    expect(res.json()).toEqual({ status_code: 200, message: 'success' });
    const after = (await projectInfo(t.app, project.uuid, s.cpe)).projectPoints;
    expect(after.map((l) => l.id)).toEqual(before.map((l) => l.id));
    for (const line of after) {
      const participants = line.items.title.startsWith('Members participating');
      expect(line.status, line.items.title).toBe(participants ? 'PENDING' : 'APPROVED');
    }
    expect((await projectRow(t.database.db, project.uuid)).version).toBe(version + 1);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, project.uuid), eq(auditLog.action, 'project.points.calculate')));
    expect(audit).toBeDefined();

    // Nothing changed: nothing moves, not even the version.
    expect((await refresh(project.uuid, s.cpe)).statusCode).toBe(200);
    expect((await projectRow(t.database.db, project.uuid)).version).toBe(version + 1);
    expect((await refresh(project.uuid, s.president)).statusCode).toBe(403);
  });

  it('is refused once the project is approved, its lines being final', async () => {
    const project = await insertProject(t.database.db, { status: 'SUBMITTED' });
    expect((await finalApproval(t.app, project.uuid, s.cpe, OPEN_LINES_TOO)).statusCode).toBe(200);
    await t.database.db.delete(projectPointLines).where(eq(projectPointLines.projectId, project.id));
    const res = await refresh(project.uuid, s.cpe);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This project has already been approved.');
    expect(await t.database.db.$count(projectPointLines, eq(projectPointLines.projectId, project.id))).toBe(
      0,
    );
  });
});

describe('point adjustments', () => {
  it('need an approved project (409), and both a non-zero point and a reason (422, Please enter all inputs)', async () => {
    const inReview = await insertProject(t.database.db, { status: 'REGION_GST_REVIEW' });
    const early = await adjust(inReview.uuid, s.cpe, { point: 5, comment: 'Press coverage' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Points can only be adjusted once the project is approved.');

    expect((await finalApproval(t.app, inReview.uuid, s.cpe, OPEN_LINES_TOO)).statusCode).toBe(200);
    const missing = [
      [{}, ['point', 'comment']],
      [{ point: 5 }, ['comment']],
      [{ point: 5, comment: '   ' }, ['comment']],
      [{ comment: 'Press coverage' }, ['point']],
      [{ point: 0, comment: 'Press coverage' }, ['point']],
    ] as const;
    for (const [payload, fields] of missing) {
      const res = await adjust(inReview.uuid, s.cpe, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toEqual(
        Object.fromEntries(fields.map((f) => [f, ['Please enter all inputs']])),
      );
    }
    expect((await adjust(inReview.uuid, s.president, { point: 5, comment: 'x' })).statusCode).toBe(403);
    expect((await projectInfo(t.app, inReview.uuid, s.cpe)).projectApprovedPoints).toHaveLength(1);
  });
});

describe('a club’s approved project points', () => {
  it('are the approved lines at the final approval plus every adjustment, on the home overview', async () => {
    const start = await clubPoints(s.president);
    await insertProject(t.database.db);
    const draftAdded = await clubPoints(s.president);
    expect(draftAdded.projectCount).toBe(start.projectCount);

    const { uuid } = await insertProject(t.database.db, { status: 'REGION_GST_REVIEW' });
    const submitted = await clubPoints(s.president);
    expect(submitted.projectCount - start.projectCount).toBe(1);
    expect(submitted.projectMonthlyCount - start.projectMonthlyCount).toBe(1);
    expect(submitted.project).toBe(start.project);

    const [kept, dropped, ...rest] = (await projectInfo(t.app, uuid, s.cpe)).projectPoints;
    await decideLine(t.app, s.cpe, { id: kept!.id, status: 'APPROVED' });
    await decideLine(t.app, s.cpe, { id: dropped!.id, status: 'REJECTED', reject_comments: 'No proof.' });
    for (const line of rest) await decideLine(t.app, s.cpe, { id: line.id, status: 'APPROVED' });
    expect((await finalApproval(t.app, uuid, s.cpe, { pending_comment: 'Well done.' })).statusCode).toBe(200);
    const earned = kept!.total_point + rest.reduce((sum, l) => sum + l.total_point, 0);

    expect(
      (await adjust(uuid, s.cpe, { point: -2.5, comment: 'One photo is of another project.' })).statusCode,
    ).toBe(200);
    expect((await adjust(uuid, s.cpe, { point: 4, comment: 'Newspaper coverage.' })).statusCode).toBe(200);

    const info = await projectInfo(t.app, uuid, s.president);
    expect(info.projectApprovedPoints.map((p) => [p.kind, p.points, p.comment])).toEqual([
      ['approval', earned, 'Well done.'],
      ['adjustment', -2.5, 'One photo is of another project.'],
      ['adjustment', 4, 'Newspaper coverage.'],
    ]);
    expect(info.approvedTotal).toBe(Math.round((earned + 1.5) * 100) / 100);
    expect(info.projectApprovedPoints.every((p) => p.club.name === 'Lions Club of Colombo Host')).toBe(true);

    const end = await clubPoints(s.president);
    expect(Math.round((end.project - start.project) * 100) / 100).toBe(info.approvedTotal);
    expect(end.projectCount - start.projectCount).toBe(1);
  });
});
