import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Module aliases of the client build and of the client tests (vitest.config.ts): rjsf's markdown
 * renderer replaced by the few inline marks its own messages use (form-engine/markdown).
 */
export const clientAliases = {
  'markdown-to-jsx/react': fileURLToPath(
    new URL('./src/client/form-engine/markdown/inline-markdown.tsx', import.meta.url),
  ),
};

/**
 * The installable app (issue 13): a web manifest and a service worker that keeps the built app, so
 * it opens without a connection (a phone in a dead spot) and a drafted report waits on the device.
 * The API is never cached: every answer comes from the server.
 */
const installableApp = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: 'script-defer',
  includeAssets: ['icons/icon.svg', 'icons/icon-180.png'],
  manifest: {
    name: 'Lions Club CMS',
    short_name: 'Club CMS',
    description: "A Lions district's monthly activities, service projects and points.",
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#00338d',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff,woff2}'],
    // Blueprint's icon fonts and the larger chunks are part of the app shell too.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//],
    cleanupOutdatedCaches: true,
  },
});

/**
 * Brotli and gzip copies of the built text files (`x.js.br`, `x.js.gz`) beside them, made once at
 * build time at the highest quality; the server sends the one the browser accepts (issue 15).
 */
const compressedCopies = compression({
  algorithms: ['brotliCompress', 'gzip'],
  include: /\.(html|css|js|mjs|json|svg|webmanifest)$/,
  threshold: 1024,
  logLevel: 'silent',
});

/** The client: built into dist/client; in development API calls go to the server on API_PORT. */
export default defineConfig({
  root: 'src/client',
  plugins: [react(), installableApp, compressedCopies],
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
