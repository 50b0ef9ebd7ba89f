import { describe, expect, it } from 'vitest';
import { bundleSizes, type Manifest } from './bundle-sizes';

/**
 * A build: the entry (with the home page every sign-in lands on) imports a shared chunk and loads two
 * screens and the home page's overview on demand; one screen shares a chunk with it, and the form
 * shares a kit with the overview.
 */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['features/login.tsx', 'features/form.tsx', 'features/overview.tsx'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_kit.js': { file: 'assets/kit.js' },
  'features/overview.tsx': { file: 'assets/overview.js', src: 'features/overview.tsx', imports: ['_kit.js'] },
  '_engine.js': { file: 'assets/engine.js', imports: ['_vendor.js'], css: ['assets/engine.css'] },
  'features/login.tsx': { file: 'assets/login.js', src: 'features/login.tsx', imports: ['_vendor.js'] },
  'features/form.tsx': {
    file: 'assets/form.js',
    src: 'features/form.tsx',
    imports: ['_engine.js', '_kit.js', '_vendor.js'],
    dynamicImports: ['schemas/big.json'],
  },
  'schemas/big.json': { file: 'assets/big.js', src: 'schemas/big.json' },
};

const SIZES: Record<string, number> = {
  'assets/index.js': 100,
  'assets/vendor.js': 50,
  'assets/index.css': 20,
  'assets/engine.js': 70,
  'assets/engine.css': 5,
  'assets/login.js': 3,
  'assets/kit.js': 40,
  'assets/overview.js': 1,
  'assets/form.js': 9,
  'assets/big.js': 1000,
};

describe('bundleSizes', () => {
  const sizes = bundleSizes(MANIFEST, (file) => SIZES[file]!, ['features/overview.tsx']);

  it('counts the entry and its static imports as the first load', () => {
    expect(sizes.initial).toEqual({ js: 150, css: 20 });
  });

  it('gives each screen the chunks it adds beyond the first load, largest first', () => {
    expect(sizes.routes).toEqual([
      // The engine, the kit and the engine's CSS come with the form; the vendor chunk is loaded.
      // After the home page's overview, which it loads as it shows, the kit is there too.
      // The overview is part of landing, not a screen of its own.
      { src: 'features/form.tsx', js: 119, css: 5, jsAfterLanding: 79 },
      { src: 'features/login.tsx', js: 3, css: 0, jsAfterLanding: 3 },
    ]);
  });

  it('refuses a build without the landing page parts it names', () => {
    expect(() => bundleSizes(MANIFEST, (file) => SIZES[file]!, ['features/renamed.tsx'])).toThrow(
      'lacks a part of the landing page',
    );
  });

  it('refuses a manifest without an entry', () => {
    expect(() => bundleSizes({ 'a.js': { file: 'a.js' } }, () => 1)).toThrow('no entry');
  });
});
