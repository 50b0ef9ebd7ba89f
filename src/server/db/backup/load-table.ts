import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { ManifestTable } from './manifest';
import type { SchemaTable } from './schema-tables';
import { type Queryable, queryRows } from '../query-rows';
import { quoteIdent } from './sql';
import type { TableColumn } from './table-columns';

/** Rows per INSERT, and the most JSON text one INSERT carries: keeps each statement modest on PGlite. */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 4 * 1024 * 1024;

/**
 * Inserts the rows of a table's JSON Lines file. PostgreSQL turns the JSON back into typed values
 * itself (json_populate_recordset), so numerics, timestamps and jsonb come back exactly as
 * row_to_json wrote them. Every line must name exactly the table's columns: a missing key would
 * silently become NULL. Answers the number of rows inserted.
 */
export async function loadTable(
  tx: Queryable,
  table: SchemaTable,
  columns: readonly TableColumn[],
  path: string,
): Promise<number> {
  const expected = new Set(columns.map((c) => c.name));
  // Generated columns are computed by the database; OVERRIDING SYSTEM VALUE keeps identity ids.
  const names = sql.raw(
    columns
      .filter((c) => !c.generated)
      .map((c) => quoteIdent(c.name))
      .join(', '),
  );
  const target = sql.raw(table.sql);
  let batch: string[] = [];
  let chars = 0;
  let rows = 0;
  const flush = async () => {
    if (!batch.length) return;
    await tx.execute(
      sql`insert into ${target} (${names}) overriding system value
          select ${names} from json_populate_recordset(null::${target}, ${`[${batch.join(',')}]`}::json)`,
    );
    rows += batch.length;
    batch = [];
    chars = 0;
  };

  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber += 1;
    if (line === '') continue;
    checkRow(line, expected, `${table.name} line ${lineNumber}`);
    batch.push(line);
    chars += line.length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
  }
  await flush();
  return rows;
}

/** Throws unless the line is a JSON object with exactly the expected keys. */
function checkRow(line: string, expected: ReadonlySet<string>, where: string): void {
  let row: unknown;
  try {
    row = JSON.parse(line);
  } catch {
    throw new Error(`The archive's ${where} is not JSON.`);
  }
  if (typeof row !== 'object' || row === null || Array.isArray(row)) {
    throw new Error(`The archive's ${where} is not a row object.`);
  }
  const keys = Object.keys(row);
  const missing = [...expected].filter((k) => !(k in row));
  const extra = keys.filter((k) => !expected.has(k));
  if (missing.length || extra.length) {
    throw new Error(
      `The archive's ${where} does not match the table's columns` +
        `${missing.length ? ` (missing ${missing.join(', ')})` : ''}${extra.length ? ` (unknown ${extra.join(', ')})` : ''}.`,
    );
  }
}

/** Puts back the JSON nulls row_to_json could not tell from SQL NULL (see the manifest). */
export async function restoreJsonNulls(
  tx: Queryable,
  table: SchemaTable,
  columns: readonly TableColumn[],
  jsonNulls: NonNullable<ManifestTable['jsonNulls']>,
): Promise<void> {
  const target = sql.raw(table.sql);
  const match = sql.raw(
    table.primaryKey.map((c) => `${table.sql}.${quoteIdent(c)} = k.${quoteIdent(c)}`).join(' and '),
  );
  for (const { column, key } of jsonNulls) {
    const type = columns.find((c) => c.name === column)?.type;
    if ((type !== 'json' && type !== 'jsonb') || !table.primaryKey.length) {
      throw new Error(
        `The archive's manifest names ${table.name}.${column} as a JSON column; it is not one.`,
      );
    }
    const updated = await queryRows(
      tx,
      sql`update ${target} set ${sql.raw(quoteIdent(column))} = ${sql.raw(`'null'::${type}`)}
            from json_populate_record(null::${target}, ${JSON.stringify(key)}::json) k
           where ${match} returning 1`,
    );
    if (updated.length !== 1) {
      throw new Error(
        `The archive's manifest names a ${table.name} row ${JSON.stringify(key)} that it does not hold.`,
      );
    }
  }
}

/**
 * Sets every serial sequence of a table past its highest id, and at least to where it stood at
 * backup time, so the next insert gets a new id and an id the audit log remembers is not reused.
 */
export async function resetSequences(
  tx: Queryable,
  table: SchemaTable,
  columns: readonly TableColumn[],
  atBackup: ManifestTable['sequences'] = {},
): Promise<void> {
  for (const column of columns) {
    if (!column.sequence) continue;
    const floor = atBackup[column.name] ?? 1;
    await tx.execute(
      sql`select setval(${column.sequence}::regclass,
                        greatest(coalesce(max(${sql.raw(quoteIdent(column.name))}), 0) + 1, ${floor}::bigint),
                        false)
            from ${sql.raw(table.sql)}`,
    );
  }
}
