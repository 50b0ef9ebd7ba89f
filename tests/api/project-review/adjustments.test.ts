import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, projectPoints } from '../../../src/server/db/schema';
import { insertProject, projectRow } from '../../helpers/project-fixtures';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { decideLine, finalApproval, projectInfo, reviewSessions, type Headers } from './review-calls';

let t: TestApp;
let s: Awaited<ReturnType<typeof reviewSessions>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await reviewSessions(t.app);
});
afterAll(() => t.close());

const STALE = 'The project has changed since you opened it. Reload it and decide again.';
const REVERSED = 'This adjustment has already been reversed.';

/** POST point-update as given (the version too). */
const post = (app: TestApp['app'], uuid: string, who: Headers, payload: object) =>
  app.inject({ method: 'POST', url: `/api/service-project/${uuid}/point-update`, headers: who, payload });

/** The project's version, as the preview has it (data.version of the detail). */
const versionOf = async (uuid: string) => (await projectInfo(t.app, uuid, s.cpe)).version;

/** An adjustment sent with the version the evaluator sees now. */
const adjust = async (uuid: string, payload: object, who: Headers = s.cpe) =>
  post(t.app, uuid, who, { version: await versionOf(uuid), ...payload });

/** The project's approved points rows as stored. */
const rowsOf = (projectId: number) =>
  t.database.db.select().from(projectPoints).where(eq(projectPoints.projectId, projectId));

/** The id of the adjustment whose reason is `comment`, as the detail answers it. */
async function adjustmentId(uuid: string, comment: string): Promise<number> {
  const row = (await projectInfo(t.app, uuid, s.cpe)).projectApprovedPoints.find(
    (p) => p.comment === comment,
  );
  if (!row) throw new Error(`no adjustment '${comment}'`);
  return row.id;
}

/**
 * A project of the demo club taken through the review with every line approved and finally approved
 * by the evaluator: its approved points are the lines' sum (`total`, more than 0).
 */
async function approvedProject(app: TestApp['app'] = t.app, database = t.database, cpe = s.cpe) {
  const project = await insertProject(database.db, { status: 'REGION_GST_REVIEW' });
  for (const line of (await projectInfo(app, project.uuid, cpe)).projectPoints)
    expect((await decideLine(app, cpe, { id: line.id, status: 'APPROVED' })).statusCode).toBe(200);
  expect((await finalApproval(app, project.uuid, cpe)).statusCode).toBe(200);
  const info = await projectInfo(app, project.uuid, cpe);
  expect(info.approvedTotal).toBeGreaterThan(0);
  return { ...project, total: info.approvedTotal, version: info.version };
}

