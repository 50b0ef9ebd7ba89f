import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's schemas folder. */
export const SCHEMAS_DIR = fileURLToPath(new URL('../../schemas', import.meta.url));

/** A catalogue line, loosely typed: tests write broken ones too. */
export type CatalogueLine = Record<string, unknown> & { key: string };

/** A copy of the schemas folder in a temporary directory, for checks that must never touch schemas/. */
export interface SchemasCopy {
  /** The copy's schemas folder (with `activities/` and `common/`). */
  dir: string;
  /** A file of the copy, by its path under schemas/. */
  path(file: string): string;
  /** Reads a JSON file of the copy. */
  read(file: string): unknown;
  /** Writes a JSON file of the copy. */
  write(file: string, value: unknown): void;
  /** Removes the copy. */
  remove(): void;
}

/**
 * Copies schemas/common, schemas/templates and the given activity folders (all when none are named)
 * with their catalogue lines; `extra` copies a folder under a new key with its line changed by `line`,
 * as a maintainer starting from an existing type would.
 */
export function copySchemas(
  keys?: string[],
  extra?: { from: string; key: string; line: (line: CatalogueLine) => CatalogueLine },
): SchemasCopy {
  const dir = mkdtempSync(join(tmpdir(), 'club-cms-schemas-'));
  const catalogue = JSON.parse(
    readFileSync(join(SCHEMAS_DIR, 'activities', 'catalogue.json'), 'utf8'),
  ) as CatalogueLine[];
  const lines = keys ? catalogue.filter((line) => keys.includes(line.key)) : catalogue;
  for (const folder of ['common', 'templates'])
    if (existsSync(join(SCHEMAS_DIR, folder)))
      cpSync(join(SCHEMAS_DIR, folder), join(dir, folder), { recursive: true });
  for (const line of lines)
    cpSync(join(SCHEMAS_DIR, 'activities', line.key), join(dir, 'activities', line.key), { recursive: true });
  if (extra) {
    cpSync(join(SCHEMAS_DIR, 'activities', extra.from), join(dir, 'activities', extra.key), {
      recursive: true,
    });
    lines.push(extra.line({ ...catalogue.find((line) => line.key === extra.from)!, key: extra.key }));
  }
  const path = (file: string) => join(dir, file);
  const copy: SchemasCopy = {
    dir,
    path,
    read: (file) => JSON.parse(readFileSync(path(file), 'utf8')) as unknown,
    write: (file, value) => writeFileSync(path(file), `${JSON.stringify(value, null, 2)}\n`),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
  // A whole copy keeps the catalogue as written (a scaffold must leave its lines exactly so).
  if (keys || extra) copy.write('activities/catalogue.json', lines);
  else cpSync(join(SCHEMAS_DIR, 'activities', 'catalogue.json'), path('activities/catalogue.json'));
  return copy;
}
