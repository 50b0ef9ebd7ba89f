import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`build.manifest`), as much of it as the sizes need. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Vite's build manifest: chunks by key (a source path, or `_name` for shared chunks). */
export type Manifest = Record<string, ManifestChunk>;

/** Gzipped bytes of JavaScript and CSS. */
export interface LoadSize {
  js: number;
  css: number;
}

/** What a lazily loaded screen adds to the first load, named by its source. */
export interface RouteSize extends LoadSize {
  src: string;
  /**
   * JavaScript it adds once the home page every sign-in opens is loaded with the parts it loads on
   * demand as it shows (`LANDING_LOADS`): what opening it costs an officer who signed in and went on
   * from home.
   */
  jsAfterLanding: number;
}

/** The first load (entry and everything it imports statically) and what each lazy screen adds. */
export interface BundleSizes {
  initial: LoadSize;
  routes: RouteSize[];
}

/**
 * What the home page, where every sign-in lands, loads on demand as it shows: the page itself is in
 * the first load, its overview comes after.
 */
export const LANDING_LOADS: readonly string[] = ['features/home/components/club-overview-section.tsx'];

/** The keys of a chunk and every chunk it imports statically, the chunk first. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticClosure(manifest, child, seen);
  return seen;
}

/** The gzipped size of the JS and CSS files of some chunks, each file counted once. */
function sizeOf(manifest: Manifest, keys: Iterable<string>, gzipped: (file: string) => number): LoadSize {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipped(file), 0);
  return { js: sum(js), css: sum(css) };
}

/**
 * Sizes from a build manifest: the first load of the page (the entry chunk and its static imports)
 * and, for each chunk the entry loads on demand (a screen), what it adds beyond the first load.
 * `gzipped` answers a built file's gzipped size.
 */
export function bundleSizes(
  manifest: Manifest,
  gzipped: (file: string) => number,
  landingLoads: readonly string[] = LANDING_LOADS,
): BundleSizes {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The build manifest names no entry chunk.');
  const initialKeys = staticClosure(manifest, entry);
  const lazyKeys = new Set<string>();
  for (const key of initialKeys) for (const lazy of manifest[key]!.dynamicImports ?? []) lazyKeys.add(lazy);
  const landingKeys = Object.keys(manifest).filter((key) =>
    landingLoads.some((src) => manifest[key]!.src?.endsWith(src)),
  );
  if (landingKeys.length < landingLoads.length) {
    throw new Error(`The build manifest lacks a part of the landing page: ${landingLoads.join(', ')}.`);
  }
  const loaded = new Set(initialKeys);
  for (const part of landingKeys) for (const key of staticClosure(manifest, part)) loaded.add(key);
  const routes = [...lazyKeys]
    .filter((key) => !initialKeys.has(key) && !landingKeys.includes(key))
    .map((key) => {
      const closure = [...staticClosure(manifest, key)];
      const added = closure.filter((k) => !initialKeys.has(k));
      const afterLanding = closure.filter((k) => !loaded.has(k));
      return {
        src: manifest[key]!.src ?? key,
        ...sizeOf(manifest, added, gzipped),
        jsAfterLanding: sizeOf(manifest, afterLanding, gzipped).js,
      };
    })
    .sort((a, b) => b.js - a.js || a.src.localeCompare(b.src));
  return { initial: sizeOf(manifest, initialKeys, gzipped), routes };
}

/** The sizes of a client build folder (vite's `outDir`, built with `build.manifest`). */
export function measureBuild(outDir: string): BundleSizes {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const cache = new Map<string, number>();
  const gzipped = (file: string) => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(outDir, file))).length;
      cache.set(file, size);
    }
    return size;
  };
  return bundleSizes(manifest, gzipped);
}