describe('an adjustment', () => {
  it('lands once: the same adjustment sent twice with one version gives one 200, one 409, one row', async () => {
    const project = await approvedProject();
    const body = { point: 5, comment: 'Newspaper coverage.', version: project.version };
    const first = await post(t.app, project.uuid, s.cpe, body);
    expect(first.json()).toEqual({ status_code: 200, message: 'Points have been adjusted' });
    const again = await post(t.app, project.uuid, s.cpe, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(STALE);

    // Sent at once (a double click), too.
    const version = await versionOf(project.uuid);
    const both = await Promise.all(
      [1, 2].map(() => post(t.app, project.uuid, s.cpe, { point: 2, comment: 'Radio.', version })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);

    const info = await projectInfo(t.app, project.uuid, s.cpe);
    expect(info.projectApprovedPoints.map((p) => [p.kind, p.points])).toEqual([
      ['approval', project.total],
      ['adjustment', 5],
      ['adjustment', 2],
    ]);
    expect(info.approvedTotal).toBe(project.total + 7);
    expect(info.version).toBe(project.version + 2);
  });

  it('needs the version: without it 422 in the spec’s shape and nothing written', async () => {
    const project = await approvedProject();
    const res = await post(t.app, project.uuid, s.cpe, { point: 5, comment: 'Newspaper coverage.' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status_code: 422,
      errors: { version: ['The version field is required.'] },
    });
    expect(await rowsOf(project.id)).toHaveLength(1);
    expect((await projectRow(t.database.db, project.uuid)).version).toBe(project.version);
  });

  it('is at most PROJECT_ADJUSTMENT_LIMIT either way (1000 unless set), and the contract’s 100000 at all', async () => {
    const project = await approvedProject();
    for (const point of [1000.5, -1001]) {
      const res = await adjust(project.uuid, { point, comment: 'Too much.' });
      expect(res.statusCode, String(point)).toBe(422);
      expect(res.json().errors).toEqual({
        point: ['An adjustment may add or take away at most 1000 points.'],
      });
    }
    const beyond = await adjust(project.uuid, { point: 100_001, comment: 'Far too much.' });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().errors).toEqual({ point: ['The point field must not be greater than 100000.'] });
    expect(await rowsOf(project.id)).toHaveLength(1);
    expect((await adjust(project.uuid, { point: 1000, comment: 'A national award.' })).statusCode).toBe(200);
  });

  it('honours a district’s own PROJECT_ADJUSTMENT_LIMIT', async () => {
    const other = await createTestApp({ env: { PROJECT_ADJUSTMENT_LIMIT: '50' } });
    try {
      const cpe = (await reviewSessions(other.app)).cpe;
      const project = await approvedProject(other.app, other.database, cpe);
      const over = await post(other.app, project.uuid, cpe, {
        point: 51,
        comment: 'Radio.',
        version: project.version,
      });
      expect(over.statusCode).toBe(422);
      expect(over.json().errors).toEqual({
        point: ['An adjustment may add or take away at most 50 points.'],
      });
      const within = await post(other.app, project.uuid, cpe, {
        point: -50,
        comment: 'Late.',
        version: project.version,
      });
      expect(within.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('may not take the project’s approved points below zero: 422 saying the total, nothing written', async () => {
    const project = await approvedProject();
    const below = await adjust(project.uuid, { point: -(project.total + 0.5), comment: 'Not a project.' });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors).toEqual({
      point: [
        `The approved points of this project are now ${project.total}; an adjustment may not take them below zero.`,
      ],
    });
    expect(await rowsOf(project.id)).toHaveLength(1);
    expect((await projectRow(t.database.db, project.uuid)).version).toBe(project.version);

    // Down to zero is allowed; then nothing more can be taken away.
    expect(
      (await adjust(project.uuid, { point: -project.total, comment: 'Not a project.' })).statusCode,
    ).toBe(200);
    expect((await projectInfo(t.app, project.uuid, s.cpe)).approvedTotal).toBe(0);
    const more = await adjust(project.uuid, { point: -1, comment: 'Again.' });
    expect(more.json().errors.point).toEqual([
      'The approved points of this project are now 0; an adjustment may not take them below zero.',
    ]);
  });

  it('needs an approved project (409), and the evaluator (403)', async () => {
    const inReview = await insertProject(t.database.db, { status: 'REGION_GST_REVIEW' });
    const early = await adjust(inReview.uuid, { point: 5, comment: 'Press coverage' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Points can only be adjusted once the project is approved.');

    const project = await approvedProject();
    for (const who of [s.president, s.secretary, s.zone]) {
      expect((await adjust(project.uuid, { point: 5, comment: 'x' }, who)).statusCode).toBe(403);
    }
    expect(await rowsOf(project.id)).toHaveLength(1);
  });
});

describe('a reversal', () => {
  it('lands once and gives the points back; the rows say which reverses which', async () => {
    const project = await approvedProject();
    expect(
      (await adjust(project.uuid, { point: -12.5, comment: 'Photos of another project.' })).statusCode,
    ).toBe(200);
    const id = await adjustmentId(project.uuid, 'Photos of another project.');
    const version = await versionOf(project.uuid);
    const body = { reverses: id, comment: 'The photos were of this project after all.', version };

    const res = await post(t.app, project.uuid, s.cpe, body);
    expect(res.json()).toEqual({ status_code: 200, message: 'The adjustment has been reversed' });
    const again = await post(t.app, project.uuid, s.cpe, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(STALE);
    const newer = await adjust(project.uuid, { reverses: id, comment: 'Once more.' });
    expect(newer.statusCode).toBe(409);
    expect(newer.json().message).toBe(REVERSED);

    const info = await projectInfo(t.app, project.uuid, s.president);
    expect(info.approvedTotal).toBe(project.total);
    const [approval, adjustment, reversal] = info.projectApprovedPoints;
    expect(info.projectApprovedPoints).toHaveLength(3);
    expect(approval).toMatchObject({ kind: 'approval', reverses_id: null, reversed: false });
    expect(adjustment).toMatchObject({ id, points: -12.5, reverses_id: null, reversed: true });
    expect(reversal).toMatchObject({
      kind: 'adjustment',
      points: 12.5,
      comment: 'The photos were of this project after all.',
      reverses_id: id,
      reversed: false,
    });
  });

  it('takes a point only when it is minus the reversed adjustment’s, and needs a reason', async () => {
    const project = await approvedProject();
    await adjust(project.uuid, { point: 8, comment: 'Radio interview.' });
    const id = await adjustmentId(project.uuid, 'Radio interview.');
    const wrong = await adjust(project.uuid, { reverses: id, point: 8, comment: 'Counted twice.' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      point: ['A reversal gives back the points of the adjustment it reverses: -8.'],
    });
    const bare = await adjust(project.uuid, { reverses: id, comment: '  ' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors).toEqual({ comment: ['Please enter all inputs'] });
    expect(await rowsOf(project.id)).toHaveLength(2);
    expect(
      (await adjust(project.uuid, { reverses: id, point: -8, comment: 'Counted twice.' })).statusCode,
    ).toBe(200);
  });

  it('reverses adjustments only: not the approval row, not a reversal, not another project’s (422)', async () => {
    const project = await approvedProject();
    const other = await approvedProject();
    await adjust(project.uuid, { point: 3, comment: 'Poster.' });
    await adjust(other.uuid, { point: 4, comment: 'Banner.' });
    const [approval] = (await projectInfo(t.app, project.uuid, s.cpe)).projectApprovedPoints;
    const id = await adjustmentId(project.uuid, 'Poster.');
    await adjust(project.uuid, { reverses: id, comment: 'No poster.' });
    const reversal = (await projectInfo(t.app, project.uuid, s.cpe)).projectApprovedPoints.find(
      (p) => p.reverses_id === id,
    )!;
    const refused = [
      [approval!.id, 'The points of the final approval cannot be reversed; add an adjustment instead.'],
      [reversal.id, 'A reversal cannot be reversed; add a new adjustment instead.'],
      [await adjustmentId(other.uuid, 'Banner.'), 'This project has no adjustment with that id.'],
      [2_000_000_000, 'This project has no adjustment with that id.'],
    ] as const;
    const before = await rowsOf(project.id);
    for (const [reverses, message] of refused) {
      const res = await adjust(project.uuid, { reverses, comment: 'Undo.' });
      expect(res.statusCode, message).toBe(422);
      expect(res.json().errors).toEqual({ reverses: [message] });
    }
    for (const reverses of [0, 'x', 2_147_483_648]) {
      expect((await adjust(project.uuid, { reverses, comment: 'Undo.' })).statusCode).toBe(422);
    }
    expect(await rowsOf(project.id)).toHaveLength(before.length);
    expect((await projectInfo(t.app, other.uuid, s.cpe)).approvedTotal).toBe(other.total + 4);
  });

  it('of one adjustment sent twice at once: one 200 and one 409', async () => {
    const project = await approvedProject();
    await adjust(project.uuid, { point: 6, comment: 'TV coverage.' });
    const id = await adjustmentId(project.uuid, 'TV coverage.');
    const version = await versionOf(project.uuid);
    const both = await Promise.all(
      ['First.', 'Second.'].map((comment) =>
        post(t.app, project.uuid, s.cpe, { reverses: id, comment, version }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await rowsOf(project.id);
    expect(rows.filter((r) => r.reversesId === id)).toHaveLength(1);
    expect((await projectInfo(t.app, project.uuid, s.cpe)).approvedTotal).toBe(project.total);
  });

  it('may not take the approved points below zero either', async () => {
    const project = await approvedProject();
    await adjust(project.uuid, { point: 10, comment: 'Award.' });
    await adjust(project.uuid, { point: -(project.total + 10), comment: 'Not a project.' });
    const id = await adjustmentId(project.uuid, 'Award.');
    const res = await adjust(project.uuid, { reverses: id, comment: 'No award.' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      reverses: [
        'The approved points of this project are now 0; reversing this adjustment would take them below zero.',
      ],
    });
    expect((await projectInfo(t.app, project.uuid, s.cpe)).projectApprovedPoints[1]!.reversed).toBe(false);
  });

  it('is the evaluator’s (403) and needs an approved project (409)', async () => {
    const project = await approvedProject();
    await adjust(project.uuid, { point: 2, comment: 'Leaflets.' });
    const id = await adjustmentId(project.uuid, 'Leaflets.');
    for (const who of [s.president, s.treasurer, s.zone]) {
      expect((await adjust(project.uuid, { reverses: id, comment: 'Undo.' }, who)).statusCode).toBe(403);
    }
    const inReview = await insertProject(t.database.db, { status: 'SUBMITTED' });
    const early = await adjust(inReview.uuid, { reverses: id, comment: 'Undo.' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Points can only be adjusted once the project is approved.');
    expect((await projectInfo(t.app, project.uuid, s.cpe)).projectApprovedPoints[1]!.reversed).toBe(false);
  });
});

describe('the audit log', () => {
  it('keeps each adjustment and reversal with the totals, and each refused one', async () => {
    const project = await approvedProject();
    await adjust(project.uuid, { point: 9, comment: 'Exhibition.' });
    const id = await adjustmentId(project.uuid, 'Exhibition.');
    const version = await versionOf(project.uuid);
    await post(t.app, project.uuid, s.cpe, { reverses: id, comment: 'No exhibition.', version });
    await post(t.app, project.uuid, s.cpe, { reverses: id, comment: 'No exhibition.', version });
    await adjust(project.uuid, { reverses: id, comment: 'Again.' });

    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, project.uuid), like(auditLog.action, 'project.points.%')))
      .orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual([
      'project.points.adjust',
      'project.points.reverse',
      'project.points.reverse.refused',
      'project.points.reverse.refused',
    ]);
    const [adjusted, reversed, stale, twice] = rows;
    expect(adjusted!.before).toEqual({ approvedTotal: project.total });
    expect(adjusted!.after).toMatchObject({
      points: 9,
      comment: 'Exhibition.',
      approvedTotal: project.total + 9,
    });
    expect(reversed!.before).toMatchObject({ reversed: { id, points: 9 }, approvedTotal: project.total + 9 });
    expect(reversed!.after).toMatchObject({ points: -9, reversesId: id, approvedTotal: project.total });
    expect(stale!.after).toEqual({ reason: STALE });
    expect(twice!.after).toEqual({ reason: REVERSED });
    expect(adjusted!.role).toBe('CLUBS_PERFORMANCE_EVALUATION');
  });
});
