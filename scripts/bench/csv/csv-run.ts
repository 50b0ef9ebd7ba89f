/**
 * One P3 measurement in a process of its own, so its memory is its own:
 *   node --expose-gc --import tsx scripts/bench/csv/csv-run.ts <activity|club> <app|raw> <rows>
 * Writes the CSV to a sink that only counts bytes and prints one JSON line (a `CsvRun`).
 */
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { performance } from 'node:perf_hooks';
import { stringify } from 'csv-stringify';
import { csvStream, type CsvRow } from '../../../src/server/services/reports/csv-stream';
import { appRows, prepareAppRows, rawRows, type CsvReport } from './csv-sources';

const [report, pipelineKind, rowsText] = process.argv.slice(2) as [CsvReport, 'app' | 'raw', string];
const rows = Number(rowsText);
const gc = (globalThis as { gc?: () => void }).gc;

// Everything the run needs is made before the baseline, so growth is what streaming costs.
const raw = pipelineKind === 'raw' ? await rawRows(report, rows) : undefined;
if (!raw) prepareAppRows(report);
gc?.();
const baseline = process.memoryUsage.rss();
let peak = baseline;
let counted = 0;

/** Passes rows on, sampling the resident memory every few thousand. */
async function* sampled(source: AsyncIterable<CsvRow> | Iterable<CsvRow>): AsyncGenerator<CsvRow> {
  for await (const row of source) {
    if ((counted += 1) % 4096 === 0) peak = Math.max(peak, process.memoryUsage.rss());
    yield row;
  }
}

let bytes = 0;
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    bytes += chunk.length;
    done();
  },
});

const started = performance.now();
if (raw) await pipeline(Readable.from(sampled(raw()), { objectMode: true }), stringify(), sink);
else await pipeline(csvStream(sampled(appRows(report, rows))), sink);
const seconds = (performance.now() - started) / 1000;
peak = Math.max(peak, process.memoryUsage.rss());

console.log(JSON.stringify({ rows: counted, bytes, seconds, rssGrowthMb: (peak - baseline) / 2 ** 20 }));
