/**
 * `npm run bench:world`: issue 12's P6. Generates (or reuses) a world-size district on PostgreSQL,
 * 48,000 clubs, 1.4 million members and 10 million activity reports over the demo district, then
 * starts the app on it in production and times every list, search and report (goal: p95 ≤ 50 ms).
 *
 *   npm run bench:world                        reuse the world (generate it the first time: minutes)
 *   npm run bench:world -- --fresh             regenerate it
 *   npm run bench:world -- --scale 0.01        a world a hundredth the size (quick check, CI)
 *   npm run bench:world -- --only "member"     only the endpoints whose name holds the text
 *   npm run bench:world -- --smoke             a few requests per endpoint instead of 50
 *   npm run bench:world -- --generate-only     make the world, measure nothing
 *
 * The server is DATABASE_URL's (default postgres://postgres@127.0.0.1:5432/test); the world gets its
 * own database there (club_cms_world, or club_cms_world_0_01 for --scale 0.01).
 */
import { parseArgs } from 'node:util';
import { BENCH_PG_URL } from './bench/app-under-test';
import { ensureWorld } from './bench/world/generate';
import { FULL_SEQUENCE, measureWorld, SMOKE_SEQUENCE } from './bench/world/measure';
import { gigabytes } from './bench/world/world-db';

const { values } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: false },
    scale: { type: 'string', default: '1' },
    only: { type: 'string' },
    smoke: { type: 'boolean', default: false },
    'generate-only': { type: 'boolean', default: false },
  },
});

const world = await ensureWorld({
  scale: Number(values.scale),
  fresh: values.fresh,
  serverUrl: BENCH_PG_URL,
});
console.log(
  `\nWorld ${world.database}: ${world.origin}; generation took ${Math.round(world.generationSeconds)} s; ` +
    `${gigabytes(world.bytes)}.\n`,
);
if (values['generate-only']) process.exit(0);

console.log('Measuring (the app in production on the world)...');
const measured = await measureWorld(world, values.smoke ? SMOKE_SEQUENCE : FULL_SEQUENCE, values.only);
console.log(`\n${measured.markdown}\n`);
const failed = measured.figures.filter((f) => f.errors > 0);
for (const f of measured.missed) {
  console.log(`over the goal: ${f.name} (${f.role}): p95 ${Math.round(f.p95)} ms, e.g. GET ${f.example}`);
}
process.exit(failed.length > 0 ? 1 : 0);
