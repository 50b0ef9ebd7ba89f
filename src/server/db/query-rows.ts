import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './database';

/** A database or a transaction: raw queries run in either. */
export type Queryable = Db | Tx;

/**
 * Runs raw SQL and answers its rows. Both drivers (PGlite and node-postgres) answer `{ rows }`, but
 * Drizzle types the result per driver, so the cast lives here once.
 */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
