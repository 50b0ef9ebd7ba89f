import { sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../query-rows';
import type { SchemaTable } from './schema-tables';

/** A column as the database has it (which may be more than the Drizzle schema declares). */
export interface TableColumn {
  name: string;
  /** format_type(), e.g. 'integer', 'jsonb', 'timestamp with time zone'. */
  type: string;
  /** Generated (computed) columns are written by the database, never inserted. */
  generated: boolean;
  /** The sequence behind a serial or identity column, quoted and qualified; null for other columns. */
  sequence: string | null;
}

/**
 * The columns of a table, read from the catalogue: the rows are dumped with row_to_json, which
 * writes every column the database has, so validation and inserts must use the same list.
 */
export async function tableColumns(db: Queryable, table: SchemaTable): Promise<TableColumn[]> {
  const rows = await queryRows<{ name: string; type: string; generated: boolean; sequence: string | null }>(
    db,
    sql`select a.attname as name,
               format_type(a.atttypid, a.atttypmod) as type,
               a.attgenerated <> '' as generated,
               pg_get_serial_sequence(${table.sql}, a.attname) as sequence
          from pg_attribute a
         where a.attrelid = ${table.sql}::regclass and a.attnum > 0 and not a.attisdropped
         order by a.attnum`,
  );
  return rows;
}

/** True for the column types whose JSON null and SQL NULL row_to_json cannot tell apart. */
export function isJsonType(column: TableColumn): boolean {
  return column.type === 'json' || column.type === 'jsonb';
}
