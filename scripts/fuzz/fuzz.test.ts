import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '../../src/server/openapi/load-document';
import { listOperations } from '../../src/server/openapi/operations';
import { loadActivityTypes } from './activity-types';
import { crc32, pngDeclaring } from './files';
import { encodeMultipart } from './multipart';
import { numRef, rawJson, ref, resolveJson, resolveText } from './refs';
import { encodeLoosely, requestArb } from './request-arbitraries';

// The fuzzer's own pieces that a wrong byte would silently make useless.
describe('fuzz helpers', () => {
  it('computes the CRC-32 PNG needs', () => {
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
  });

  it('forges a PNG header with the declared size and valid checksums', () => {
    const png = pngDeclaring(20_000, 20_000);
    expect(png.readUInt32BE(16)).toBe(20_000);
    expect(png.readUInt32BE(20)).toBe(20_000);
    // IHDR's CRC covers its type and data.
    expect(png.readUInt32BE(29)).toBe(crc32(png.subarray(12, 29)));
  });

  it('resolves placeholders: strings in place, numbers and raw JSON without quotes', () => {
    const lookup = (name: string) => ({ ownClub: 'c-1', 'zone.1': 7 })[name];
    const text = resolveJson(
      { club: ref('ownClub'), zone: numRef('zone.1'), big: rawJson('1e1000') },
      lookup,
    );
    expect(text).toBe('{"club":"c-1","zone":7,"big":1e1000}');
    expect(resolveText(`/api/club/info/${ref('ownClub')}`, lookup)).toBe('/api/club/info/c-1');
  });

  it('percent-encodes lone surrogates instead of throwing', () => {
    expect(encodeLoosely('a\ud800/')).toBe('a%ED%A0%80%2F');
    expect(encodeLoosely('../x y', true)).toBe('../x%20y');
  });

  it('writes part names byte for byte', () => {
    const body = encodeMultipart([{ name: '__proto__[x]', data: 'v' }], 'B', false).toString();
    expect(body).toBe('--B\r\nContent-Disposition: form-data; name="__proto__[x]"\r\n\r\nv\r\n--B--\r\n');
  });

  it('gives the same request for a seed and index, alone or in a batch', async () => {
    const arb = requestArb(
      [...listOperations(await loadOpenApiDocument()).values()],
      await loadActivityTypes(),
    );
    const alone = fc.sample(arb, { seed: 7, path: '37', numRuns: 1 })[0];
    const batch = fc.sample(arb, { seed: 7, path: '32', numRuns: 8 })[5];
    const plain = (v: unknown) => JSON.stringify(v, (_k, x) => (x instanceof Uint8Array ? [...x] : x));
    expect(plain(alone)).toBe(plain(batch));
  });
});
