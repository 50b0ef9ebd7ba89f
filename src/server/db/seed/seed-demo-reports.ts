import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Actor } from '../../services/audit/audit-log';
import {
  DEFAULT_SCHEMAS_DIR,
  type ActivityCatalogue,
  type LoadedActivityType,
} from '../../services/activities/activity-catalogue';
import { fileRules } from '../../services/activities/report-files';
import { submitReport } from '../../services/activities/submit-report';
import { DomainError } from '../../services/errors';
import type { FileStore } from '../../services/files/file-store';
import { calculatePoints } from '../../services/review/point-calculation';
import type { Db, Tx } from '../database';
import { colomboDate } from '../../../shared/time/colombo';
import {
  activities,
  activityPoints,
  auditLog,
  clubs,
  members,
  officeRoleAssignments,
  officeRoles,
  users,
} from '../schema';
import { createRandom, DEMO_SEED, type Random } from './demo-data';
import { demoLoginEmail } from './demo-logins';
import { createDemoPhotoRoll, type DemoPhotoRoll } from './demo-photo-roll';
import { planDemoReports, type PlannedReport } from './demo-reports';
import { reportMaterial, type ReportMaterialContext } from './demo-report-data';
import { seedDemoClubProjects } from './seed-demo-club-projects';

/** What the demo reports are filed with: the services' file store and the activity catalogue. */
export interface DemoReportServices {
  files: FileStore;
  catalogue: ActivityCatalogue;
  /** The schemas folder the catalogue was loaded from (SCHEMAS_DIR); the project's by default. */
  schemasDir?: string;
}

/** How the demo's reports turned out, for the seed's summary and its tests. */
export interface DemoReportCounts {
  reports: number;
  entries: number;
  files: number;
  /** Reports the plan named that no form of their data could be filed with (should stay 0). */
  skipped: number;
  /** The generated service projects written first (seed-demo-club-projects.ts), and in how long. */
  projects: number;
  projectSeconds: number;
  /** True when `stopped` ended the filing before the end. */
  stopped: boolean;
}

/** The offices that file a club's reports in the demo: its president, or its secretary. */
const FILING_OFFICES = ['CLUB_PRESIDENT', 'CLUB_SECRETARY'];

/** The evaluator who decides the demo's reports. */
const EVALUATOR_OFFICE = 'CLUBS_PERFORMANCE_EVALUATION';

/** Comments an evaluator writes when refusing a line or a report. */
const REJECT_COMMENTS = [
  'The attendance sheet is not signed by the club secretary; please attach the signed copy.',
  'The photos do not show the event; attach photos taken at the activity.',
  'The number of members does not match the attendance sheet.',
  'The date is outside the reporting month.',
  'Please attach the receipt for the amount claimed.',
  'This was already claimed in last month’s report.',
];

/**
 * Each type's example.json: the realistic filled form the demo's reports start from. A type of a
 * district's own schemas that has none is left out of the demo.
 */
async function examples(
  types: readonly LoadedActivityType[],
  schemasDir: string,
): Promise<Map<string, Record<string, unknown>>> {
  const read = await Promise.all(
    types.map(async (type) => {
      const text = await readFile(join(schemasDir, 'activities', type.key, 'example.json'), 'utf8').catch(
        () => null,
      );
      return text === null ? null : ([type.key, JSON.parse(text) as Record<string, unknown>] as const);
    }),
  );
  return new Map(read.filter((entry) => entry !== null));
}

/** The users who file for each club (by club id): its president and secretary this year. */
async function filersByClub(tx: Db): Promise<Map<number, Actor[]>> {
  const rows = await tx
    .select({ userId: users.id, clubId: officeRoleAssignments.clubId, role: officeRoles.code })
    .from(officeRoleAssignments)
    .innerJoin(officeRoles, eq(officeRoles.id, officeRoleAssignments.officeRoleId))
    .innerJoin(users, eq(users.memberId, officeRoleAssignments.memberId))
    .where(and(inArray(officeRoles.code, FILING_OFFICES), isNotNull(officeRoleAssignments.clubId)));
  const byClub = new Map<number, Actor[]>();
  for (const row of rows) {
    const list = byClub.get(row.clubId!) ?? [];
    list.push({ userId: row.userId, role: row.role, ip: null });
    byClub.set(row.clubId!, list);
  }
  return byClub;
}

