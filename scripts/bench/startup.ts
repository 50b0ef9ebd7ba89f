import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fittingTemplate, PGLITE_TEMPLATE_ROOT } from '../../src/server/db/pglite-template';
import { PROJECT_ROOT, startServerChild } from '../lib/server-child';

/** P7: seconds from `npm start` to the first answer, on an empty data folder and on a restart. */
export interface StartupFigures {
  emptyFolderSeconds: number;
  restartSeconds: number;
  /** Whether the empty folder started as a copy of the build's PGlite template (`npm run build`). */
  fromTemplate: boolean;
}

async function timedStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const server = await startServerChild(
    { DATA_DIR: dataDir, STATIC_DIR: resolve(PROJECT_ROOT, 'dist/client'), NODE_ENV: 'development' },
    300_000,
    { entry: 'scripts/start.ts', readyPath: '/api/health' },
  );
  const seconds = (performance.now() - started) / 1000;
  await server.stop();
  return seconds;
}

/**
 * Starts `scripts/start.ts` (what `npm start` runs, the client already built) on an empty PGlite
 * folder, which migrates and loads the demo district, then again on the same folder.
 */
export async function measureStartup(): Promise<StartupFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-cms-bench-start-'));
  try {
    const fromTemplate = fittingTemplate(PGLITE_TEMPLATE_ROOT) !== null;
    const emptyFolderSeconds = await timedStart(dataDir);
    const restartSeconds = await timedStart(dataDir);
    return { emptyFolderSeconds, restartSeconds, fromTemplate };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
