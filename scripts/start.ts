import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startServer } from '../src/server/server';

// `npm start`: builds the client once when there is no build yet, and the PGlite template a new data
// folder starts from (as `npm run build` does), then serves app and API.
// The environment as the user started us: vite's build sets NODE_ENV=production in this process,
// which must not turn the first start into a production one (no demo district, no contract check).
const env = { ...process.env };
const staticDir = resolve(env.STATIC_DIR || 'dist/client');
if (!existsSync(resolve(staticDir, 'index.html'))) {
  // The server checks the schemas at every start too; checked here first, a broken folder is said in
  // a second rather than after a minute of building.
  const { runSchemasCheck } = await import('./schemas-check');
  if (!(await runSchemasCheck(env.SCHEMAS_DIR ? resolve(env.SCHEMAS_DIR) : undefined))) process.exit(1);
  console.log('No client build found: building it once (vite build)...');
  // The form validators are generated from schemas/ (git-ignored; a fresh clone has none).
  const { writeValidators } = await import('./compile-validators');
  await writeValidators();
  const { build } = await import('vite');
  await build({ logLevel: 'warn' });
  if (!env.DATABASE_URL) {
    const { makePgliteTemplate } = await import('../src/server/db/make-pglite-template');
    await makePgliteTemplate();
  }
}
await startServer(env);