/** The evaluator's actor: the demo login of the clubs' performance evaluation. */
async function evaluator(tx: Db): Promise<Actor> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoLoginEmail(EVALUATOR_OFFICE)));
  if (!row) throw new Error('Demo seed: no evaluator login to decide the reports');
  return { userId: row.id, role: EVALUATOR_OFFICE, ip: null };
}

/** Files one planned report (each of its entries) as the club's officer; answers its id, or null. */
async function fileReport(
  tx: Tx,
  services: DemoReportServices,
  random: Random,
  plan: PlannedReport,
  type: LoadedActivityType,
  example: Record<string, unknown>,
  officer: Actor,
  context: ReportMaterialContext,
  counts: DemoReportCounts,
): Promise<FiledReport | null> {
  let filed: FiledReport | null = null;
  for (let entry = 0; entry < plan.entries; entry += 1) {
    // A varied form first; the example's own numbers when a variation breaks one of the type's rules.
    for (const vary of [true, false]) {
      const { fields, uploads } = reportMaterial(random, type, example, context, vary);
      try {
        const report = await submitReport(tx, services.files, services.catalogue, officer, {
          type,
          clubId: context.clubId,
          body: { month: plan.month, ...fields },
          uploads,
          transport: type.transport === 'json' ? 'json' : 'multipart',
          filedAt: new Date(
            `${plan.filedOn}T${String(random.int(7, 21)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00+05:30`,
          ),
        });
        filed = { id: report.id, uuid: report.uuid };
        counts.entries += 1;
        counts.files += uploads.length;
        break;
      } catch (err) {
        if (!(err instanceof DomainError) || err.kind !== 'invalid') throw err;
        if (!vary) return filed;
      }
    }
  }
  return filed;
}

/** A report the demo filed: its id, and its uuid for the audit log. */
interface FiledReport {
  id: number;
  uuid: string;
}

/** The evaluator's decisions on the demo's reports, gathered while filing and written at the end. */
interface Decisions {
  /** Reports approved, every line approved but `rejectedLine` when set. */
  approved: { report: FiledReport; rejectedLine: { id: number; comment: string } | null }[];
  rejected: { report: FiledReport; comment: string }[];
  /** Reports under review: one line approved, the report PENDING. */
  inReview: { report: FiledReport; lineId: number }[];
}

/**
 * Prepares the evaluator's work on a filed report as its planned outcome says. The points are
 * calculated by the service (the engine, as when the evaluator opens the panel); the decisions are
 * only noted here and written in bulk by `writeDecisions`: one at a time through the decision service
 * they cost a transaction per line, which would keep a new district waiting half a minute at start.
 */
async function prepareDecision(
  tx: Tx,
  services: DemoReportServices,
  random: Random,
  judge: Actor,
  type: LoadedActivityType,
  report: FiledReport,
  outcome: PlannedReport['outcome'],
  decisions: Decisions,
): Promise<void> {
  if (outcome === 'waiting') return;
  if (outcome === 'rejected') {
    decisions.rejected.push({ report, comment: random.pick(REJECT_COMMENTS) });
    return;
  }
  await calculatePoints(tx, judge, type, report.id);
  const lines = await tx
    .select({ id: activityPoints.id })
    .from(activityPoints)
    .where(eq(activityPoints.activityId, report.id))
    .orderBy(activityPoints.id);
  if (outcome === 'in-review') {
    if (lines[0]) decisions.inReview.push({ report, lineId: lines[0].id });
    return;
  }
  const refused = outcome === 'approved-line-rejected' && lines.length > 1 ? random.pick(lines) : null;
  decisions.approved.push({
    report,
    rejectedLine: refused ? { id: refused.id, comment: random.pick(REJECT_COMMENTS) } : null,
  });
}

