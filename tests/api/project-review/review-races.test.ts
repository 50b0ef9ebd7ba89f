import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPoints, projectStatusLogs } from '../../../src/server/db/schema';
import { insertProject } from '../../helpers/project-fixtures';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import {
  finalApproval,
  forward,
  OPEN_LINES_TOO,
  projectInfo,
  reviewSessions,
  sendBack,
  statusOf,
} from './review-calls';

let t: TestApp;
let s: Awaited<ReturnType<typeof reviewSessions>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await reviewSessions(t.app);
});
afterAll(() => t.close());

const STALE = 'The project has changed since you opened it. Reload it and decide again.';

describe('two reviewers at once', () => {
  it('give one final approval and one 409, and one approval row', async () => {
    const project = await insertProject(t.database.db, { status: 'REGION_GST_REVIEW' });
    const answers = await Promise.all([
      finalApproval(t.app, project.uuid, s.cpe, OPEN_LINES_TOO),
      finalApproval(t.app, project.uuid, s.cpe, OPEN_LINES_TOO),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(
      'This project has already been approved.',
    );
    expect(await t.database.db.$count(projectPoints, eq(projectPoints.projectId, project.id))).toBe(1);
  });

  it('give one move when a forward and a send-back of the same version race, and the loser is told why', async () => {
    const project = await insertProject(t.database.db, { status: 'CLUB_PRESIDENT_SECRETARY_REVIEW' });
    const version = (await projectInfo(t.app, project.uuid, s.zone)).version;
    const answers = await Promise.all([
      forward(t.app, project.uuid, s.zone, 'ZONE_CHAIRPERSON', { version }),
      sendBack(t.app, project.uuid, s.regionSecretary, { pending_comment: 'Add the bills.', version }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(STALE);
    const logs = await t.database.db
      .select()
      .from(projectStatusLogs)
      .where(eq(projectStatusLogs.projectId, project.id));
    // Creation, the fixture's path (submitted, chairman, club) and exactly one of the two moves.
    expect(logs).toHaveLength(5);
    expect(['ZONE_CHAIRPERSON_REVIEW', 'PENDING']).toContain(await statusOf(t, project.uuid));
  });
});

describe('a decision on a version the caller no longer sees', () => {
  it('is refused with 409 and changes nothing; the current version is accepted', async () => {
    const { uuid } = await insertProject(t.database.db, { status: 'SUBMITTED' });
    const seen = (await projectInfo(t.app, uuid, s.member)).version;
    expect((await forward(t.app, uuid, s.member, 'PROJECT_CHAIRMAN', { version: seen })).statusCode).toBe(
      200,
    );
    // The president opened the project before the chairman's move.
    const stale = await forward(t.app, uuid, s.president, 'CLUB_PRESIDENT_SECRETARY', { version: seen });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE);
    expect(await statusOf(t, uuid)).toBe('PROJECT_CHAIRMAN_REVIEW');
    const staleBack = await sendBack(t.app, uuid, s.president, { pending_comment: 'x', version: seen });
    expect(staleBack.statusCode).toBe(409);
    expect(staleBack.json().message).toBe(STALE);
    const staleApproval = await finalApproval(t.app, uuid, s.cpe, { version: seen });
    expect(staleApproval.json().message).toBe(STALE);
    const now = (await projectInfo(t.app, uuid, s.president)).version;
    expect(now).toBe(seen + 1);
    const fresh = await forward(t.app, uuid, s.president, 'CLUB_PRESIDENT_SECRETARY', { version: now });
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('tells a stale Pending the same, though the caller no longer holds the level it waits for', async () => {
    const { uuid } = await insertProject(t.database.db, { status: 'PROJECT_CHAIRMAN_REVIEW' });
    // The secretary and the president both open it while it waits for the club; the secretary passes it on.
    const seen = (await projectInfo(t.app, uuid, s.president)).version;
    expect(
      (await forward(t.app, uuid, s.secretary, 'CLUB_PRESIDENT_SECRETARY', { version: seen })).statusCode,
    ).toBe(200);
    // The president's Pending on what they saw is stale (409), not "not a reviewer" (403).
    for (const payload of [
      { pending_comment: 'Add the bills.', version: seen },
      {
        pending_comment: 'Add the bills.',
        version: seen,
        is_pending: true,
        role: 'CLUB_PRESIDENT_SECRETARY',
      },
    ]) {
      const res =
        'is_pending' in payload
          ? await t.app.inject({
              method: 'POST',
              url: `/api/service-project/${uuid}/approve-update`,
              headers: s.president,
              payload,
            })
          : await sendBack(t.app, uuid, s.president, payload);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(STALE);
    }
    expect(await statusOf(t, uuid)).toBe('CLUB_PRESIDENT_SECRETARY_REVIEW');
  });
});
