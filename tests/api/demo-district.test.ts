import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import {
  activities,
  activityPoints,
  clubs,
  projectCommitteeMembers,
  projectPointLines,
  projectPoints,
  projectStatusLogs,
  serviceProjects,
  zones,
} from '../../src/server/db/schema';
import { createRandom, DEMO_SEED } from '../../src/server/db/seed/demo-data';
import { planDemoReports } from '../../src/server/db/seed/demo-reports';
import { historyFault } from '../../src/server/db/seed/review-path-check';
import {
  officesHeld,
  seedDemoClubProjects,
  type DemoClubProjectCounts,
} from '../../src/server/db/seed/seed-demo-club-projects';
import { seedDemo } from '../../src/server/db/seed/seed-demo';
import { projectPointsContext } from '../../src/server/services/project-review/estimate';
import { projectPointsDefinition } from '../../src/server/services/project-review/points-definition';
import { CHAIRMAN_LEVEL } from '../../src/server/services/project-review/review-levels';
import { PROJECT_STATUSES } from '../../src/shared/machines';
import { computeProjectPoints, roundPoints } from '../../src/shared/points';
import { lionsYearOf } from '../../src/shared/time/lions-year';
import {
  claimPendingDemoReports,
  finishDemoReports,
  markDemoReportsPending,
} from '../../src/server/db/seed/demo-reports-job';
import { seedDemoReports, type DemoReportCounts } from '../../src/server/db/seed/seed-demo-reports';
import { dueDateOf } from '../../src/shared/time/activity-months';
import { colomboDate } from '../../src/shared/time/colombo';
import { pinToday } from '../helpers/pin-today';
import { as, createTestApp, signIn, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

// The living demo (issue 15): a new district's first start files a Lions year of monthly reports
// through the real services, and gives every club service projects in every status of the review,
// so every list, total and review screen shows them.

const TODAY = '2026-11-26';
pinToday(TODAY);

let t: TestApp;
let counts: DemoReportCounts;
let first: DemoReportCounts;

beforeAll(async () => {
  t = await createTestApp({ env: { FILES_DIR: `/tmp/club-cms-demo-district-${process.pid}` } });
  // Stopped after two club-months (a server closing during its first start), then run again, as
  // the next start does: it goes on where the first ended.
  let asked = 0;
  const services = { files: t.app.files, catalogue: t.app.activityCatalogue };
  first = await seedDemoReports(t.database.db, services, { stopped: () => ++asked > 2 });
  counts = await seedDemoReports(t.database.db, services);
}, 120_000);
afterAll(() => t.close());

const rows = () => t.database.db.select().from(activities);

describe('the demo district’s monthly reports', () => {
  it('files every planned report, with its files, none refused, across a stop and a new start', async () => {
    expect(first.stopped).toBe(true);
    expect(first.reports).toBeGreaterThan(0);
    expect(counts.stopped).toBe(false);
    expect(counts.skipped).toBe(0);
    expect(counts.files).toBeGreaterThan(0);
    const planned = planDemoReports(createRandom(DEMO_SEED + 49), t.app.activityCatalogue.types, 3, TODAY);
    expect(first.reports + counts.reports).toBe(planned.length);
    expect(await rows()).toHaveLength(planned.length);
  });

  it('gives every club reports in every month so far, and the current month only partly', async () => {
    const all = await rows();
    const clubIds = (await t.database.db.select({ id: clubs.id }).from(clubs)).map((c) => c.id);
    for (const clubId of clubIds) {
      const months = new Set(all.filter((r) => r.clubId === clubId).map((r) => r.month));
      expect([...months].sort()).toEqual(['07', '08', '09', '10', '11']);
    }
    const inMonth = (month: string) => all.filter((r) => r.month === month).length;
    expect(inMonth('11')).toBeLessThan(inMonth('10'));
  });

  it('files most reports on time and some late, never after today', async () => {
    const all = await rows();
    const late = all.filter((r) => {
      const type = t.app.activityCatalogue.byKey(r.key)!;
      return colomboDate(r.createdAt) > dueDateOf(r.month, type.schedule.dueDay, TODAY);
    });
    expect(late.length).toBeGreaterThan(0);
    expect(late.length).toBeLessThan(all.length / 2);
    expect(all.every((r) => colomboDate(r.createdAt) <= TODAY)).toBe(true);
  });

  it('has decisions on most past reports: approved with engine points, rejected with comments, some waiting', async () => {
    const all = await rows();
    const byStatus = (status: string) => all.filter((r) => r.status === status);
    expect(byStatus('APPROVED').length).toBeGreaterThan(all.length / 2);
    expect(byStatus('SUBMITTED').length).toBeGreaterThan(0);
    expect(byStatus('REJECTED').every((r) => (r.reviewComment ?? '').length > 10)).toBe(true);
    expect(byStatus('APPROVED').every((r) => r.decidedAt !== null && r.decidedBy !== null)).toBe(true);

    const lines = await t.database.db.select().from(activityPoints);
    const approvedPoints = lines
      .filter((l) => l.status === 'APPROVED')
      .reduce((sum, l) => sum + Number(l.totalPoints), 0);
    expect(approvedPoints).toBeGreaterThan(0);
    const rejectedLines = lines.filter((l) => l.status === 'REJECTED');
    expect(rejectedLines.length).toBeGreaterThan(0);
    expect(rejectedLines.every((l) => (l.rejectComment ?? '').length > 10)).toBe(true);
  });

  it('is the same plan every time for the same day', () => {
    const types = t.app.activityCatalogue.types;
    const plan = () => planDemoReports(createRandom(DEMO_SEED + 49), types, 3, TODAY);
    expect(plan()).toEqual(plan());
  });

  it('files nothing more when run once the year is in', async () => {
    const again = await seedDemoReports(t.database.db, {
      files: t.app.files,
      catalogue: t.app.activityCatalogue,
    });
    expect(again.reports).toBe(0);
    expect(await rows()).toHaveLength(first.reports + counts.reports);
    // The clubs' projects were written by the first run, before it stopped, and not again.
    expect(first.projects).toBeGreaterThan(0);
    expect(counts.projects + again.projects).toBe(0);
  });
});

describe('what a new user sees', () => {
  it('the evaluator’s review list holds reports of last month, and the club’s home its points', async () => {
    const evaluator = await signIn(t.app, 'CLUBS_PERFORMANCE_EVALUATION');
    const review = await t.app.inject({
      method: 'GET',
      url: '/api/cpe-activity/10/list',
      ...as(evaluator.token, 'CLUBS_PERFORMANCE_EVALUATION'),
    });
    expect(review.statusCode).toBe(200);
    expect(review.json().data.length).toBeGreaterThan(0);

    const president = await signIn(t.app, 'CLUB_PRESIDENT');
    const own = president.roles[0]!.club!.uuid;
    const home = await t.app.inject({
      method: 'GET',
      url: '/api/club/points',
      ...as(president.token, 'CLUB_PRESIDENT', own),
    });
    expect(home.statusCode).toBe(200);
    const overview = home.json().data;
    expect(overview.admin).toBeGreaterThan(0);
    expect(overview.meetingCount).toBeGreaterThan(0);
  });

  it('the evaluator’s project list holds every club’s projects, the generated ones too', async () => {
    const evaluator = await signIn(t.app, 'CLUBS_PERFORMANCE_EVALUATION');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/service-project/list/se=',
      ...as(evaluator.token, 'CLUBS_PERFORMANCE_EVALUATION'),
    });
    expect(list.statusCode).toBe(200);
    const all = await t.database.db.select({ clubId: serviceProjects.clubId }).from(serviceProjects);
    expect(list.json().meta.total).toBe(all.length);
    expect(new Set(all.map((p) => p.clubId)).size).toBe(3);
  });

  it('a filed document opens: a report’s stored PDF is a PDF', async () => {
    const all = await rows();
    const names = all.flatMap((r) =>
      Object.values(r.data as Record<string, unknown>).filter(
        (v): v is string => typeof v === 'string' && v.endsWith('.pdf'),
      ),
    );
    expect(names.length).toBeGreaterThan(0);
    const bytes = await t.app.files.read(names[0]!);
    expect(bytes?.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the demo reports’ job row (a first start stopped half way)', () => {
  it('is pending after the district loads, claimed by the next start, and done once filed', async () => {
    const db = t.database.db;
    await markDemoReportsPending(db);
    // Another PostgreSQL process filing right now is not joined.
    expect(await claimPendingDemoReports(db, 10 * 60_000)).toBe(false);
    // A PGlite restart takes it over at once.
    expect(await claimPendingDemoReports(db, 0)).toBe(true);
    await finishDemoReports(db, 'filed');
    expect(await claimPendingDemoReports(db, 0)).toBe(false);
    // Loading a district again never reopens a finished year.
    await markDemoReportsPending(db);
    expect(await claimPendingDemoReports(db, 0)).toBe(false);
  });
});

describe('the demo district’s service projects (a district of eight clubs)', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let firstRun: DemoClubProjectCounts;
  let secondRun: DemoClubProjectCounts;
  const db = () => database.db;

  beforeAll(async () => {
    ({ database, dispose } = await createTestDatabase());
    await seedDemo(database.db, { clubs: 8, membersPerClub: 5 });
    // Stopped after two clubs, then run again as the next start does.
    let asked = 0;
    firstRun = await seedDemoClubProjects(database.db, { stopped: () => ++asked > 2 });
    secondRun = await seedDemoClubProjects(database.db);
  }, 120_000);
  afterAll(() => dispose());

  const projects = () => db().select().from(serviceProjects).orderBy(asc(serviceProjects.id));

  it('gives every club projects, 2 to 4 generated ones each beside the hand-written, across a stop', async () => {
    expect(firstRun).toMatchObject({ stopped: true });
    expect(firstRun.projects).toBeGreaterThan(0);
    expect(secondRun.stopped).toBe(false);
    const all = await projects();
    const clubIds = (await db().select({ id: clubs.id }).from(clubs).orderBy(clubs.id)).map((c) => c.id);
    expect(clubIds).toHaveLength(8);
    for (const [index, clubId] of clubIds.entries()) {
      const count = all.filter((p) => p.clubId === clubId).length;
      if (index < 2) expect(count).toBeGreaterThan(0);
      else expect([2, 3, 4]).toContain(count);
    }
    expect(firstRun.projects + secondRun.projects).toBe(all.length - 9);
  });

  it('holds every status of the review machine', async () => {
    const statuses = new Set((await projects()).map((p) => p.status));
    expect([...statuses].sort()).toEqual([...PROJECT_STATUSES].sort());
  });

  it('gives each project a history that is a legal path of the machine, ending in its status, by plausible hands', async () => {
    const today = colomboDate();
    const held = await officesHeld(db(), today);
    const placeOf = new Map(
      (
        await db()
          .select({ id: clubs.id, zoneId: clubs.zoneId, regionId: zones.regionId })
          .from(clubs)
          .innerJoin(zones, eq(zones.id, clubs.zoneId))
      ).map((c) => [c.id, c]),
    );
    for (const project of await projects()) {
      const label = project.projectTitle ?? '';
      const history = await db()
        .select()
        .from(projectStatusLogs)
        .where(eq(projectStatusLogs.projectId, project.id))
        .orderBy(asc(projectStatusLogs.id));
      const rows = history.map((h) => ({ status: h.status, role: h.roleCode, comment: h.comment }));
      expect(historyFault(project.projectType, rows), label).toBeNull();
      expect(history.at(-1)?.status, label).toBe(project.status);
      for (let i = 1; i < history.length; i += 1) {
        expect(history[i]!.createdAt >= history[i - 1]!.createdAt, label).toBe(true);
      }
      expect(history.at(-1)!.createdAt <= new Date(), label).toBe(true);
      const [chairman] = await db()
        .select({ memberId: projectCommitteeMembers.memberId })
        .from(projectCommitteeMembers)
        .where(eq(projectCommitteeMembers.projectId, project.id))
        .orderBy(asc(projectCommitteeMembers.id));
      const place = placeOf.get(project.clubId)!;
      for (const row of history) {
        if (row.roleCode === CHAIRMAN_LEVEL) {
          expect(row.memberId, label).toBe(chairman!.memberId);
          continue;
        }
        // The member held that office today, for the project's club, zone or region, or the district.
        const holds = held.some(
          (h) =>
            h.memberId === row.memberId &&
            h.role === row.roleCode &&
            (h.clubId ?? h.zoneId ?? h.regionId) ===
              (h.clubId ? place.id : h.zoneId ? place.zoneId : h.regionId ? place.regionId : null),
        );
        expect(holds, `${label}: ${row.status} by ${row.roleCode}`).toBe(true);
      }
      expect(project.date! >= lionsYearOf(today).from && project.date! <= today, label).toBe(true);
    }
  });

  it('gives approved projects decided lines, and the points the engine gives for the lines approved', async () => {
    const definition = projectPointsDefinition();
    const approved = (await projects()).filter((p) => p.status === 'APPROVED');
    expect(approved.length).toBeGreaterThan(1);
    let refused = 0;
    for (const project of approved) {
      const label = project.projectTitle ?? '';
      const lines = await db()
        .select()
        .from(projectPointLines)
        .where(eq(projectPointLines.projectId, project.id));
      const engine = computeProjectPoints(definition, await projectPointsContext(db(), project));
      expect(lines.map((l) => [l.itemKey, Number(l.totalPoint)]).sort(), label).toEqual(
        engine.map((l) => [l.key, l.total]).sort(),
      );
      expect(
        lines.every((l) => l.status !== 'PENDING'),
        label,
      ).toBe(true);
      const rejected = lines.filter((l) => l.status === 'REJECTED');
      refused += rejected.length;
      for (const line of rejected) expect(line.rejectComment?.length, label).toBeGreaterThan(10);
      const keptKeys = new Set(lines.filter((l) => l.status === 'APPROVED').map((l) => l.itemKey));
      const [approval] = await db()
        .select()
        .from(projectPoints)
        .where(eq(projectPoints.projectId, project.id))
        .orderBy(asc(projectPoints.id));
      expect(approval?.kind, label).toBe('approval');
      expect(Number(approval!.points), label).toBe(
        roundPoints(engine.filter((l) => keptKeys.has(l.key)).reduce((sum, l) => sum + l.total, 0)),
      );
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('writes no more projects when run again', async () => {
    const before = (await projects()).length;
    const again = await seedDemoClubProjects(db());
    expect(again).toEqual({ projects: 0, stopped: false });
    expect(await projects()).toHaveLength(before);
  });
});