/** Ids in slices small enough for one statement's parameters. */
function* slices<T>(items: readonly T[], size = 500): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/**
 * Writes the noted decisions as the review machines would leave them: lines APPROVED or REJECTED
 * with their comment, reports APPROVED, REJECTED with their comment, or PENDING; each decision by the
 * evaluator a few days after the filing (never after now), and each recorded in the audit log.
 */
async function writeDecisions(tx: Tx, judge: Actor, decisions: Decisions): Promise<void> {
  const decidedAt = sql`least(now(), ${activities.createdAt} + (2 + ${activities.id} % 9) * interval '1 day')`;
  const approvedIds = decisions.approved.map((d) => d.report.id);
  for (const ids of slices(approvedIds)) {
    await tx
      .update(activityPoints)
      .set({ status: 'APPROVED' })
      .where(inArray(activityPoints.activityId, ids));
    await tx
      .update(activities)
      .set({ status: 'APPROVED', decidedBy: judge.userId, decidedAt })
      .where(inArray(activities.id, ids));
  }
  for (const { rejectedLine } of decisions.approved) {
    if (!rejectedLine) continue;
    await tx
      .update(activityPoints)
      .set({ status: 'REJECTED', rejectComment: rejectedLine.comment })
      .where(eq(activityPoints.id, rejectedLine.id));
  }
  for (const { report, comment } of decisions.rejected) {
    await tx
      .update(activities)
      .set({ status: 'REJECTED', reviewComment: comment, decidedBy: judge.userId, decidedAt })
      .where(eq(activities.id, report.id));
  }
  for (const ids of slices(decisions.inReview.map((d) => d.lineId))) {
    await tx.update(activityPoints).set({ status: 'APPROVED' }).where(inArray(activityPoints.id, ids));
  }
  for (const ids of slices(decisions.inReview.map((d) => d.report.id))) {
    await tx.update(activities).set({ status: 'PENDING' }).where(inArray(activities.id, ids));
  }
  const audited = [
    ...decisions.approved.map((d) => ({ uuid: d.report.uuid, action: 'activity.approve' })),
    ...decisions.rejected.map((d) => ({ uuid: d.report.uuid, action: 'activity.reject' })),
    ...decisions.inReview.map((d) => ({ uuid: d.report.uuid, action: 'activity.line.approve' })),
  ];
  for (const batch of slices(audited)) {
    await tx.insert(auditLog).values(
      batch.map((a) => ({
        userId: judge.userId,
        role: judge.role,
        ip: null,
        action: a.action,
        entity: 'activity',
        entityId: a.uuid,
        before: null,
        after: { seed: 'demo' },
      })),
    );
  }
}

/** What filing a part of the demo needs: the plan's helpers, read once. */
interface FilingContext {
  services: DemoReportServices;
  random: Random;
  byKey: Map<string, LoadedActivityType>;
  exampleOf: Map<string, Record<string, unknown>>;
  filers: Map<number, Actor[]>;
  judge: Actor;
  photoRoll: DemoPhotoRoll;
  clubName: Map<number, string>;
  membersOf: Map<number, string[]>;
  today: string;
}

/**
 * True when a report of the type carries a photo: it has a photo slot, and the plan gives it photos
 * or its field that enables Submit is one (then every report of the type has one).
 */
function takesPhoto(type: LoadedActivityType, plan: PlannedReport): boolean {
  const photoSlots = [...fileRules(type)].filter(([, rule]) => !rule.accept.includes('application/pdf'));
  return (
    photoSlots.length > 0 && (plan.photos || photoSlots.some(([slot]) => slot === type.requiredToSubmit))
  );
}

