import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type * as schema from './schema';
import type { WriteClock } from './write-clock';

/** The Drizzle database, whichever driver (PGlite or node-postgres) is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle, usable wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database with the means to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * The connection pool on PostgreSQL, for stores other libraries keep in the same database (the
   * throttles' counts); absent on PGlite, which serves one process only.
   */
  pool?: Pool;
  /**
   * The writes completed, where this process is the database's only writer (PGlite); absent on
   * PostgreSQL, where other processes write too.
   */
  writes?: WriteClock;
  /** Runs fn while holding a cluster-wide lock, so two processes never migrate or seed at once. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
