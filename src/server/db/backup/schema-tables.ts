import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import * as schema from '../schema';
import { quoteIdent } from './sql';

/** A table of the Drizzle schema, as backup and restore need it. */
export interface SchemaTable {
  /** Name in the archive (`tables/<name>.jsonl`) and in messages: the table name, schema-qualified if not default. */
  name: string;
  /** Quoted, possibly schema-qualified name for SQL text. */
  sql: string;
  /** Primary key columns, database names; empty when the table has none. */
  primaryKey: string[];
  /** Names of the other tables this one references (self-references left out). */
  references: string[];
}

/** The archive name of a Drizzle table. */
function nameOf(table: PgTable): string {
  const config = getTableConfig(table);
  return config.schema ? `${config.schema}.${config.name}` : config.name;
}

/**
 * Every table of the Drizzle schema, read from the schema objects rather than a hand-kept list so a
 * table added later is backed up and restored without touching this code.
 */
export function schemaTables(source: Record<string, unknown> = schema): SchemaTable[] {
  const tables = Object.values(source).filter((value): value is PgTable => is(value, PgTable));
  return tables.map((table) => {
    const config = getTableConfig(table);
    const name = nameOf(table);
    const inline = config.columns.filter((c) => c.primary).map((c) => c.name);
    const composite = config.primaryKeys[0]?.columns.map((c) => c.name) ?? [];
    const references = new Set(config.foreignKeys.map((fk) => nameOf(fk.reference().foreignTable)));
    references.delete(name);
    return {
      name,
      sql: config.schema
        ? `${quoteIdent(config.schema)}.${quoteIdent(config.name)}`
        : quoteIdent(config.name),
      primaryKey: inline.length ? inline : composite,
      references: [...references],
    };
  });
}

/**
 * The tables a backup archives as rows: every table of the schema but `stored_files`, whose rows are
 * the uploads of FILE_STORE=database. Those go into the archive as `files/<name>` whatever the store,
 * so an archive restores into a folder or into the database alike, and a forced restore (which
 * truncates the row tables) leaves the store as it leaves a folder: files are only added or replaced.
 */
export function rowTables(): SchemaTable[] {
  const uploads = nameOf(schema.storedFiles);
  return schemaTables().filter((table) => table.name !== uploads);
}

/**
 * Orders tables so every table comes after the tables it references: the order rows can be inserted
 * in without breaking a foreign key (and, reversed, deleted in). Ties are broken by name so the
 * order, and with it the archive, does not depend on the order of the schema's exports.
 */
export function foreignKeyOrder(tables: readonly SchemaTable[]): SchemaTable[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const placed = new Set<string>();
  const ordered: SchemaTable[] = [];
  const pending = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (pending.length) {
    // A table is ready once everything it references (inside the set) is placed.
    const index = pending.findIndex((t) => t.references.every((r) => placed.has(r) || !byName.has(r)));
    if (index < 0) {
      throw new Error(
        `The foreign keys of ${pending.map((t) => t.name).join(', ')} form a cycle; ` +
          'backup and restore need an insert order.',
      );
    }
    const [next] = pending.splice(index, 1);
    ordered.push(next!);
    placed.add(next!.name);
  }
  return ordered;
}