/** Files one club's reports of one month and the evaluator's decisions on them, in one transaction. */
async function fileClubMonth(
  db: Db,
  filing: FilingContext,
  clubId: number,
  plans: readonly PlannedReport[],
  counts: DemoReportCounts,
): Promise<void> {
  const { random } = filing;
  await db.transaction(async (tx) => {
    const decisions: Decisions = { approved: [], rejected: [], inReview: [] };
    for (const plan of plans) {
      const type = filing.byKey.get(plan.key)!;
      const officers = filing.filers.get(clubId);
      if (!officers?.length) throw new Error(`Demo seed: club ${clubId} has no officer to file its reports`);
      const context = {
        clubId,
        month: plan.month,
        filedOn: plan.filedOn,
        today: filing.today,
        clubName: filing.clubName.get(clubId) ?? '',
        members: filing.membersOf.get(clubId) ?? [],
        photos: plan.photos,
        // A new picture for each report that shows one (a shared bank would flag them all as duplicates).
        photoBank: takesPhoto(type, plan) ? [await filing.photoRoll.next()] : [],
      };
      const example = filing.exampleOf.get(type.key)!;
      const officer = random.pick(officers);
      const filed = await fileReport(
        tx,
        filing.services,
        random,
        plan,
        type,
        example,
        officer,
        context,
        counts,
      );
      if (filed === null) {
        counts.skipped += 1;
        continue;
      }
      counts.reports += 1;
      await prepareDecision(tx, filing.services, random, filing.judge, type, filed, plan.outcome, decisions);
    }
    await writeDecisions(tx, filing.judge, decisions);
  });
}

/**
 * Files the demo district's monthly reports for each club and each month of the Lions year so far,
 * through the real services (the schema check, the file checks, the points engine), and decides most
 * of them as the district's evaluator. One transaction per club and month, club by club, so a server
 * that runs this after it is ready keeps answering in between (PGlite has one connection). The plan is
 * deterministic for a given day. A club's month that already holds a report is left alone, so a run
 * that was stopped goes on where it ended; `stopped` ends the filing between two transactions. The
 * clubs' generated service projects are written first, the same way (seedDemoClubProjects).
 */
export async function seedDemoReports(
  db: Db,
  services: DemoReportServices,
  options: { today?: string; stopped?: () => boolean } = {},
): Promise<DemoReportCounts> {
  const today = options.today ?? colomboDate();
  // The clubs' service projects first: a few seconds, and the project screens are full at once.
  const started = performance.now();
  const made = await seedDemoClubProjects(db, { today, stopped: options.stopped });
  const projectSeconds = Math.round((performance.now() - started) / 100) / 10;
  const counts: DemoReportCounts = { reports: 0, entries: 0, files: 0, skipped: 0, ...made, projectSeconds };
  if (made.stopped) return counts;
  const random = createRandom(DEMO_SEED + 49);
  const exampleOf = await examples(services.catalogue.types, services.schemasDir ?? DEFAULT_SCHEMAS_DIR);
  const types = services.catalogue.types.filter((type) => exampleOf.has(type.key));
  const clubRows = await db.select({ id: clubs.id, name: clubs.name }).from(clubs).orderBy(clubs.id);
  // A club's month that holds a report was filed by an earlier, interrupted run (or by its officers).
  const filed = new Set(
    (await db.selectDistinct({ clubId: activities.clubId, month: activities.month }).from(activities)).map(
      (r) => `${r.clubId}:${r.month}`,
    ),
  );
  const memberRows = await db.select({ uuid: members.uuid, clubId: members.clubId }).from(members);
  const membersOf = new Map<number, string[]>();
  for (const m of memberRows) {
    const list = membersOf.get(m.clubId!) ?? [];
    list.push(m.uuid);
    membersOf.set(m.clubId!, list);
  }
  const filing: FilingContext = {
    services,
    random,
    byKey: new Map(types.map((type) => [type.key, type])),
    exampleOf,
    filers: await filersByClub(db),
    judge: await evaluator(db),
    photoRoll: createDemoPhotoRoll(),
    clubName: new Map(clubRows.map((c) => [c.id, c.name])),
    membersOf,
    today,
  };

  const plan = planDemoReports(random, types, clubRows.length, today);
  for (const [index, club] of clubRows.entries()) {
    const ofClub = plan.filter((report) => report.club === index);
    for (const month of new Set(ofClub.map((report) => report.month))) {
      if (filed.has(`${club.id}:${month}`)) continue;
      if (options.stopped?.()) return { ...counts, stopped: true };
      await fileClubMonth(
        db,
        filing,
        club.id,
        ofClub.filter((report) => report.month === month),
        counts,
      );
    }
  }
  return counts;
}
