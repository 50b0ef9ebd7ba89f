import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, projectPointLines, projectPoints, serviceProjects } from '../../../src/server/db/schema';
import { demoHand, insertProject, plainMembers, projectRow } from '../../helpers/project-fixtures';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import {
  approveCheck,
  approveUpdate,
  decideLine,
  finalApproval,
  forward,
  historyOf,
  OPEN_LINES_TOO,
  projectInfo,
  reviewSessions,
  sendBack,
  statusOf,
} from './review-calls';

// Issue 27: service projects a district can trust. Every point is decided before the award, every
// decision has its comment and tick, no level waits for someone who cannot act, and a project sent
// back returns to where it was.

let t: TestApp;
let s: Awaited<ReturnType<typeof reviewSessions>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await reviewSessions(t.app);
});
afterAll(() => t.close());

const submit = (uuid: string, who: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/service-project/${uuid}/update`,
    headers: who,
    payload: { status: 'SUBMITTED' },
  });

/** The stored lines of a project, by status. */
async function linesOf(projectId: number) {
  return t.database.db.select().from(projectPointLines).where(eq(projectPointLines.projectId, projectId));
}

/** The points written for a project (the approval row and any adjustments). */
async function pointsOf(projectId: number) {
  return t.database.db.select().from(projectPoints).where(eq(projectPoints.projectId, projectId));
}

describe('the final approval: every point decided before the award', () => {
  it('is refused while any line is PENDING, naming the open lines, and writes nothing', async () => {
    const project = await insertProject(t.database.db, { status: 'REGION_GST_REVIEW' });
    const lines = await linesOf(project.id);
    expect(lines.length).toBeGreaterThan(2);
    const [first] = lines;
    expect((await decideLine(t.app, s.cpe, { id: first!.id, status: 'APPROVED' })).statusCode).toBe(200);
    const before = await projectRow(t.database.db, project.uuid);

    const res = await finalApproval(t.app, project.uuid, s.cpe);
    expect(res.statusCode).toBe(409);
    const open = lines.filter((l) => l.id !== first!.id).map((l) => l.title);
    expect(res.json().message).toContain('Decide every point line before the final approval.');
    for (const title of open) expect(res.json().message).toContain(title);
    // Nothing moved: the status, the version, no approval row; the refusal is audited.
    expect(await projectRow(t.database.db, project.uuid)).toMatchObject({
      status: 'REGION_GST_REVIEW',
      version: before.version,
    });
    expect(await pointsOf(project.id)).toEqual([]);
    const refusals = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, project.uuid), eq(auditLog.action, 'project.approve.refused')));
    expect(refusals).toHaveLength(1);
  });

  it('approves the open lines with the project in one explicit step: rejected lines stay rejected, the award is the approved lines', async () => {
    const project = await insertProject(t.database.db, { status: 'ZONE_CHAIRPERSON_REVIEW' });
    const [kept, dropped] = await linesOf(project.id);
    await decideLine(t.app, s.cpe, { id: kept!.id, status: 'APPROVED' });
    await decideLine(t.app, s.cpe, { id: dropped!.id, status: 'REJECTED', reject_comments: 'No bill.' });

    const res = await finalApproval(t.app, project.uuid, s.cpe, OPEN_LINES_TOO);
    expect(res.statusCode, res.body).toBe(200);
    const after = await linesOf(project.id);
    expect(after.filter((l) => l.status === 'PENDING')).toEqual([]);
    expect(after.find((l) => l.id === dropped!.id)).toMatchObject({
      status: 'REJECTED',
      rejectComment: 'No bill.',
    });
    const approvedSum = after
      .filter((l) => l.status === 'APPROVED')
      .reduce((sum, l) => sum + Number(l.totalPoint), 0);
    const info = await projectInfo(t.app, project.uuid, s.president);
    expect(info.status).toBe('APPROVED');
    expect(info.approvedTotal).toBeCloseTo(approvedSum, 5);
    expect(info.approvedTotal).toBeLessThan(info.totalEstimationPoints);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, project.uuid), eq(auditLog.action, 'project.lines.approveOpen')));
    expect(audit).toHaveLength(1);
  });

  it('never leaves a PENDING line behind an APPROVED project, whichever way it is approved', async () => {
    for (const status of ['SUBMITTED', 'CLUB_PRESIDENT_SECRETARY_REVIEW', 'REGION_GST_REVIEW'] as const) {
      const project = await insertProject(t.database.db, { status });
      // Refused first, then approved with the open lines.
      expect((await finalApproval(t.app, project.uuid, s.cpe)).statusCode).toBe(409);
      expect((await finalApproval(t.app, project.uuid, s.cpe, OPEN_LINES_TOO)).statusCode).toBe(200);
    }
    const approved = await t.database.db
      .select({ id: serviceProjects.id })
      .from(serviceProjects)
      .where(eq(serviceProjects.status, 'APPROVED'));
    for (const { id } of approved) {
      const lines = await linesOf(id);
      expect(
        lines.filter((l) => l.status === 'PENDING'),
        `project ${id}`,
      ).toEqual([]);
      const [award] = (await pointsOf(id)).filter((p) => p.kind === 'approval');
      const sum = lines.filter((l) => l.status === 'APPROVED').reduce((n, l) => n + Number(l.totalPoint), 0);
      expect(Number(award!.points)).toBeCloseTo(sum, 5);
    }
  });

  it('refuses the bulk step for a project that rules flagged as filed twice: its lines are decided one by one', async () => {
    const title = 'Dental Camp at Maradana';
    await insertProject(t.database.db, { title, status: 'SUBMITTED' });
    const twin = await insertProject(t.database.db, { title, status: 'REGION_GST_REVIEW' });
    const res = await finalApproval(t.app, twin.uuid, s.cpe, OPEN_LINES_TOO);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Rules flagged this project (a possible duplicate claim): decide its point lines one by one.',
    );
    for (const line of await linesOf(twin.id)) {
      await decideLine(t.app, s.cpe, { id: line.id, status: 'APPROVED' });
    }
    expect((await finalApproval(t.app, twin.uuid, s.cpe)).statusCode).toBe(200);
  });

  it('is the evaluator’s alone, and the bulk step changes nothing for anyone else', async () => {
    const project = await insertProject(t.database.db, { status: 'REGION_GST_REVIEW' });
    for (const who of [s.regionGst, s.zone, s.president]) {
      expect((await finalApproval(t.app, project.uuid, who, OPEN_LINES_TOO)).statusCode).toBe(403);
    }
    expect((await linesOf(project.id)).every((l) => l.status === 'PENDING')).toBe(true);
  });
});

describe('decisions as the spec says: a comment and the tick', () => {
  it('refuses passing a level on without a comment or without the tick (422), and moves nothing', async () => {
    const project = await insertProject(t.database.db, { status: 'CLUB_PRESIDENT_SECRETARY_REVIEW' });
    const noComment = await forward(t.app, project.uuid, s.zone, 'ZONE_CHAIRPERSON', {
      pending_comment: ' ',
    });
    expect(noComment.statusCode).toBe(422);
    expect(noComment.json().errors).toEqual({ pending_comment: ['A comment is required.'] });
    const noTick = await forward(t.app, project.uuid, s.zone, 'ZONE_CHAIRPERSON', { confirmed: false });
    expect(noTick.statusCode).toBe(422);
    expect(noTick.json().errors).toEqual({ confirmed: ['Tick the confirmation to approve this project.'] });
    expect(await statusOf(t, project.uuid)).toBe('CLUB_PRESIDENT_SECRETARY_REVIEW');
    const ok = await forward(t.app, project.uuid, s.zone, 'ZONE_CHAIRPERSON', {
      pending_comment: 'Visited.',
    });
    expect(ok.statusCode).toBe(200);
    expect((await historyOf(t, project.id)).at(-1)).toMatchObject({
      status: 'ZONE_CHAIRPERSON_REVIEW',
      comment: 'Visited.',
    });
  });
});

describe('the Project Chairman level: never a level nobody can act at', () => {
  it('lets the club president or secretary stand in for a chairman without a sign-in, noted as such', async () => {
    const president = await demoHand(t.database.db, 'CLUB_PRESIDENT');
    const [noLogin] = await plainMembers(t.database.db, president.clubId);
    const project = await insertProject(t.database.db, { status: 'SUBMITTED', chairmanId: noLogin });

    expect(await approveCheck(t.app, project.uuid, s.president)).toMatchObject({
      review_role: 'PROJECT_CHAIRMAN',
      review_stand_in: true,
    });
    expect((await approveCheck(t.app, project.uuid, s.treasurer)).review_role).toBeNull();
    expect((await forward(t.app, project.uuid, s.treasurer, 'PROJECT_CHAIRMAN')).statusCode).toBe(403);
    const res = await forward(t.app, project.uuid, s.secretary, 'PROJECT_CHAIRMAN', {
      pending_comment: 'Standing in: the chairman has no login; the bills are in order.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(t, project.uuid)).toBe('PROJECT_CHAIRMAN_REVIEW');
    const secretary = await demoHand(t.database.db, 'CLUB_SECRETARY');
    expect((await historyOf(t, project.id)).at(-1)).toMatchObject({
      status: 'PROJECT_CHAIRMAN_REVIEW',
      role: 'CLUB_SECRETARY',
      memberId: secretary.memberId,
      note: 'chairman_stand_in',
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, project.uuid), eq(auditLog.action, 'project.forward.standIn')));
    expect(audit).toHaveLength(1);
    const info = await projectInfo(t.app, project.uuid, s.president);
    expect(info.statusLogs.at(-1)).toMatchObject({ role: 'CLUB_SECRETARY', note: 'chairman_stand_in' });
  });

  it('keeps the level to the chairman who can sign in', async () => {
    // The fixtures' chairman is the CLUB_MEMBER login: the president may not act for them.
    const project = await insertProject(t.database.db, { status: 'SUBMITTED' });
    expect(await approveCheck(t.app, project.uuid, s.president)).toMatchObject({
      review_role: null,
      review_stand_in: false,
    });
    expect((await forward(t.app, project.uuid, s.president, 'PROJECT_CHAIRMAN')).statusCode).toBe(403);
    expect((await forward(t.app, project.uuid, s.member, 'PROJECT_CHAIRMAN')).statusCode).toBe(200);
  });
});

describe('send-backs that lead somewhere', () => {
  it('shows the reason on the list and the detail until resubmitted, and returns the project to the level that sent it back', async () => {
    const project = await insertProject(t.database.db, { status: 'CLUB_PRESIDENT_SECRETARY_REVIEW' });
    const reason = 'Attach the bills for the spectacles, then submit again.';
    const back = await sendBack(t.app, project.uuid, s.zone, { pending_comment: reason });
    expect(back.statusCode, back.body).toBe(200);

    const detail = await projectInfo(t.app, project.uuid, s.president);
    expect(detail.status).toBe('PENDING');
    expect(detail.sent_back).toMatchObject({
      comment: reason,
      role: 'ZONE_CHAIRPERSON',
      returns_to: 'ZONE_CHAIRPERSON',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/service-project/list/se=?status=PENDING',
      headers: s.president,
    });
    const row = (list.json().data as { uuid: string; sent_back: { comment: string } | null }[]).find(
      (r) => r.uuid === project.uuid,
    );
    expect(row?.sent_back?.comment).toBe(reason);

    const resubmitted = await submit(project.uuid, s.secretary);
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    // Back with the zone: the chairman and the club are not asked again.
    expect(await statusOf(t, project.uuid)).toBe('CLUB_PRESIDENT_SECRETARY_REVIEW');
    const after = await projectInfo(t.app, project.uuid, s.president);
    expect(after.waiting_for).toBe('ZONE_CHAIRPERSON');
    expect(after.sent_back).toBeNull();
    expect(after.statusLogs.at(-1)).toMatchObject({
      status: 'CLUB_PRESIDENT_SECRETARY_REVIEW',
      role: 'CLUB_SECRETARY',
      note: 'resubmitted',
    });
    expect((await projectRow(t.database.db, project.uuid)).resumeStatus).toBeNull();
    // The zone passes it on as before.
    expect((await forward(t.app, project.uuid, s.zone, 'ZONE_CHAIRPERSON')).statusCode).toBe(200);
  });

  it('sends a project back from the final level by the evaluator to the final level again', async () => {
    const project = await insertProject(t.database.db, { status: 'REGION_GST_REVIEW' });
    expect(
      (await sendBack(t.app, project.uuid, s.cpe, { pending_comment: 'Add the MyLion screenshot.' }))
        .statusCode,
    ).toBe(200);
    expect((await projectInfo(t.app, project.uuid, s.president)).sent_back?.returns_to).toBe(
      'CLUBS_PERFORMANCE_EVALUATION',
    );
    expect((await submit(project.uuid, s.president)).statusCode).toBe(200);
    expect(await statusOf(t, project.uuid)).toBe('REGION_GST_REVIEW');
  });

  it('gives the send-back form to review roles wherever the server lets them act, and to no one else', async () => {
    const project = await insertProject(t.database.db, { status: 'SUBMITTED' });
    for (const [who, may] of [
      [s.regionSecretary, true],
      [s.regionChair, true],
      [s.zone, true],
      [s.cpe, true],
      [s.member, true],
      [s.president, false],
      [s.treasurer, false],
      [s.governor, false],
    ] as const) {
      expect((await approveCheck(t.app, project.uuid, who)).may_send_back).toBe(may);
    }
    // Region secretary: no level of their own, yet they may send it back (and only that).
    expect(
      (
        await approveUpdate(t.app, project.uuid, s.regionSecretary, {
          is_pending: false,
          role: 'REGION_CPE_CHAIRPERSON',
          pending_comment: 'ok',
          confirmed: true,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await sendBack(t.app, project.uuid, s.regionSecretary, { pending_comment: 'Totals differ.' }))
        .statusCode,
    ).toBe(200);
  });
});
