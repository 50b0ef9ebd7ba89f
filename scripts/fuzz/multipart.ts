import fc from 'fast-check';
import type { Part } from './types';

/**
 * Part names that have broken form parsers that build nested objects from `a[b][c]` names, in three
 * families. Prototype keys: pollution of Object.prototype.
 */
export const PROTOTYPE_PART_NAMES: readonly string[] = [
  '__proto__[x]',
  '__proto__[polluted]',
  '__proto__[status_code]',
  '__proto__[error]',
  '__proto__',
  '__proto__[__proto__][x]',
  'constructor[prototype][x]',
  'constructor[prototype][polluted]',
  'constructor[prototype][error]',
  'constructor',
  'prototype',
  'x[__proto__][y]',
  'members[__proto__]',
  'members[constructor][prototype][x]',
  'office_roles[0][__proto__][x]',
];

/**
 * Huge, negative and odd array indexes: `members[4294967294]` is the largest index JavaScript allows
 * (a list of 4 billion slots), `office_roles[99999999][role_code]` a sparse list any loop walks.
 */
export const INDEX_PART_NAMES: readonly string[] = [
  'members[4294967294]',
  'members[4294967295]',
  'members[9007199254740993]',
  'members[99999999]',
  'members[-1]',
  'members[1e9]',
  'office_roles[99999999][role_code]',
  'office_roles[4294967294][role_code]',
  'office_roles[0]',
];

/** Very deep nesting and names a browser would never send. */
export const ODD_PART_NAMES: readonly string[] = [
  `a${'[b]'.repeat(50)}`,
  `members${'[0]'.repeat(50)}`,
  ']]',
  '[',
  '[]',
  'a[]',
  'a[',
  'a]]b',
  '[[]]',
  'display_name[]',
  'display_name[0]',
  'month[]',
  'image[0]',
  'document1[x]',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'length',
  '名前',
  'emoji😀',
  'a\u0000b',
  '\u0000',
  '',
  ' ',
  'x'.repeat(2000),
];

/** All hostile part names. */
export const HOSTILE_PART_NAMES: readonly string[] = [
  ...PROTOTYPE_PART_NAMES,
  ...INDEX_PART_NAMES,
  ...ODD_PART_NAMES,
];

/**
 * The value sent in prototype-key parts. `error` is an optional field of every error answer: once
 * Object.prototype.error is set, serialisers that skip undefined fields write it into answers, so the
 * canary showing up in an answer to a request that never sent it proves the pollution from outside.
 */
export const POLLUTION_CANARY = 'fuzz-polluted';

/** Names that reached Object.prototype in known parsers: the report flags requests that sent them. */
export function isPrototypeName(name: string): boolean {
  return /__proto__|constructor|prototype/.test(name);
}

/** Part names whose brackets ask for an array index of a million or more. */
export function isHugeIndexName(name: string): boolean {
  return /\[(\d{7,}|\d+e\d+)\]/.test(name);
}

/** A random boundary, with the characters RFC 2046 allows. */
export const boundaryArb: fc.Arbitrary<string> = fc
  .stringMatching(/^[A-Za-z0-9'()+_,.-]{16,40}$/)
  .map((b) => `----fuzz${b}`);

function quoted(text: string): string {
  // Written as is: a fuzzer must be able to send quotes, CR/LF and NUL inside a name.
  return `"${text}"`;
}

/** Encodes parts as multipart/form-data (byte for byte; names and file names are not escaped). */
export function encodeMultipart(parts: readonly Part[], boundary: string, truncated: boolean): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(part.name)}`;
    if (part.filename !== undefined) head += `; filename=${quoted(part.filename)}`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    else if (part.filename !== undefined) head += 'Content-Type: application/octet-stream\r\n';
    chunks.push(Buffer.from(`${head}\r\n`, 'utf8'));
    chunks.push(typeof part.data === 'string' ? Buffer.from(part.data, 'utf8') : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  if (!truncated) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
