import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * Module aliases of the client build and of the client tests (vitest.config.ts): rjsf's markdown
 * renderer replaced by the few inline marks its own messages use (form-engine/markdown).
 */
export const clientAliases = {
  'markdown-to-jsx/react': fileURLToPath(
    new URL('./src/client/form-engine/markdown/inline-markdown.tsx', import.meta.url),
  ),
};

/** The client: built into dist/client; in development API calls go to the server on API_PORT. */
export default defineConfig({
  root: 'src/client',
  plugins: [react()],
  resolve: { alias: clientAliases },
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
