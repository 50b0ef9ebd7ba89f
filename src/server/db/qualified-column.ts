import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A column named with its table, for correlated subqueries in a select list: Drizzle leaves the
 * table out of a lone table's select list, where the subquery would read it as its own column.
 */
export function qualified(column: PgColumn): SQL {
  return sql`${column.table}.${sql.identifier(column.name)}`;
}
