import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../../lib/server-child';
import type { CsvReport } from './csv-sources';

/** What one CSV run measured (printed by csv-run.ts). */
export interface CsvRun {
  rows: number;
  bytes: number;
  seconds: number;
  /** Resident memory at its highest during the run, over the baseline taken just before. */
  rssGrowthMb: number;
}

/** P3 for one download: the app's builder and stream against raw csv-stringify on the same rows. */
export interface CsvComparison {
  report: CsvReport;
  app: CsvRun;
  raw: CsvRun;
  /** The app's rows per second over raw csv-stringify's (goal ≥ 0.5). */
  ratio: number;
}

const run = promisify(execFile);

async function measureOne(report: CsvReport, kind: 'app' | 'raw', rows: number): Promise<CsvRun> {
  const { stdout } = await run(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'scripts/bench/csv/csv-run.ts', report, kind, String(rows)],
    { cwd: PROJECT_ROOT, maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as CsvRun;
}

/**
 * P3: the activity CSV (one report of `rows` point lines) and the club CSV (club-years of 13 rows
 * each, up to `rows`), each written by the app's row builder and csvStream, and the same rows by raw
 * csv-stringify, each run in a process of its own so its memory growth is its own.
 */
export async function measureCsvExports(rows: number): Promise<CsvComparison[]> {
  const comparisons: CsvComparison[] = [];
  for (const report of ['activity', 'club'] as const) {
    const app = await measureOne(report, 'app', rows);
    const raw = await measureOne(report, 'raw', rows);
    comparisons.push({ report, app, raw, ratio: app.rows / app.seconds / (raw.rows / raw.seconds) });
  }
  return comparisons;
}
