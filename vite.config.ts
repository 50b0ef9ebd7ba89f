import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The client: built into dist/client; in development API calls go to the server on API_PORT. */
export default defineConfig({
  root: 'src/client',
  plugins: [react()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: what each screen loads, for the bundle benchmark (scripts/bench-bundle.ts).
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` },
  },
});
