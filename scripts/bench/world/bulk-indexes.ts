import { performance } from 'node:perf_hooks';
import type pg from 'pg';

/** A constraint or index as the database itself would write it again. */
interface Definition {
  table: string;
  name: string;
  /** ALTER TABLE ... ADD CONSTRAINT / CREATE INDEX text, from pg_get_constraintdef / pg_indexes. */
  create: string;
  drop: string;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The foreign keys and unique constraints of `tables` (primary keys stay: serial ids append cheaply). */
async function constraintsOf(client: pg.Client, tables: readonly string[], kind: 'f' | 'u') {
  const { rows } = await client.query<{ table: string; name: string; def: string }>(
    `select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as def
       from pg_constraint c
      where c.conrelid = any($1::regclass[]) and c.contype = $2
      order by c.conrelid::regclass::text, c.conname`,
    [tables, kind],
  );
  return rows.map<Definition>((r) => ({
    table: r.table,
    name: r.name,
    create: `alter table ${r.table} add constraint ${quoted(r.name)} ${r.def}`,
    drop: `alter table ${r.table} drop constraint ${quoted(r.name)}`,
  }));
}

/** The indexes of `tables` that back no constraint (those go and come back with their constraint). */
async function plainIndexesOf(client: pg.Client, tables: readonly string[]) {
  const { rows } = await client.query<{ table: string; name: string; def: string }>(
    `select i.tablename as table, i.indexname as name, i.indexdef as def
       from pg_indexes i
      where i.schemaname = 'public' and i.tablename = any($1::text[])
        and not exists (
          select 1 from pg_constraint c
           where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)
      order by i.tablename, i.indexname`,
    [tables],
  );
  return rows.map<Definition>((r) => ({
    table: r.table,
    name: r.name,
    create: r.def,
    drop: `drop index ${quoted(r.name)}`,
  }));
}

/**
 * Runs a bulk load into `tables` without their secondary indexes, unique constraints and foreign
 * keys, then builds them again from the definitions the database gave before they were dropped, so the
 * world ends with exactly the schema the migrations made. Millions of rows inserted under a random uuid
 * index, a trigram index and per-row foreign-key checks take several times longer than one sorted
 * build of each index and one join per foreign key afterwards. Rebuilding a unique constraint or a
 * foreign key also checks it, so a generator bug that breaks one fails here instead of in a benchmark.
 */
export async function withoutSecondaryIndexes(
  client: pg.Client,
  tables: readonly string[],
  load: () => Promise<void>,
): Promise<void> {
  const foreignKeys = await constraintsOf(client, tables, 'f');
  const uniques = await constraintsOf(client, tables, 'u');
  const indexes = await plainIndexesOf(client, tables);
  for (const d of [...foreignKeys, ...uniques, ...indexes]) await client.query(d.drop);
  console.log(
    `  dropped ${indexes.length} indexes, ${uniques.length} unique constraints and ${foreignKeys.length} foreign keys for the load`,
  );
  await load();
  const started = performance.now();
  for (const d of [...indexes, ...uniques, ...foreignKeys]) {
    const built = performance.now();
    await client.query(d.create);
    const seconds = (performance.now() - built) / 1000;
    // Only the builds worth knowing about: at full scale the big tables' indexes take minutes.
    if (seconds >= 5) console.log(`  ${d.name}: ${seconds.toFixed(1)} s`);
  }
  console.log(
    `  indexes, unique constraints and foreign keys rebuilt: ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
