/**
 * `npm run bench`: the benchmark suite of issue 12 in one run. Starts what it needs (the app in
 * production on a scratch PostgreSQL database and on a PGlite folder, the yardsticks), prints each
 * figure as a ratio against its yardstick with p50/p99 and errors, and writes them with the machine's
 * description into docs/benchmarks.md (between its results markers).
 *
 *   npm run bench                    the full run (minutes; for people)
 *   npm run bench -- --smoke         every section for seconds, nothing written (CI)
 *   npm run bench -- --only P1,P7    some sections
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { describeMachine } from './bench/machine';
import { writeResults } from './bench/report';
import { SECTIONS } from './bench/sections';
import { FULL, SMOKE } from './bench/settings';

const { values } = parseArgs({
  options: { smoke: { type: 'boolean', default: false }, only: { type: 'string' } },
});
const settings = values.smoke ? SMOKE : FULL;
const wanted = values.only?.split(',').map((s) => s.trim().toUpperCase());
const unknown = wanted?.filter((id) => !SECTIONS.some((s) => s.id.toUpperCase() === id)) ?? [];
if (unknown.length > 0) {
  console.error(`Unknown sections: ${unknown.join(', ')}. Known: ${SECTIONS.map((s) => s.id).join(', ')}`);
  process.exit(2);
}

if (!existsSync(resolve('dist/client/.vite/manifest.json'))) {
  console.log('No client build with a manifest: building it (vite build)...');
  const { build } = await import('vite');
  await build({ logLevel: 'warn' });
}

const machine = await describeMachine();
console.log(`Club CMS benchmarks (${settings.smoke ? 'smoke' : 'full run'}) on ${machine}\n`);
const parts: string[] = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}.`,
];
let failed = false;
for (const section of SECTIONS) {
  if (wanted && !wanted.includes(section.id.toUpperCase())) continue;
  console.log(`==> ${section.id}: ${section.title}`);
  try {
    const markdown = await section.run(settings);
    console.log(`${markdown}\n`);
    parts.push(`### ${section.id}: ${section.title}\n\n${markdown}`);
  } catch (err) {
    failed = true;
    console.error(
      `${section.id} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
}

if (!settings.smoke && !wanted && !failed) {
  writeResults(resolve('docs/benchmarks.md'), parts.join('\n\n'));
  console.log('Written to docs/benchmarks.md.');
} else if (!settings.smoke) {
  console.log('Not written to docs/benchmarks.md: only a full run of every section is.');
}
process.exit(failed ? 1 : 0);
