import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The Drizzle database, whichever driver (PGlite or node-postgres) is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle, usable wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database with the means to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs fn while holding a cluster-wide lock, so two processes never migrate or seed at once. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
