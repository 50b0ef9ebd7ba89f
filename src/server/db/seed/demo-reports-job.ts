import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../database';
import { scheduledJobRuns } from '../schema';

// Whether the demo's reports are still to be filed, kept in scheduled_job_runs: the filing runs after
// the server answers, so a stop in the middle (Ctrl-C in the first half minute) must not leave a demo
// district with half a year forever. The next start finds the row still 'running' and goes on.

/** The row's name. */
const DEMO_REPORTS_JOB = 'demo-reports';

/** Notes that the demo's reports are to be filed (right after the district is loaded). */
export async function markDemoReportsPending(db: Db): Promise<void> {
  await db
    .insert(scheduledJobRuns)
    .values({ name: DEMO_REPORTS_JOB, startedAt: new Date(), outcome: 'running' })
    .onConflictDoNothing();
}

/**
 * Takes over an unfinished filing of the demo's reports: true when one is pending and no process has
 * been at it for `staleAfterMs` (0 on PGlite, whose folder has one process; on PostgreSQL long
 * enough that a process still filing is not joined by a second).
 */
export async function claimPendingDemoReports(db: Db, staleAfterMs: number): Promise<boolean> {
  const now = new Date();
  const claimed = await db
    .update(scheduledJobRuns)
    .set({ startedAt: now })
    .where(
      and(
        eq(scheduledJobRuns.name, DEMO_REPORTS_JOB),
        eq(scheduledJobRuns.outcome, 'running'),
        lte(scheduledJobRuns.startedAt, new Date(now.getTime() - staleAfterMs)),
      ),
    )
    .returning({ name: scheduledJobRuns.name });
  return claimed.length > 0;
}

/** Notes that the demo's reports are all filed, with what was filed. */
export async function finishDemoReports(db: Db, detail: string): Promise<void> {
  await db
    .update(scheduledJobRuns)
    .set({ outcome: 'done', finishedAt: new Date(), detail })
    .where(eq(scheduledJobRuns.name, DEMO_REPORTS_JOB));
}
