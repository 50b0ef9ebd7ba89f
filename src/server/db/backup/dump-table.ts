import { open } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { ManifestTable } from './manifest';
import type { SchemaTable } from './schema-tables';
import { type Queryable, queryRows } from '../query-rows';
import { quoteIdent } from './sql';
import { type TableColumn, isJsonType } from './table-columns';

/** Rows per query: big enough to be quick, small enough that a 100k-row table never sits in memory whole. */
const PAGE_ROWS = 5000;

/** What the manifest records about a dumped table, besides its checksum. */
export type TableDump = Omit<ManifestTable, 'sha256'>;

/**
 * Writes every row of a table to a JSON Lines file, one row_to_json object per line. PostgreSQL
 * writes the JSON itself and it is kept as text, never parsed: numerics keep every digit, timestamps
 * keep microseconds and their offset, jsonb stays nested JSON, and the column names are the
 * database's. Call it inside the backup's snapshot transaction.
 */
export async function dumpTable(
  tx: Queryable,
  table: SchemaTable,
  columns: readonly TableColumn[],
  path: string,
): Promise<TableDump> {
  const from = sql.raw(`${table.sql} as t`);
  const order = table.primaryKey.map((c) => `t.${quoteIdent(c)}`).join(', ');
  let rows = 0;
  const file = await open(path, 'w');
  try {
    if (order) {
      // Paging by OFFSET is sound here: the snapshot does not move under the pages.
      for (let offset = 0; ; offset += PAGE_ROWS) {
        const page = await queryRows<{ line: string }>(
          tx,
          sql`select row_to_json(t)::text as line from ${from} order by ${sql.raw(order)} limit ${PAGE_ROWS} offset ${offset}`,
        );
        if (page.length) await file.write(page.map((r) => `${r.line}\n`).join(''));
        rows += page.length;
        if (page.length < PAGE_ROWS) break;
      }
    } else {
      // Without a primary key there is no stable order to page by; such a table is read at once.
      const all = await queryRows<{ line: string }>(
        tx,
        sql`select row_to_json(t)::text as line from ${from}`,
      );
      if (all.length) await file.write(all.map((r) => `${r.line}\n`).join(''));
      rows = all.length;
    }
  } finally {
    await file.close();
  }
  const dump: TableDump = { rows };
  const sequences = await sequenceStates(tx, columns);
  if (Object.keys(sequences).length) dump.sequences = sequences;
  const jsonNulls = await findJsonNulls(tx, table, columns);
  if (jsonNulls.length) dump.jsonNulls = jsonNulls;
  return dump;
}

/** The next value each serial column's sequence would hand out, by column. */
async function sequenceStates(
  tx: Queryable,
  columns: readonly TableColumn[],
): Promise<Record<string, number>> {
  const states: Record<string, number> = {};
  for (const column of columns) {
    if (!column.sequence) continue;
    // The name comes quoted and qualified from pg_get_serial_sequence; a sequence is no parameter.
    const [state] = await queryRows<{ last_value: string; is_called: boolean }>(
      tx,
      sql`select last_value::text as last_value, is_called from ${sql.raw(column.sequence)}`,
    );
    if (state) states[column.name] = Number(state.last_value) + (state.is_called ? 1 : 0);
  }
  return states;
}

/** json/jsonb cells holding JSON null (not SQL NULL), by primary key. */
async function findJsonNulls(
  tx: Queryable,
  table: SchemaTable,
  columns: readonly TableColumn[],
): Promise<NonNullable<TableDump['jsonNulls']>> {
  const found: NonNullable<TableDump['jsonNulls']> = [];
  for (const column of columns.filter(isJsonType)) {
    const typeOf = column.type === 'jsonb' ? 'jsonb_typeof' : 'json_typeof';
    const test = sql.raw(`${typeOf}(t.${quoteIdent(column.name)}) = 'null'`);
    if (!table.primaryKey.length) {
      const [hit] = await queryRows(
        tx,
        sql`select 1 from ${sql.raw(`${table.sql} as t`)} where ${test} limit 1`,
      );
      if (hit) {
        throw new Error(
          `${table.name}.${column.name} holds a JSON null, which a table without a primary key cannot restore faithfully.`,
        );
      }
      continue;
    }
    const keyColumns = sql.raw(table.primaryKey.map((c) => `t.${quoteIdent(c)}`).join(', '));
    const keys = await queryRows<{ key: string }>(
      tx,
      sql`select row_to_json(k)::text as key from (select ${keyColumns} from ${sql.raw(`${table.sql} as t`)} where ${test} order by ${keyColumns}) k`,
    );
    for (const { key } of keys)
      found.push({ column: column.name, key: JSON.parse(key) as Record<string, unknown> });
  }
  return found;
}
