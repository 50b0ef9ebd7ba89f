import { eq, sql } from 'drizzle-orm';
import type { ActivityType } from '../../../shared/catalogue/activity-type';
import { formatDisplayDate } from '../../../shared/time/date-format';
import { colomboDate } from '../../../shared/time/colombo';
import type { Db } from '../../db/database';
import { reminderRuns, reminderSends } from '../../db/schema';
import { renderText } from '../../i18n/render-text';
import { text } from '../../i18n/text';
import { recordAudit, type Actor } from '../audit/audit-log';
import { maskMobile, type SmsSender } from '../sms/sms-sender';
import { notifyClub } from '../notifications/notify';
import { activityTitle } from './activity-title';
import { dueReports, type DueReport } from './due-reports';
import { officersToRemind, type OfficerToRemind } from './officers-to-remind';

/** The job acts for nobody: its audit rows carry no user, role nor address. */
const SYSTEM: Actor = { userId: null, role: null, ip: null };

/** What a run of the reminders needs from the app. */
export interface ReminderDeps {
  db: Db;
  sms: SmsSender;
  types: readonly ActivityType[];
  schemasDir: string;
}

/** What a run did. */
export interface ReminderRunResult {
  runId: number;
  day: string;
  due: number;
  sent: number;
  optedOut: number;
  noMobile: number;
}

/**
 * Takes the day's turn: true for the one process that creates the day's run, or retakes it after a
 * failure. The unique day decides between processes (and between runs of one process).
 */
async function takeDay(db: Db, day: string): Promise<number | null> {
  const [row] = await db
    .insert(reminderRuns)
    .values({ day })
    .onConflictDoUpdate({
      target: reminderRuns.day,
      set: { outcome: 'running', startedAt: sql`now()`, finishedAt: null, detail: null },
      where: eq(reminderRuns.outcome, 'failed'),
    })
    .returning({ id: reminderRuns.id });
  return row?.id ?? null;
}

/**
 * Records one officer's reminder and queues its SMS, unless the same reminder already went today (a
 * run retaken after a failure): the unique row comes first, so a crash loses an SMS rather than
 * sending it twice.
 */
async function remind(
  deps: ReminderDeps,
  runId: number,
  day: string,
  report: DueReport,
  officer: OfficerToRemind & { mobile: string },
): Promise<boolean> {
  const recorded = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reminderSends)
      .values({
        runId,
        day,
        clubId: officer.clubId,
        activityKey: report.key,
        lionsYear: report.lionsYear,
        month: report.month,
        dueDate: report.dueDate,
        userId: officer.userId,
        role: officer.role,
        language: officer.language,
      })
      .onConflictDoNothing()
      .returning({ id: reminderSends.id });
    if (!row) return false;
    await recordAudit(tx, SYSTEM, {
      action: 'reminder.send',
      entity: 'reminder_send',
      entityId: row.id,
      after: {
        run: runId,
        club: officer.clubUuid,
        activity: report.key,
        lions_year: report.lionsYear,
        month: report.month,
        due_date: report.dueDate,
        user_id: officer.userId,
        role: officer.role,
        language: officer.language,
        to: maskMobile(officer.mobile),
      },
    });
    return true;
  });
  if (!recorded) return false;
  const activity = await activityTitle(deps.schemasDir, report.key, report.title, officer.language);
  const body = renderText(
    text('reminders.due', {
      club: officer.clubName,
      activity,
      month: `${report.month}/${report.year}`,
      date: formatDisplayDate(report.dueDate),
    }),
    officer.language,
  );
  await deps.sms.send({ to: officer.mobile, purpose: 'reminder', body });
  return true;
}

/** One bell notification per club a report's reminder reached, so officers without a mobile see it too. */
async function tellReminded(db: Db, clubId: number, report: DueReport): Promise<void> {
  await db.transaction((tx) =>
    notifyClub(tx, SYSTEM, {
      clubId,
      kind: 'reminder.sent',
      entity: 'activity',
      entityUuid: null,
      activityKey: report.key,
      details: { month: report.month, year: report.year, date: report.dueDate },
    }),
  );
}

/**
 * The daily reminders (issue 14): for each report due within three days (Asia/Colombo) that a club
 * has not filed, one SMS to each of its officers who has a mobile and has not turned reminders off,
 * in the officer's language, through the outbox. At most one run a day across processes (the day's
 * reminder_runs row); answers null when the day's run is another's or already done. The run and
 * each send are audited.
 */
export async function runReminders(deps: ReminderDeps, now = new Date()): Promise<ReminderRunResult | null> {
  const day = colomboDate(now);
  const runId = await takeDay(deps.db, day);
  if (runId === null) return null;
  const result: ReminderRunResult = { runId, day, due: 0, sent: 0, optedOut: 0, noMobile: 0 };
  try {
    for (const report of dueReports(deps.types, day)) {
      result.due++;
      const reminded = new Set<number>();
      for (const officer of await officersToRemind(deps.db, report, day)) {
        if (!officer.smsReminders) result.optedOut++;
        else if (!officer.mobile) result.noMobile++;
        else if (await remind(deps, runId, day, report, { ...officer, mobile: officer.mobile })) {
          result.sent++;
          reminded.add(officer.clubId);
        }
      }
      for (const clubId of reminded) await tellReminded(deps.db, clubId, report);
    }
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    await deps.db
      .update(reminderRuns)
      .set({
        outcome: 'failed',
        detail,
        finishedAt: sql`now()`,
        sent: result.sent,
        optedOut: result.optedOut,
      })
      .where(eq(reminderRuns.id, runId));
    throw err;
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .update(reminderRuns)
      .set({ outcome: 'done', finishedAt: sql`now()`, sent: result.sent, optedOut: result.optedOut })
      .where(eq(reminderRuns.id, runId));
    await recordAudit(tx, SYSTEM, {
      action: 'reminder.run',
      entity: 'reminder_run',
      entityId: runId,
      after: {
        day,
        due_reports: result.due,
        sent: result.sent,
        opted_out: result.optedOut,
        no_mobile: result.noMobile,
      },
    });
  });
  return result;
}
