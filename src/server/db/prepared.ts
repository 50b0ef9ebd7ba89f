import type { Db } from './database';

const byDatabase = new WeakMap<Db, Map<string, unknown>>();

/**
 * A named prepared statement of `db`, built on first use and kept for the database's life. On
 * PostgreSQL each pooled connection parses and plans a named statement once; Drizzle also builds
 * its SQL text once instead of on every request. `name` must say everything that changes the text
 * (each variant of a query has its own name), since PostgreSQL refuses one name for two texts.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let statements = byDatabase.get(db);
  if (!statements) byDatabase.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) statements.set(name, (statement = build(db, name)));
  return statement;
}
