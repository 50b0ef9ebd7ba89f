import { vi } from 'vitest';
import type { Db } from '../../src/server/db/database';

/** Runs `work` and answers its result with the number of statements it sent to the database. */
export async function countQueries<T>(
  db: Db,
  work: () => Promise<T>,
): Promise<{ result: T; queries: number }> {
  const session = (db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
  const spy = vi.spyOn(session, 'prepareQuery');
  try {
    const result = await work();
    return { result, queries: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}
