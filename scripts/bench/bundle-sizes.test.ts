import { describe, expect, it } from 'vitest';
import { bundleSizes, type Manifest } from './bundle-sizes';

/** A build: the entry imports a shared chunk and loads two screens on demand; one screen shares a chunk with it. */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['features/login.tsx', 'features/form.tsx'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_engine.js': { file: 'assets/engine.js', imports: ['_vendor.js'], css: ['assets/engine.css'] },
  'features/login.tsx': { file: 'assets/login.js', src: 'features/login.tsx', imports: ['_vendor.js'] },
  'features/form.tsx': {
    file: 'assets/form.js',
    src: 'features/form.tsx',
    imports: ['_engine.js', '_vendor.js'],
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
  'assets/form.js': 9,
  'assets/big.js': 1000,
};

describe('bundleSizes', () => {
  const sizes = bundleSizes(MANIFEST, (file) => SIZES[file]!);

  it('counts the entry and its static imports as the first load', () => {
    expect(sizes.initial).toEqual({ js: 150, css: 20 });
  });

  it('gives each screen the chunks it adds beyond the first load, largest first', () => {
    expect(sizes.routes).toEqual([
      // The engine and its CSS come with the form; the shared vendor chunk is already loaded.
      { src: 'features/form.tsx', js: 79, css: 5 },
      { src: 'features/login.tsx', js: 3, css: 0 },
    ]);
  });

  it('refuses a manifest without an entry', () => {
    expect(() => bundleSizes({ 'a.js': { file: 'a.js' } }, () => 1)).toThrow('no entry');
  });
});
