import { spawn } from 'node:child_process';
import { createServer } from 'vite';

// `npm run dev`: the API with reload on change (port API_PORT, 3000 by default) and Vite's dev
// server on 5173 with hot reload, proxying /api to it.
const apiPort = process.env.API_PORT ?? '3000';
const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: apiPort, STATIC_DIR: '/no-client-build-in-dev', NODE_ENV: 'development' },
});
const vite = await createServer({ server: { port: 5173 } });
await vite.listen();
vite.printUrls();

const stop = async () => {
  api.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
