// `npm run schemas:compile`: precompiles every form schema into ajv validators for the browser, where
// no schema is compiled at run time (the CSP forbids eval, and ajv's compiler would add 128 KB).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dereference } from '@apidevtools/json-schema-ref-parser';
import type { RJSFSchema } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { runSchemasCheck } from './schemas-check';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The folders whose sub-folders each hold a form's `schema.json` (a folder not there yet is skipped). */
export const SCHEMA_FOLDERS = ['schemas/entities', 'schemas/activities', 'schemas/projects'] as const;

/** Where the generated validators live, one `<folder-name>.js` (and `.d.ts`) per schema. */
export const VALIDATORS_DIR = join(ROOT, 'src/client/generated/validators');

/** One form schema: its folder's name (the validator's file name) and its path from the repository root. */
export interface SchemaSource {
  /** The folder's name, e.g. `zone`. */
  name: string;
  /** The schema file, e.g. `schemas/entities/zone/schema.json`. */
  schemaFile: string;
}

/** Every form schema, in a stable order; two folders of the same name would share a validator file. */
export function findSchemas(): SchemaSource[] {
  const sources: SchemaSource[] = [];
  for (const folder of SCHEMA_FOLDERS) {
    const dir = join(ROOT, folder);
    if (!existsSync(dir)) continue;
    const names = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'schema.json')))
      .map((entry) => entry.name)
      .sort();
    for (const name of names) {
      if (sources.some((s) => s.name === name)) {
        throw new Error(`two schema folders are named ${name}; their validators would overwrite each other`);
      }
      sources.push({ name, schemaFile: `${folder}/${name}/schema.json` });
    }
  }
  return sources;
}

/**
 * ajv's options as on the server (src/server/http/validators.ts): all errors at once, no strict mode,
 * no type coercion, and the formats of the same ajv-formats (date, email, uuid, ...). rjsf's nested,
 * older ajv-formats is switched off so both sides agree on what a valid date or e-mail is. No
 * `useDefaults`: rjsf fills defaults itself, and validation must not change the data it checks.
 */
const COMPILE_OPTIONS = {
  ajvOptionsOverrides: { allErrors: true, strict: false, coerceTypes: false },
  ajvFormatOptions: false,
  extenderFn: (ajv: Ajv) => {
    addFormats(ajv);
    return ajv;
  },
} as const;

/** A relative module path as ESM wants it: ajv's files have no `exports` map, so Node needs `.js`. */
function esmSpecifier(specifier: string): string {
  const isBarePackage =
    !specifier.includes('/') || (specifier.startsWith('@') && specifier.split('/').length === 2);
  return isBarePackage || /\.[cm]?js$/.test(specifier) ? specifier : `${specifier}.js`;
}

/**
 * Rewrites ajv's CommonJS standalone code to an ES module. (ajv's own ESM output writes
 * `export const 503cb8dc = ...` for rjsf's numeric schema ids, which is not JavaScript.) Each
 * `require()` becomes a namespace import read through `interop`, because Node hands a CommonJS
 * module's `module.exports` as the default while bundlers hand its `exports.default`.
 */
export function toEsModule(cjs: string): string {
  const imports = new Map<string, string>();
  const exported: [string, string][] = [];
  let body = cjs.replace(/^"use strict";\n?/, '');
  body = body.replace(
    /^exports(?:\.([A-Za-z_$][\w$]*)|\["([^"]+)"\]) = ([A-Za-z_$][\w$]*);\n?/gm,
    (_, dot, key, fn) => {
      exported.push([String(dot ?? key), String(fn)]);
      return '';
    },
  );
  body = body.replace(/require\("([^"]+)"\)/g, (_, specifier: string) => {
    let local = imports.get(specifier);
    if (!local) {
      local = `cjs${imports.size}`;
      imports.set(specifier, local);
    }
    return `interop(${local})`;
  });
  if (/\brequire\(|^\s*(?:module\.)?exports\b/m.test(body) || exported.length === 0) {
    throw new Error('ajv produced CommonJS this script cannot rewrite to ESM');
  }
  const lines = [...imports].map(
    ([specifier, local]) => `import * as ${local} from '${esmSpecifier(specifier)}';`,
  );
  if (imports.size > 0) {
    lines.push(
      'const interop = (ns) => (ns.default && typeof ns.default === "object" && ns.default.__esModule ? ns.default : ns);',
    );
  }
  const entries = exported.map(([key, fn]) => `  ${JSON.stringify(key)}: ${fn},`);
  return `${lines.join('\n')}\n${body.trimEnd()}\n\nexport const validateFns = {\n${entries.join('\n')}\n};\n`;
}

/**
 * A schema with its `$ref`s to `schemas/common/` resolved: the form renders and the validator checks
 * this self-contained object (rjsf matches a precompiled validator to its exact schema).
 */
export async function loadFormSchema(source: SchemaSource): Promise<RJSFSchema> {
  return (await dereference(join(ROOT, source.schemaFile))) as RJSFSchema;
}

/** The validator module of one (self-contained) schema. */
export function renderValidatorModule(source: SchemaSource, schema: RJSFSchema): string {
  const cjs = compileSchemaValidatorsCode(schema, COMPILE_OPTIONS);
  return `${header(source)}${toEsModule(cjs)}`;
}

/** The type declarations beside a validator module. */
export function renderValidatorTypes(source: SchemaSource): string {
  return (
    `${header(source)}import type { ValidatorFunctions } from '@rjsf/validator-ajv8';\n\n` +
    `/** ajv's validators of the schema and its sub-schemas, by schema id; see \`precompiledValidator\`. */\n` +
    'export declare const validateFns: ValidatorFunctions;\n'
  );
}

function header(source: SchemaSource): string {
  return `// Generated from ${source.schemaFile} by \`npm run schemas:compile\`. Do not edit.\n`;
}

/**
 * Every generated file by name, as the schemas generate them today: `zone.js` and `zone.d.ts` (the
 * validators) and `zone.schema.json` (the self-contained schema the form renders).
 */
export async function renderValidators(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const source of findSchemas()) {
    const schema = await loadFormSchema(source);
    files.set(`${source.name}.js`, renderValidatorModule(source, schema));
    files.set(`${source.name}.d.ts`, renderValidatorTypes(source));
    files.set(`${source.name}.schema.json`, `${JSON.stringify(schema, null, 2)}\n`);
  }
  return files;
}

/** The files now in the validators folder, by name. */
export function readGeneratedValidators(): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(VALIDATORS_DIR)) return files;
  for (const name of readdirSync(VALIDATORS_DIR).sort()) {
    files.set(name, readFileSync(join(VALIDATORS_DIR, name), 'utf8'));
  }
  return files;
}

/** Writes every validator and removes those whose schema is gone. */
export async function writeValidators(): Promise<{ written: string[]; removed: string[] }> {
  const files = await renderValidators();
  mkdirSync(VALIDATORS_DIR, { recursive: true });
  const removed = [...readGeneratedValidators().keys()].filter((name) => !files.has(name));
  for (const name of removed) rmSync(join(VALIDATORS_DIR, name));
  for (const [name, text] of files) writeFileSync(join(VALIDATORS_DIR, name), text);
  return { written: [...files.keys()], removed };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // A broken activity folder is explained here, in plain words, before anything is compiled from it:
  // this runs before the dev server, the build and every test run.
  if (!(await runSchemasCheck())) process.exit(1);
  const { written, removed } = await writeValidators();
  console.log(`wrote ${written.length} files to ${VALIDATORS_DIR}`);
  if (removed.length > 0) console.log(`removed ${removed.join(', ')}`);
}
