import { performance } from 'node:perf_hooks';
import pg from 'pg';

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` with a client of `url`, closed afterwards whatever happens. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** True when the server of `serverUrl` has a database `name`. */
export function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  return withClient(serverUrl, async (admin) => {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    return (found.rowCount ?? 0) > 0;
  });
}

/** Drops database `name` if it exists (its connections ended) and creates it empty. */
export function recreateDatabase(serverUrl: string, name: string): Promise<void> {
  return withClient(serverUrl, async (admin) => {
    // `with (force)` ends what a killed generator or server left connected.
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  });
}

/** The database's size on disk, in bytes. */
export async function databaseBytes(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ bytes: string }>(
    'select pg_database_size(current_database()) as bytes',
  );
  return Number(rows[0]?.bytes ?? 0);
}

/** Bytes as '9.8 GB'. */
export function gigabytes(bytes: number): string {
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}

/**
 * Runs one bulk statement and logs what it did and how long it took: a world takes minutes, and a
 * silent minute looks like a hang.
 */
export async function bulk(
  client: pg.Client,
  label: string,
  text: string,
  values: unknown[] = [],
): Promise<number> {
  const started = performance.now();
  const result = await client.query(text, values);
  const rows = result.rowCount ?? 0;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`  ${label}: ${rows ? `${rows.toLocaleString('en-US')} rows, ` : ''}${seconds} s`);
  return rows;
}
