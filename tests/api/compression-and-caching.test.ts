import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../helpers/test-app';

// Issue 15: a build's files go compressed when the browser accepts it and are kept as long as they can
// be; the API's larger answers go compressed too.

const INDEX = `<!doctype html><title>Club CMS</title>${'<!-- the app shell -->'.repeat(80)}`;
const SCRIPT = `export const app = ${JSON.stringify('x'.repeat(4000))};`;

let build: string;
let t: TestApp;
beforeAll(async () => {
  // A build as vite.config.ts writes it: each text file beside its brotli and gzip copies.
  build = mkdtempSync(join(tmpdir(), 'club-cms-build-'));
  mkdirSync(join(build, 'assets'));
  for (const [name, body] of [
    ['index.html', INDEX],
    ['assets/index-3f2a9c1d.js', SCRIPT],
  ] as const) {
    writeFileSync(join(build, name), body);
    writeFileSync(join(build, `${name}.br`), brotliCompressSync(body));
    writeFileSync(join(build, `${name}.gz`), gzipSync(body));
  }
  writeFileSync(join(build, 'manifest.webmanifest'), '{"name":"Lions Club CMS"}');
  t = await createTestApp({ env: { STATIC_DIR: build } });
});
afterAll(async () => {
  await t.close();
  rmSync(build, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the built client', () => {
  it('sends the brotli copy to a browser that accepts it, gzip to one that takes only gzip', async () => {
    const br = await get('/assets/index-3f2a9c1d.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await get('/assets/index-3f2a9c1d.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-3f2a9c1d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('keeps hashed assets a year, never asked again, and has index.html asked again each visit', async () => {
    const asset = await get('/assets/index-3f2a9c1d.js', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.vary).toMatch(/accept-encoding/i);

    for (const url of ['/', '/activities/monthly', '/manifest.webmanifest']) {
      const page = await get(url, { 'accept-encoding': 'br' });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    const deepLink = await get('/activities/monthly', { 'accept-encoding': 'br' });
    expect(deepLink.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(deepLink.rawPayload).toString()).toBe(INDEX);
    // Revalidated, not fetched again: the browser's copy is still good.
    const etag = deepLink.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
  });
});

describe("the API's answers", () => {
  it('come compressed over 1 KB when the caller accepts it, and as they are otherwise', async () => {
    const president = await signedInMember(t.app, 'CLUB_PRESIDENT');
    // The office roles: a list of about 3 KB.
    const roles = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/office-role/list/se=',
        headers: { ...president.headers, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await roles();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await roles('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await roles('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    // A small answer is not worth compressing.
    const health = await get('/api/health', { 'accept-encoding': 'br' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status_code: 200, status: 'ok' });
  });
});

describe('request bodies', () => {
  it('are taken as sent: a gzip-encoded body is not unpacked (no way around the size limits)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ username: 'club-president@example.org', password: 'x' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status_code: 400, message_key: 'http.bodyNotJson' });
  });
});
