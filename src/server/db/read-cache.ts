import { LRUCache } from 'lru-cache';
import type { Db } from './database';
import { prepared } from './prepared';
import type { WriteClock } from './write-clock';

/** Most answers kept per database; the least recently used goes first. */
const MOST_ANSWERS = 2_000;

interface Kept {
  rows: unknown;
  /** The database's write count when the read began. */
  writes: number;
}

const caches = new WeakMap<Db, { writes: WriteClock; kept: LRUCache<string, Kept> }>();

/**
 * Lets `preparedRead` keep answers of `db`, whose every write `writes` counts: only for a database
 * this process alone writes to (PGlite, whose folder is locked to one process).
 */
export function keepReadsBetweenWrites(db: Db, writes: WriteClock): void {
  caches.set(db, { writes, kept: new LRUCache({ max: MOST_ANSWERS }) });
}

/** A prepared read: `execute` answers the rows for its parameters. */
export interface PreparedRead<P, R> {
  execute(params: P): Promise<R>;
}

/**
 * A named prepared statement (see `prepared`) whose answers are kept, where the database allows it,
 * until any write completes: a read of the list screens officers open again and again costs a map
 * lookup while nothing changes. An answer is kept only when no write completed while it was read,
 * so a kept answer is what the database held when the count last moved (the session cache's rule,
 * `session-cache.ts`). Only for statements whose rows follow from their parameters and the data
 * alone (no now(), no random()), whose callers never change the rows they get; on PostgreSQL, where
 * other processes write, every call asks the database.
 */
export function preparedRead<P extends Record<string, unknown>, R>(
  db: Db,
  name: string,
  build: (db: Db, name: string) => PreparedRead<P, R>,
): PreparedRead<P, R> {
  const statement = prepared(db, name, build);
  const cache = caches.get(db);
  if (!cache) return statement;
  return {
    async execute(params) {
      const key = `${name} ${JSON.stringify(params)}`;
      const entry = cache.kept.get(key);
      if (entry && entry.writes === cache.writes.now()) return entry.rows as R;
      const before = cache.writes.now();
      const rows = await statement.execute(params);
      if (cache.writes.now() === before) cache.kept.set(key, { rows, writes: before });
      return rows;
    },
  };
}
