import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findSchemas, readGeneratedValidators, renderValidators, toEsModule } from './compile-validators';

describe('precompiled form validators', () => {
  it('are generated from the schemas before the tests run, the same every time', async () => {
    const committed = readGeneratedValidators();
    const generated = await renderValidators();
    expect([...committed.keys()].sort()).toEqual([...generated.keys()].sort());
    for (const [name, text] of generated) expect(committed.get(name), name).toBe(text);
  });

  it('cover every entity and activity schema', () => {
    const files = findSchemas().map((s) => s.schemaFile);
    expect(files).toContain('schemas/entities/zone/schema.json');
    const folders = readdirSync('schemas/activities', { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(files.filter((f) => f.startsWith('schemas/activities/'))).toHaveLength(folders.length);
  });

  it('run as ES modules under Node, with the server’s formats', async () => {
    const { validateFns } = (await import('../src/client/generated/validators/zone.js')) as {
      validateFns: Record<string, ((data: unknown) => boolean) & { errors?: { keyword: string }[] | null }>;
    };
    const [validate] = Object.values(validateFns);
    const zone = {
      lions_club_region: '6f1c7a52-3d0b-4e8e-9a41-0c2b5d7e9f10',
      name: 'Zone 1',
      status: 'ACTIVE',
    };
    expect(validate!(zone)).toBe(true);
    expect(validate!({ ...zone, lions_club_region: 'north' })).toBe(false);
    expect(validate!.errors?.map((e) => e.keyword)).toEqual(['format']);
    expect(validate!({ ...zone, name: 'x'.repeat(101), extra: 1 })).toBe(false);
    expect(validate!.errors?.map((e) => e.keyword).sort()).toEqual(['additionalProperties', 'maxLength']);
  });
});

describe('toEsModule', () => {
  it('turns requires into imports and exports into one validateFns object', () => {
    const cjs = [
      '"use strict";',
      'exports["-12ab"] = validate10;',
      'exports.abc = validate11;',
      'const func2 = require("ajv/dist/runtime/ucs2length").default;',
      'const formats0 = require("ajv-formats/dist/formats").fullFormats.date;',
      'function validate10(data){return func2(data) > formats0.length;}',
      'function validate11(data){return true;}',
    ].join('\n');
    const esm = toEsModule(cjs);
    expect(esm).toContain("import * as cjs0 from 'ajv/dist/runtime/ucs2length.js';");
    expect(esm).toContain("import * as cjs1 from 'ajv-formats/dist/formats.js';");
    expect(esm).toContain('const func2 = interop(cjs0).default;');
    expect(esm).toContain('export const validateFns = {\n  "-12ab": validate10,\n  "abc": validate11,\n};');
    expect(esm).not.toMatch(/\brequire\(|^exports/m);
  });

  it('refuses CommonJS it does not understand', () => {
    expect(() => toEsModule('"use strict";\nmodule.exports = validate10;\nfunction validate10(){}')).toThrow(
      /cannot rewrite/,
    );
  });
});
