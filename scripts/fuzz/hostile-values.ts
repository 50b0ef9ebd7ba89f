import fc from 'fast-check';
import { rawJson } from './refs';

/**
 * Values no form would send, for any field: wrong types, huge strings and numbers, deep nesting and
 * objects with prototype keys. They are independent of the field's schema on purpose.
 */

/** Sets a key as an own, enumerable property, even `__proto__` (an object literal would set the prototype). */
export function withOwnKey<T extends object>(target: T, key: string, value: unknown): T {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

/** Strings with a meaning somewhere: SQL, paths, templates, spreadsheet formulas, odd unicode. */
export const NASTY_STRINGS: readonly string[] = [
  "' OR '1'='1",
  '1; DROP TABLE members;--',
  "'; select pg_sleep(5);--",
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\u0000',
  '%s%s%s%n',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://example.invalid","x")',
  "+cmd|' /C calc'!A0",
  '@SUM(1+1)',
  '\ud800',
  '\u202egnp.exe',
  '\ufeff',
  'Ω≈ç√∫˜µ≤≥÷',
  '😀👍🏽👨‍👩‍👧',
  '\r\nSet-Cookie: x=1',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'true',
  '[]',
  '{}',
  ' ',
];

/** Long strings of one repeated character, up to ~300 KB (built by repeat: fast and reproducible). */
export const hugeStringArb: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(1_000, 16_384, 16_385, 65_536, 100_000, 256 * 1024, 300_000),
    fc.constantFrom('a', '%', '\u0000', 'é', '😀', '"', '\\', '[', '<'),
  )
  .map(([length, char]) => char.repeat(Math.ceil(length / char.length)));

/** Numbers at and past every limit, some only expressible as raw JSON text. */
export const hugeNumberArb: fc.Arbitrary<unknown> = fc.constantFrom(
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
  rawJson('1e1000'),
  rawJson('-1e1000'),
  rawJson('-0'),
  rawJson('18446744073709551616'),
  rawJson('123456789012345678901234567890.5'),
  rawJson('1.0'),
  rawJson('0.0000000000000000000000000001'),
);

/** Arrays or objects nested `depth` levels (100 to 1,000), built iteratively. */
export const deepNestingArb: fc.Arbitrary<unknown> = fc
  .tuple(fc.constantFrom(100, 500, 1000), fc.constantFrom('array', 'object', 'mixed'))
  .map(([depth, shape]) => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i++) {
      if (shape === 'array' || (shape === 'mixed' && i % 2 === 0)) value = [value];
      else value = { a: value };
    }
    return value;
  });

/** Objects carrying `__proto__`, `constructor` and `prototype` as own JSON keys. */
export const prototypeObjectArb: fc.Arbitrary<unknown> = fc
  .constantFrom('__proto__', 'constructor', 'prototype')
  .chain((key) =>
    fc.constantFrom<unknown>(
      withOwnKey({}, key, { polluted: 'fuzz', isAdmin: true, status_code: 200 }),
      withOwnKey({}, key, { prototype: { polluted: 'fuzz' } }),
      withOwnKey({ a: 1 }, key, 'fuzz'),
      withOwnKey({}, key, null),
    ),
  );

/**
 * Random JSON trees (fc.letrec), whose objects sometimes carry prototype keys, a few levels deep:
 * the variety deep chains lack.
 */
export const jsonTreeArb: fc.Arbitrary<unknown> = fc.letrec<{ node: unknown; leaf: unknown }>((tie) => ({
  leaf: fc.oneof(
    fc.string(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(...NASTY_STRINGS),
  ),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    tie('leaf'),
    fc.array(tie('node'), { maxLength: 4 }),
    fc
      .tuple(
        fc.dictionary(fc.string({ maxLength: 8 }), tie('node'), { maxKeys: 4 }),
        fc.option(fc.constantFrom('__proto__', 'constructor', 'prototype'), { freq: 4 }),
        tie('node'),
      )
      .map(([dict, key, value]) => (key ? withOwnKey(dict, key, value) : dict)),
  ),
})).node;

/** A value of the wrong type for whatever the field wants. */
export const wrongTypeArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 20 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

/** Any hostile value. */
export const hostileValueArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: wrongTypeArb },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: hugeStringArb },
  { weight: 2, arbitrary: hugeNumberArb },
  { weight: 1, arbitrary: deepNestingArb },
  { weight: 2, arbitrary: prototypeObjectArb },
  { weight: 2, arbitrary: jsonTreeArb },
);

/** Hostile values as text, for path segments, headers and multipart fields. */
export const hostileTextArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: hugeStringArb },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom('-1', '0', '2147483648', '9007199254740993', '1e400', '0x10') },
);
