import zlib from 'node:zlib';
import fc from 'fast-check';

/** CRC-32 as PNG wants it: zlib.crc32 where node has it (20.15+), else the classic table. */
export function crc32(bytes: Uint8Array): number {
  const native = (zlib as { crc32?: (data: Uint8Array) => number }).crc32;
  if (native) return native(bytes) >>> 0;
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A PNG whose header declares width x height RGBA pixels but whose data holds one row: valid
 * checksums, so a decoder believes the header and may try to allocate width*height*4 bytes
 * (20000 x 20000 is 1.6 GB), the decompression-bomb shape an image library must refuse.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const row = Buffer.alloc(1 + 4 * Math.min(width, 4)); // filter byte + a few pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(row)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real 1x1 PNG that any image library decodes (the setup uploads it to get a signed file link). */
export function tinyPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(Buffer.from([0, 0x20, 0x80, 0xe0, 0xff]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small well-formed PDF (setup files a report with it). */
export function tinyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

/**
 * Deterministic filler bytes from a seed (xorshift32): fast-check would draw a 600 KB array byte by
 * byte, which is slow; one seeded integer gives the same bytes for the same seed.
 */
export function seededBytes(seed: number, length: number): Buffer {
  const out = Buffer.alloc(length);
  let x = seed | 0 || 0x9e3779b9;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

/** One hostile (or valid) upload: bytes, a file name and a declared content type. */
export interface Upload {
  filename: string;
  contentType?: string;
  bytes: Buffer;
  /** What it is, for the failure report (the bytes alone do not say it). */
  label: string;
}

const FILE_KINDS = [
  'tiny-png',
  'png-20000x20000',
  'png-65535x65535',
  'pdf-header-junk',
  'random-bytes',
  'empty',
  '600KB',
  '500KB-exact',
  'jpeg-header-junk',
  'gif-script-polyglot',
  'svg-script',
  'html',
  'zip-header',
] as const;

function bytesOf(kind: (typeof FILE_KINDS)[number], seed: number, size: number): Buffer {
  switch (kind) {
    case 'tiny-png':
      return tinyPng();
    case 'png-20000x20000':
      return pngDeclaring(20_000, 20_000);
    case 'png-65535x65535':
      return pngDeclaring(65_535, 65_535);
    case 'pdf-header-junk':
      return Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), seededBytes(seed, size)]);
    case 'random-bytes':
      return seededBytes(seed, size);
    case 'empty':
      return Buffer.alloc(0);
    case '600KB':
      // Starts like a PNG, so a sniffer accepts it and only the size check can refuse it.
      return Buffer.concat([pngDeclaring(100, 100), seededBytes(seed, 600 * 1024)]);
    case '500KB-exact':
      return Buffer.concat([tinyPdf(), seededBytes(seed, 500 * 1024 - tinyPdf().length)]);
    case 'jpeg-header-junk':
      return Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]),
        seededBytes(seed, size),
      ]);
    case 'gif-script-polyglot':
      return Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(document.domain)//', 'latin1');
    case 'svg-script':
      return Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    case 'html':
      return Buffer.from('<!doctype html><script>alert(1)</script>');
    case 'zip-header':
      return Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), seededBytes(seed, size)]);
  }
}

/** File names a browser would never send, and some it would. */
const FILE_NAMES = [
  'photo.png',
  'report.pdf',
  '',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'a.php',
  'image.png\u0000.pdf',
  'x'.repeat(300) + '.pdf',
  'ünïcödé 写真.jpg',
  '"quoted".png',
  '.htaccess',
  'CON.pdf',
];

const CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'application/pdf',
  'application/octet-stream',
  'text/html',
  'image/svg+xml',
  undefined,
];

/** Uploads of every kind above, with odd names and declared types. */
export const uploadArb: fc.Arbitrary<Upload> = fc
  .record({
    kind: fc.constantFrom(...FILE_KINDS),
    filename: fc.constantFrom(...FILE_NAMES),
    contentType: fc.constantFrom(...CONTENT_TYPES),
    seed: fc.integer(),
    size: fc.integer({ min: 1, max: 4096 }),
  })
  .map(({ kind, filename, contentType, seed, size }) => ({
    filename,
    contentType,
    bytes: bytesOf(kind, seed, size),
    label: kind,
  }));

/** Uploads a form would normally carry (a small real image or PDF). */
export const validUploadArb: fc.Arbitrary<Upload> = fc.constantFrom<Upload>(
  { filename: 'photo.png', contentType: 'image/png', bytes: tinyPng(), label: 'tiny-png' },
  { filename: 'report.pdf', contentType: 'application/pdf', bytes: tinyPdf(), label: 'tiny-pdf' },
);
