import { cpus, totalmem } from 'node:os';
import pg from 'pg';
import { BENCH_PG_URL } from './app-under-test';

/** One line describing the machine a run measured on: CPUs, memory, Node and PostgreSQL. */
export async function describeMachine(): Promise<string> {
  const cpu = cpus();
  let postgres = 'PostgreSQL unreachable';
  const client = new pg.Client({ connectionString: BENCH_PG_URL });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    postgres = `PostgreSQL ${rows[0]!.server_version} on loopback`;
  } catch {
    // Described as unreachable; the PostgreSQL sections report their own failure.
  } finally {
    await client.end().catch(() => undefined);
  }
  const memory = `${Math.round(totalmem() / 2 ** 30)} GB`;
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${memory}, Node ${process.version}, ${postgres}`;
}
