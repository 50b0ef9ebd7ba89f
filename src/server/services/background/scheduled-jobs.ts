import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { scheduledJobRuns } from '../../db/schema';

/** A job the app runs on a schedule: its name, how often, and the work (answering what it did). */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  run(): Promise<string>;
}

/**
 * Takes this period's turn of a job, for this process: true when no process has started it within
 * `everyMs` of `now`. One conditional upsert decides, so of several processes asking at once exactly
 * one gets the turn (the row's lock orders them; the others find the turn taken).
 */
export async function takeTurn(db: Db, name: string, everyMs: number, now = new Date()): Promise<boolean> {
  const due = new Date(now.getTime() - everyMs);
  const taken = await db
    .insert(scheduledJobRuns)
    .values({ name, startedAt: now, outcome: 'running' })
    .onConflictDoUpdate({
      target: scheduledJobRuns.name,
      set: { startedAt: now, finishedAt: null, outcome: 'running', detail: null },
      where: lte(scheduledJobRuns.startedAt, due),
    })
    .returning({ name: scheduledJobRuns.name });
  return taken.length > 0;
}

/**
 * Runs a job if this process takes its turn (takeTurn), and records how it ended. Answers what the
 * run reported, or null when another process has the turn. A failure is recorded and thrown.
 */
export async function runScheduledJob(db: Db, job: ScheduledJob, now = new Date()): Promise<string | null> {
  if (!(await takeTurn(db, job.name, job.everyMs, now))) return null;
  const finish = (outcome: 'done' | 'failed', detail: string) =>
    db
      .update(scheduledJobRuns)
      .set({ outcome, detail, finishedAt: sql`now()` })
      .where(eq(scheduledJobRuns.name, job.name));
  try {
    const detail = await job.run();
    await finish('done', detail);
    return detail;
  } catch (err) {
    await finish('failed', err instanceof Error ? err.message : String(err));
    throw err;
  }
}
