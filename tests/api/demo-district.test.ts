import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, activityPoints, clubs } from '../../src/server/db/schema';
import { createRandom, DEMO_SEED } from '../../src/server/db/seed/demo-data';
import { planDemoReports } from '../../src/server/db/seed/demo-reports';
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

// The living demo (issue 15): a new district's first start files a Lions year of monthly reports
// through the real services, and every list, total and review screen shows them.

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
