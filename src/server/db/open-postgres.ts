import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from './schema';
import type { Database, Db } from './database';

/** Advisory lock key shared by every Club CMS process: "clubcms" in ASCII (0x636c7562636d73), in decimal for PostgreSQL < 16. */
const STARTUP_LOCK_KEY = '27985274112011635';

/** Opens a PostgreSQL server through node-postgres. */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server closes (restart, failover, admin) must not crash the process:
  // the pool drops it and opens a new one on the next query.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  // Fail at start, with the driver's message, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    async withStartupLock(fn) {
      // Session-level lock on a dedicated connection: held across the migration transaction and
      // the seed, so a second process waits and then finds the work done.
      const lockClient = await pool.connect();
      try {
        await lockClient.query(`select pg_advisory_lock(${STARTUP_LOCK_KEY})`);
        return await fn();
      } finally {
        await lockClient.query(`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`).catch(() => undefined);
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}
