import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startServer } from '../src/server/server';

// `npm start`: builds the client once when there is no build yet, then serves app and API.
const staticDir = resolve(process.env.STATIC_DIR || 'dist/client');
if (!existsSync(resolve(staticDir, 'index.html'))) {
  console.log('No client build found: building it once (vite build)...');
  // The form validators are generated from schemas/ (npm install does it too; a copy may not have).
  const { writeValidators } = await import('./compile-validators');
  await writeValidators();
  const { build } = await import('vite');
  await build({ logLevel: 'warn' });
}
await startServer();
