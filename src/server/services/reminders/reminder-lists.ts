import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clubs, members, reminderRuns, reminderSends, users } from '../../db/schema';
import { notFound } from '../errors';
import { pageMeta, pageWindow } from '../pagination';

/** The evaluator's list of the daily reminder runs, newest day first, paged. */
export async function reminderRunsPage(db: Db, page: number | undefined) {
  const window = pageWindow(page);
  const [rows, [total]] = await Promise.all([
    db.select().from(reminderRuns).orderBy(desc(reminderRuns.day)).offset(window.offset).limit(window.limit),
    db.select({ n: count() }).from(reminderRuns),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      day: r.day,
      started_at: r.startedAt.toISOString(),
      finished_at: r.finishedAt?.toISOString() ?? null,
      outcome: r.outcome,
      sent: r.sent,
      opted_out: r.optedOut,
      detail: r.detail,
    })),
    meta: pageMeta(total?.n ?? 0, window.page),
  };
}

/**
 * The SMS one run (by default the latest) queued, in the order sent, paged: to which club's officer (by name and role),
 * for which report, in which language. The mobile is not answered: the audit log keeps it masked.
 */
export async function reminderSendsPage(db: Db, runId: number | undefined, page: number | undefined) {
  const [run] = await db
    .select({ id: reminderRuns.id })
    .from(reminderRuns)
    .where(runId === undefined ? undefined : eq(reminderRuns.id, runId))
    .orderBy(desc(reminderRuns.day))
    .limit(1);
  const window = pageWindow(page);
  if (!run) {
    if (runId !== undefined) throw notFound();
    return { data: [], meta: pageMeta(0, window.page) };
  }
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reminderSends.id,
        clubUuid: clubs.uuid,
        clubName: clubs.name,
        member: members.displayName,
        role: reminderSends.role,
        activityKey: reminderSends.activityKey,
        month: reminderSends.month,
        lionsYear: reminderSends.lionsYear,
        dueDate: reminderSends.dueDate,
        language: reminderSends.language,
        createdAt: reminderSends.createdAt,
      })
      .from(reminderSends)
      .innerJoin(clubs, eq(clubs.id, reminderSends.clubId))
      .innerJoin(users, eq(users.id, reminderSends.userId))
      .innerJoin(members, eq(members.id, users.memberId))
      .where(eq(reminderSends.runId, run.id))
      .orderBy(reminderSends.id)
      .offset(window.offset)
      .limit(window.limit),
    db.select({ n: count() }).from(reminderSends).where(eq(reminderSends.runId, run.id)),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      club: { uuid: r.clubUuid, name: r.clubName },
      member: r.member,
      role: r.role,
      activity_key: r.activityKey,
      month: r.month,
      lions_year: r.lionsYear,
      due_date: r.dueDate,
      language: r.language,
      sent_at: r.createdAt.toISOString(),
    })),
    meta: pageMeta(total?.n ?? 0, window.page),
  };
}
