import { resolve } from 'node:path';
import { browserVitalsMarkdown, measureBrowserVitals } from './browser-vitals';
import { measureBuild } from './bundle-sizes';
import { lighthouseMarkdown, measureLighthouse } from './lighthouse';
import { measureCsvExports } from './csv/csv-export';
import { measureMixedLoad } from './mixed-load';
import { measureReads, type ReadsSection } from './reads';
import { measureReviewQueue } from './review-queue';
import { count, ms, ratio, table } from './report';
import type { BenchSettings } from './settings';
import { measureStartup } from './startup';
import { runWorldSection } from './world/section';

/** One section of the suite: an id (P1...), what it measures, and a run that answers markdown. */
export interface BenchSection {
  id: string;
  title: string;
  run(settings: BenchSettings): Promise<string>;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function readsTable(section: ReadsSection, settings: BenchSettings): string {
  const y = section.yardstick;
  const rows = [
    [
      'bare Fastify route, one paged query (yardstick)',
      count(y.rps),
      '1.00×',
      ms(y.p50),
      ms(y.p99),
      String(y.errors),
    ],
    ...section.reads.map((r) => [
      r.name,
      count(r.result.rps),
      ratio(r.ratio),
      ms(r.result.p50),
      ms(r.result.p99),
      String(r.result.errors),
    ]),
  ];
  return (
    `${settings.connections} connections, ${settings.seconds} s each, after ${settings.warmupSeconds} s of warm-up.\n\n` +
    table(['read', 'req/s', 'ratio', 'p50', 'p99', 'errors'], rows)
  );
}

/** The sections in the order they run. */
export const SECTIONS: readonly BenchSection[] = [
  {
    id: 'P1',
    title: 'authenticated reads on PostgreSQL against a bare route',
    run: async (settings) => readsTable(await measureReads('postgres', settings), settings),
  },
  {
    id: 'P2',
    title: 'the same reads on PGlite (the `npm start` default)',
    run: async (settings) => readsTable(await measureReads('pglite', settings), settings),
  },
  {
    id: 'P3',
    title: 'the CSV downloads against raw csv-stringify on the same rows',
    run: async (settings) => {
      const names = {
        activity: 'activity CSV: one report of as many point lines',
        club: 'club CSV: club-years of 13 rows, one after another',
      };
      const mb = (value: number) => `${value.toFixed(1)} MB`;
      const rows = (await measureCsvExports(settings.csvRows)).flatMap((c) => [
        [
          names[c.report],
          count(c.app.rows),
          count(c.app.rows / c.app.seconds),
          ratio(c.ratio),
          mb(c.app.rssGrowthMb),
        ],
        [
          'raw csv-stringify, the same rows',
          count(c.raw.rows),
          count(c.raw.rows / c.raw.seconds),
          '1.00×',
          mb(c.raw.rssGrowthMb),
        ],
      ]);
      return (
        `${count(settings.csvRows)} rows each, written to a sink that counts bytes; goal: ≥ 0.50× and ` +
        `≤ 64 MB of memory growth.\n\n` +
        table(['download', 'rows', 'rows/s', 'ratio', 'RSS growth'], rows)
      );
    },
  },
  {
    id: 'P4',
    title: 'what the browser loads, gzip, from the build manifest',
    run: async () => {
      const sizes = measureBuild(resolve('dist/client'));
      const largest = [...sizes.routes].sort((a, b) => b.js - a.js).slice(0, 5);
      return (
        `First load (login page, shell and home page): JS ${kb(sizes.initial.js)}, CSS ${kb(sizes.initial.css)} ` +
        `(goal: JS ≤ 120 KB).\n\nThe screens that add most when they open (goal: ≤ 120 KB), and what ` +
        `they add once the home page, where every sign-in lands, is loaded:\n\n` +
        table(
          ['screen', 'adds JS', 'adds CSS', 'adds JS after home'],
          largest.map((r) => [r.src, kb(r.js), kb(r.css), kb(r.jsAfterLanding)]),
        )
      );
    },
  },
  {
    id: 'P5',
    title: 'in Chromium with 4× CPU slowdown: home LCP and keystroke-to-paint in the largest activity form',
    run: async (settings) => browserVitalsMarkdown(await measureBrowserVitals(settings)),
  },
  {
    id: 'P8',
    title: 'Lighthouse mobile: the login page and the signed-in home page',
    run: async (settings) => lighthouseMarkdown(await measureLighthouse(settings)),
  },
  {
    id: 'P6',
    title:
      'lists, searches and reports of a world-size district on PostgreSQL (48,000 clubs, 1.4 million members, 10 million reports)',
    run: (settings) => runWorldSection(settings),
  },
  {
    id: 'P7',
    title: 'start-up',
    run: async () => {
      const s = await measureStartup();
      return table(
        ['start', 'seconds to the first answer'],
        [
          [
            '`npm start` on an empty data folder (migrate, demo district; client built; ' +
              `${s.fromTemplate ? 'from the PGlite template' : 'no PGlite template: initdb'})`,
            s.emptyFolderSeconds.toFixed(1),
          ],
          ['restart on the same folder', s.restartSeconds.toFixed(1)],
        ],
      );
    },
  },
  {
    id: 'P9',
    title: "the evaluator's month: a scripted run through waiting reports by the keyboard flow (issue 16)",
    run: async (settings) => {
      const r = await measureReviewQueue(settings);
      const stats = (values: number[]) => {
        const sorted = [...values].sort((a, b) => a - b);
        const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
        const sum = sorted.reduce((s, v) => s + v, 0);
        return [ms(sum / sorted.length), ms(at(0.5)), ms(at(0.9)), ms(sorted[sorted.length - 1]!)];
      };
      const decide = r.perReport.map((v, i) => v - r.ready[i]!);
      const total = r.perReport.reduce((s, v) => s + v, 0) / 1000;
      return (
        `${r.reports} waiting reports (a Monthly Meeting or a Club Funds Raising Programme of a club each) ` +
        `filed through the API in ${r.filingSeconds.toFixed(1)} s on a fresh PGlite folder, then Chromium ` +
        `(no CPU slowdown) as the evaluator from the queue's first report: \`a\`, confirm, and on to the ` +
        `next report waiting. Each report timed from arriving on it to arriving on the next: ` +
        `${total.toFixed(1)} s in all, ${r.interactions} interactions a report, ${r.leftWaiting} left ` +
        `waiting after the run.\n\n` +
        table(
          ['part of a report', 'mean', 'p50', 'p90', 'max'],
          [
            ['arriving to the next report', ...stats(r.perReport)],
            ['arriving until approve-all is ready (view, points, queue)', ...stats(r.ready)],
            ['`a`, the confirmation, the request and the move on', ...stats(decide)],
          ],
        )
      );
    },
  },
  {
    id: 'mixed',
    title: 'simulated officers and evaluators on PostgreSQL',
    run: async (settings) => {
      const m = await measureMixedLoad(settings);
      return (
        `${m.users} users for ${m.seconds} s: ${count(m.requests)} requests, ${m.errors} errors, ` +
        `${count(m.refusals)} expected refusals (a month filed first, a report decided first); ` +
        `p50 ${ms(m.p50)}, p99 ${ms(m.p99)}; ${m.filed} reports filed, ${m.decided} decided.\n\n` +
        table(
          ['step', 'requests', 'p50', 'p99'],
          m.steps.map((s) => [s.step, count(s.requests), ms(s.p50), ms(s.p99)]),
        ) +
        (m.samples.length ? `\n\nFirst errors:\n\n${m.samples.map((s) => `- ${s}`).join('\n')}` : '')
      );
    },
  },
];
