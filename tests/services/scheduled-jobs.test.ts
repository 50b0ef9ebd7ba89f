import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { scheduledJobRuns } from '../../src/server/db/schema';
import { runScheduledJob, takeTurn } from '../../src/server/services/background/scheduled-jobs';
import { createTestDatabase } from '../helpers/test-database';

// Jobs on a schedule (issue 15): one run per period, however many processes ask, and each run's end
// recorded.

let db: Db;
let dispose: () => Promise<void>;
beforeAll(async () => {
  const test = await createTestDatabase();
  db = test.database.db;
  dispose = test.dispose;
});
afterAll(() => dispose());

const HOUR = 60 * 60_000;
const at = (iso: string) => new Date(iso);
const recorded = async (name: string) =>
  (await db.select().from(scheduledJobRuns).where(eq(scheduledJobRuns.name, name)))[0];

describe('a scheduled job', () => {
  it('gets one turn a period: the first asker has it, the rest of the hour nobody', async () => {
    expect(await takeTurn(db, 'sweep', HOUR, at('2026-11-26T10:00:00Z'))).toBe(true);
    expect(await takeTurn(db, 'sweep', HOUR, at('2026-11-26T10:00:00Z'))).toBe(false);
    expect(await takeTurn(db, 'sweep', HOUR, at('2026-11-26T10:59:59Z'))).toBe(false);
    expect(await takeTurn(db, 'sweep', HOUR, at('2026-11-26T11:00:00Z'))).toBe(true);
    // Another job keeps its own schedule.
    expect(await takeTurn(db, 'reminders', HOUR, at('2026-11-26T10:30:00Z'))).toBe(true);
  });

  it('of ten asking at once, exactly one runs it', async () => {
    let runs = 0;
    const job = { name: 'once', everyMs: HOUR, run: async () => `${++runs} run` };
    const now = at('2026-11-26T12:00:00Z');
    const answers = await Promise.all(Array.from({ length: 10 }, () => runScheduledJob(db, job, now)));
    expect(runs).toBe(1);
    expect(answers.filter((a) => a !== null)).toEqual(['1 run']);
    expect(await recorded('once')).toMatchObject({ outcome: 'done', detail: '1 run', startedAt: now });
  });

  it('records a failed run, and the next period tries again', async () => {
    const failing = {
      name: 'flaky',
      everyMs: HOUR,
      run: async (): Promise<string> => {
        throw new Error('the files folder is gone');
      },
    };
    await expect(runScheduledJob(db, failing, at('2026-11-26T13:00:00Z'))).rejects.toThrow('folder is gone');
    expect(await recorded('flaky')).toMatchObject({ outcome: 'failed', detail: 'the files folder is gone' });
    const fixed = { ...failing, run: async () => 'done' };
    expect(await runScheduledJob(db, fixed, at('2026-11-26T13:30:00Z'))).toBeNull();
    expect(await runScheduledJob(db, fixed, at('2026-11-26T14:00:00Z'))).toBe('done');
    expect(await recorded('flaky')).toMatchObject({ outcome: 'done', detail: 'done' });
  });
});
