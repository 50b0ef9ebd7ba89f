import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dereference } from '@apidevtools/json-schema-ref-parser';
import type { ActivityType } from '../../../shared/catalogue/activity-type';
import {
  FOLDER_FILES,
  type ActivityFolder,
  type ActivitySchemas,
  type JsonObject,
} from '../../../shared/catalogue/check/activity-folder';
import { folderFile, type CatalogueProblem } from '../../../shared/catalogue/check/problem';

/** A type may go without points.json (its reports earn no points); every other file it must ship. */
const OPTIONAL: readonly string[] = [FOLDER_FILES.points];

/** What reading the schemas folder gave: the catalogue and folders, and what could not be read. */
export interface ReadActivitySchemas {
  schemas: ActivitySchemas;
  /** Missing files, files that are not JSON, schemas whose `$ref`s do not resolve. */
  problems: CatalogueProblem[];
}

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** A JSON file's contents, or the problem of reading it (a missing file is said as such). */
async function readJson(
  path: string,
  file: string,
): Promise<{ value?: unknown; problem?: CatalogueProblem }> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return { problem: { file, field: '', message: 'the file is missing' } };
  }
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (err) {
    return { problem: { file, field: '', message: `not valid JSON: ${reason(err)}` } };
  }
}

/** One folder's files; the schema is dereferenced, as the server and the form engine use it. */
async function readFolder(dir: string, key: string, problems: CatalogueProblem[]): Promise<ActivityFolder> {
  const folder: ActivityFolder = { key };
  for (const [name, file] of Object.entries(FOLDER_FILES) as [keyof typeof FOLDER_FILES, string][]) {
    const path = join(dir, key, file);
    if (OPTIONAL.includes(file) && !existsSync(path)) continue;
    const { value, problem } = await readJson(path, folderFile(key, file));
    if (problem) problems.push(problem);
    else if (name === 'example') folder.example = value;
    else folder[name] = value as JsonObject;
  }
  if (folder.schema) {
    try {
      folder.schema = (await dereference(join(dir, key, FOLDER_FILES.schema))) as JsonObject;
    } catch (err) {
      const message = `a "$ref" does not resolve: ${reason(err)}`;
      problems.push({ file: folderFile(key, FOLDER_FILES.schema), field: '', message });
      delete folder.schema;
    }
  }
  return folder;
}

/** Reads `activities/catalogue.json` and every folder under `activities/` of a schemas folder. */
export async function readActivitySchemas(schemasDir: string): Promise<ReadActivitySchemas> {
  const dir = join(schemasDir, 'activities');
  const problems: CatalogueProblem[] = [];
  const catalogue = await readJson(join(dir, 'catalogue.json'), 'activities/catalogue.json');
  if (catalogue.problem) problems.push(catalogue.problem);
  const lines = Array.isArray(catalogue.value) ? (catalogue.value as Partial<ActivityType>[]) : [];
  if (catalogue.value !== undefined && !Array.isArray(catalogue.value))
    problems.push({
      file: 'activities/catalogue.json',
      field: '',
      message: 'the catalogue must be a list of lines',
    });
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const folders: ActivityFolder[] = [];
  for (const name of names) folders.push(await readFolder(dir, name, problems));
  return { schemas: { lines, folders }, problems };
}
