import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
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
  // The app's own worker (src/client/sw.ts): Workbox's precaching and navigation fallback, and the
  // Background Sync that sends reports kept offline after the app was closed (issue 28).
  strategies: 'injectManifest',
  srcDir: '.',
  filename: 'sw.ts',
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff,woff2}'],
    // Blueprint's icon fonts and the larger chunks are part of the app shell too.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
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

/**
 * react-router 7's package exports name only its development build (the same code with its
 * development warnings on); a production build takes the production one beside it (issue 15).
 */
const reactRouterProduction = {
  'react-router': fileURLToPath(
    new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
};

const ICON_PATHS = fileURLToPath(
  new URL('./node_modules/@blueprintjs/icons/lib/esm/generated/', import.meta.url),
);
const ICON_LOADER = '\0blueprint-used-icon-paths';

/** The quoted Blueprint icon names in the client's and the shared code (tests aside). */
function usedIconNames(): string[] {
  const known = new Set(
    readdirSync(join(ICON_PATHS, '16px/paths'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => f.slice(0, -3)),
  );
  const used = new Set<string>();
  const scan = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'generated') scan(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.|test-kit|test-setup/.test(entry.name)) {
        for (const [, name] of readFileSync(path, 'utf8').matchAll(/['"]([a-z0-9-]+)['"]/g)) {
          if (known.has(name!)) used.add(name!);
        }
      }
    }
  };
  for (const dir of ['./src/client', './src/shared']) scan(fileURLToPath(new URL(dir, import.meta.url)));
  return [...used].sort();
}

/**
 * Blueprint's `<Icon icon="edit">` fetches the icon's SVG paths through its loader, whose default
 * brings every icon of a size (300 KB of JavaScript, evaluated on the home page for a handful of
 * icons). The build gives that loader the icons the code names instead (some 55, 40 KB both sizes),
 * in one chunk per size, and falls back on Blueprint's own loader for a name made at run time.
 */
function blueprintUsedIcons(): Plugin {
  return {
    name: 'club-cms:blueprint-used-icons',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /splitPathsBySizeLoader$|^\0blueprint-used-icon-paths/ },
      handler(source, importer) {
        if (source.startsWith(ICON_LOADER)) return source;
        return importer?.endsWith('/icons/lib/esm/iconLoader.js') ? ICON_LOADER : null;
      },
    },
    load(id) {
      const size = /-(16|20)$/.exec(id)?.[1];
      if (size) {
        // The paths are copied in, not imported: an imported path module would be shared with
        // Blueprint's every-icon chunk, and the bundler would make this chunk load that one.
        const paths = usedIconNames().map((name) => {
          const source = readFileSync(`${ICON_PATHS}${size}px/paths/${name}.js`, 'utf8');
          const array = /export default (\[.*\]);/.exec(source)?.[1] ?? '[]';
          return `${JSON.stringify(name)}: ${array}`;
        });
        return `export default {\n${paths.join(',\n')}\n};\n`;
      }
      if (id !== ICON_LOADER) return null;
      return `
export async function splitPathsBySizeLoader(name, size) {
  const used = (await (size < 20 ? import('${ICON_LOADER}-16') : import('${ICON_LOADER}-20'))).default;
  if (used[name]) return used[name];
  const every = await import(${JSON.stringify(`${ICON_PATHS}../paths-loaders/splitPathsBySizeLoader.js`)});
  return every.splitPathsBySizeLoader(name, size);
}
`;
    },
  };
}

/** A selector list's selectors (commas inside parentheses or brackets kept). */
function selectorsOf(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/**
 * `css` without the selectors that only match inside an element matching `unused` (a class or
 * attribute no element has): such selectors are taken out of their rule's list, and a rule left
 * without selectors goes. The text is walked rule by rule (strings and comments skipped), at-rule
 * blocks descended into and dropped when emptied.
 */
export function withoutUnusedSelectors(css: string, unused: RegExp): string {
  let out = '';
  let i = 0;
  const n = css.length;
  // The end of the block opened at `open` (the index of its brace), strings and comments skipped.
  const blockEnd = (open: number) => {
    let depth = 0;
    for (let j = open; j < n; j++) {
      const c = css[j];
      if (c === '"' || c === "'") j = css.indexOf(c, j + 1);
      else if (c === '/' && css[j + 1] === '*') j = css.indexOf('*/', j + 2) + 1;
      else if (c === '{') depth++;
      else if (c === '}' && --depth === 0) return j;
    }
    return n - 1;
  };
  while (i < n) {
    const open = css.indexOf('{', i);
    const semi = css.indexOf(';', i);
    if (open < 0) return out + css.slice(i);
    const prelude = css.slice(i, open).replace(/\/\*[\s\S]*?\*\//g, '');
    if (prelude.trimStart().startsWith('@') && semi >= 0 && semi < open) {
      out += css.slice(i, semi + 1); // @charset, @import
      i = semi + 1;
      continue;
    }
    const end = blockEnd(open);
    const body = css.slice(open + 1, end);
    const head = prelude.trim();
    if (head.startsWith('@media') || head.startsWith('@supports') || head.startsWith('@layer')) {
      const inner = withoutUnusedSelectors(body, unused);
      if (inner.trim()) out += `${head}{${inner}}`;
    } else if (head.startsWith('@')) {
      out += css.slice(i, end + 1);
    } else {
      const kept = selectorsOf(head).filter((selector) => !unused.test(selector));
      if (kept.length > 0) out += `${kept.join(',')}{${body}}`;
    }
    i = end + 1;
  }
  return out;
}

/**
 * Blueprint's stylesheets without their dark theme (a third of blueprint.css): the app never puts
 * `bp6-dark` or `data-bp-color-scheme="dark"` on an element (Blueprint adds the class only inside such
 * an element), so nothing shown changes, and every first load parses and matches far less CSS.
 */
const DARK_THEME = /\.bp6-dark(?![\w-])|\[data-bp-color-scheme=["']?dark/;

function blueprintWithoutDarkTheme(): Plugin {
  return {
    name: 'club-cms:blueprint-without-dark-theme',
    enforce: 'pre',
    transform: {
      filter: { id: /@blueprintjs\/[^/]+\/lib\/css\/[^/]+\.css$/ },
      handler(code) {
        return { code: withoutUnusedSelectors(code, DARK_THEME), map: null };
      },
    },
  };
}

/** The client: built into dist/client; in development API calls go to the server on API_PORT. */
export default defineConfig(({ command }) => ({
  root: 'src/client',
  plugins: [react(), blueprintWithoutDarkTheme(), blueprintUsedIcons(), installableApp, compressedCopies],
  resolve: { alias: { ...clientAliases, ...(command === 'build' ? reactRouterProduction : {}) } },
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
}));
