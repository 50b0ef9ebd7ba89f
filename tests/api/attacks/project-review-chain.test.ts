import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  projectCommitteeMembers,
  projectDocuments,
  projectPointLines,
  projectStatusLogs,
} from '../../../src/server/db/schema';
import { demoHand, insertProject, plainMembers, projectRow } from '../../helpers/project-fixtures';
import { createTestApp, signedInMember, type TestApp } from '../../helpers/test-app';
import {
  approveUpdate,
  finalApproval,
  forward,
  OPEN_LINES_TOO,
  reviewSessions,
  sendBack,
  statusOf,
} from '../project-review/review-calls';

// Issue 27, attacked as a hostile club officer would: deletes under review, another club's ids, a
// level the caller does not hold, odd bodies, and the same request twice at once.

let t: TestApp;
let s: Awaited<ReturnType<typeof reviewSessions>>;
let otherPresident: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  s = await reviewSessions(t.app);
  otherPresident = (await signedInMember(t.app, 'multi-role')).headers;
});
afterAll(() => t.close());

const del = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'DELETE', url, headers });
const submit = (uuid: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/service-project/${uuid}/update`,
    headers,
    payload: { status: 'SUBMITTED' },
  });

describe('evidence under review', () => {
  it('cannot be taken away by any club officer, by any typed delete or document delete', async () => {
    const project = await insertProject(t.database.db, { status: 'ZONE_CHAIRPERSON_REVIEW' });
    const [chairman] = await t.database.db
      .select()
      .from(projectCommitteeMembers)
      .where(eq(projectCommitteeMembers.projectId, project.id));
    const [photo] = await t.database.db
      .select()
      .from(projectDocuments)
      .where(eq(projectDocuments.projectId, project.id));
    for (const who of [s.president, s.secretary, s.treasurer]) {
      expect(
        (await del(`/api/service-project/delete/PROJECT_COMMITTEE/${chairman!.uuid}`, who)).statusCode,
      ).toBe(409);
      expect((await del(`/api/document/delete/${photo!.uuid}`, who)).statusCode).toBe(409);
      expect(
        (await del(`/api/service-project/delete/DISTRICT_GOVERNOR_THEME/${project.uuid}`, who)).statusCode,
      ).toBe(409);
      expect((await del(`/api/service-project/${project.uuid}/delete`, who)).statusCode).toBe(409);
    }
    // Another club's officer does not even find them.
    expect((await del(`/api/document/delete/${photo!.uuid}`, otherPresident)).statusCode).toBe(404);
    expect(
      await t.database.db.$count(projectCommitteeMembers, eq(projectCommitteeMembers.projectId, project.id)),
    ).toBeGreaterThan(0);
    expect(await t.database.db.$count(projectDocuments, eq(projectDocuments.projectId, project.id))).toBe(1);
  });
});

describe('levels the caller does not hold', () => {
  it('are refused: a president at the zone level, another club, the final approval, the bulk step', async () => {
    const project = await insertProject(t.database.db, { status: 'CLUB_PRESIDENT_SECRETARY_REVIEW' });
    expect((await forward(t.app, project.uuid, s.president, 'ZONE_CHAIRPERSON')).statusCode).toBe(403);
    expect((await forward(t.app, project.uuid, s.president, 'CLUBS_PERFORMANCE_EVALUATION')).statusCode).toBe(
      403,
    );
    expect((await finalApproval(t.app, project.uuid, s.president, OPEN_LINES_TOO)).statusCode).toBe(403);
    expect((await forward(t.app, project.uuid, otherPresident, 'CLUB_PRESIDENT_SECRETARY')).statusCode).toBe(
      404,
    );
    expect((await sendBack(t.app, project.uuid, otherPresident, { pending_comment: 'No.' })).statusCode).toBe(
      404,
    );
    expect(await statusOf(t, project.uuid)).toBe('CLUB_PRESIDENT_SECRETARY_REVIEW');
    const lines = await t.database.db
      .select()
      .from(projectPointLines)
      .where(eq(projectPointLines.projectId, project.id));
    expect(lines.every((l) => l.status === 'PENDING')).toBe(true);
  });

  it("never lets a club's officer stand in for another club's chairman, nor for one who can sign in", async () => {
    const multi = await demoHand(t.database.db, 'multi-role', 'CLUB_PRESIDENT');
    const [noLogin] = await plainMembers(t.database.db, multi.clubId);
    const elsewhere = await insertProject(t.database.db, {
      clubId: multi.clubId,
      chairmanId: noLogin,
      status: 'SUBMITTED',
    });
    expect((await forward(t.app, elsewhere.uuid, s.president, 'PROJECT_CHAIRMAN')).statusCode).toBe(404);
    const here = await insertProject(t.database.db, { status: 'SUBMITTED' });
    expect((await forward(t.app, here.uuid, s.president, 'PROJECT_CHAIRMAN')).statusCode).toBe(403);
    expect((await forward(t.app, here.uuid, s.treasurer, 'PROJECT_CHAIRMAN')).statusCode).toBe(403);
  });
});

describe('odd bodies', () => {
  it('are answered 4xx, never 500, and move nothing', async () => {
    const project = await insertProject(t.database.db, { status: 'REGION_GST_REVIEW' });
    for (const payload of [
      { is_pending: false, role: 'CLUBS_PERFORMANCE_EVALUATION', approve_open_lines: 'true' },
      { is_pending: false, role: '__proto__', pending_comment: 'x', confirmed: true },
      { is_pending: false, role: 'CLUBS_PERFORMANCE_EVALUATION', pending_comment: 'x', confirmed: 'yes' },
      {
        is_pending: false,
        role: 'CLUBS_PERFORMANCE_EVALUATION',
        pending_comment: 'x',
        confirmed: true,
        version: -1,
      },
      { is_pending: 'false', role: 'CLUBS_PERFORMANCE_EVALUATION' },
      {
        is_pending: false,
        role: 'CLUBS_PERFORMANCE_EVALUATION',
        pending_comment: 'x'.repeat(5000),
        confirmed: true,
      },
    ]) {
      const res = await approveUpdate(t.app, project.uuid, s.cpe, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/service-project/review/list?level=__proto__',
      headers: s.cpe,
    });
    expect(queue.statusCode).toBe(422);
    expect(await statusOf(t, project.uuid)).toBe('REGION_GST_REVIEW');
  });
});

describe('the same request twice at once', () => {
  it('resubmits once: one 200, one 409, one history row', async () => {
    const project = await insertProject(t.database.db, { status: 'PENDING' });
    const answers = await Promise.all([submit(project.uuid, s.president), submit(project.uuid, s.secretary)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db
      .select()
      .from(projectStatusLogs)
      .where(eq(projectStatusLogs.projectId, project.id));
    expect(rows.filter((r) => r.note === 'resubmitted')).toHaveLength(1);
  });

  it('sends back once, and a stand-in and a send-back at once give one move', async () => {
    const project = await insertProject(t.database.db, { status: 'ZONE_CHAIRPERSON_REVIEW' });
    const twice = await Promise.all([
      sendBack(t.app, project.uuid, s.regionCpe, { pending_comment: 'Fix the totals.' }),
      sendBack(t.app, project.uuid, s.regionChair, { pending_comment: 'Fix the totals.' }),
    ]);
    expect(twice.map((a) => a.statusCode).sort()).toEqual([200, 409]);

    const president = await demoHand(t.database.db, 'CLUB_PRESIDENT');
    const [noLogin] = await plainMembers(t.database.db, president.clubId);
    const unsigned = await insertProject(t.database.db, { status: 'SUBMITTED', chairmanId: noLogin });
    // Three people who opened the same version decide at once: one move, two told it changed.
    const { version } = await projectRow(t.database.db, unsigned.uuid);
    const raced = await Promise.all([
      forward(t.app, unsigned.uuid, s.president, 'PROJECT_CHAIRMAN', { version }),
      forward(t.app, unsigned.uuid, s.secretary, 'PROJECT_CHAIRMAN', { version }),
      sendBack(t.app, unsigned.uuid, s.cpe, { pending_comment: 'Wrong venue.', version }),
    ]);
    expect(raced.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const moves = await t.database.db
      .select()
      .from(projectStatusLogs)
      .where(eq(projectStatusLogs.projectId, unsigned.id));
    expect(moves.at(-1)!.status).not.toBe('SUBMITTED');
    expect(moves.filter((m) => m.status !== 'PROCESSING' && m.status !== 'SUBMITTED')).toHaveLength(1);
  });
});
