import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FormFolderDocs, Overlay } from '../../src/shared/i18n/schema-texts';

/** The schemas folder, from the repository's root. */
export const SCHEMAS_DIR = 'schemas';

/** A folder of texts an overlay translates: a form type, or a group's shared files. */
export interface FormFolder {
  /** Its path under schemas/ ('activities/BOARD_MEETING', 'projects'). */
  path: string;
  docs: FormFolderDocs;
}

const readJson = (path: string): unknown =>
  existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as unknown) : undefined;

/** The folders under a group (activities, projects, entities) that hold a schema. */
function formFoldersOf(group: string): string[] {
  return readdirSync(join(SCHEMAS_DIR, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(SCHEMAS_DIR, group, entry.name, 'schema.json')))
    .map((entry) => `${group}/${entry.name}`)
    .sort();
}

/** A form folder's documents, read from disk. */
function folderDocs(path: string, catalogueTitle?: string): FormFolderDocs {
  const dir = join(SCHEMAS_DIR, path);
  return {
    schema: readJson(join(dir, 'schema.json')),
    uiSchema: readJson(join(dir, 'ui-schema.json')),
    view: readJson(join(dir, 'view.json')),
    points: readJson(join(dir, 'points.json')),
    catalogueTitle,
  };
}

/**
 * Every folder whose texts an overlay translates: each activity type (with its catalogue title),
 * each project form and entity form, and the projects group's own view and points.
 */
export function formFolders(): FormFolder[] {
  const catalogue = readJson(join(SCHEMAS_DIR, 'activities', 'catalogue.json')) as {
    key: string;
    title: string;
  }[];
  const titles = new Map(catalogue.map((type) => [type.key, type.title]));
  const activities = formFoldersOf('activities').map((path) => ({
    path,
    docs: folderDocs(path, titles.get(path.split('/')[1]!)),
  }));
  const forms = [...formFoldersOf('projects'), ...formFoldersOf('entities')].map((path) => ({
    path,
    docs: folderDocs(path),
  }));
  const projects = {
    path: 'projects',
    docs: {
      view: readJson(join(SCHEMAS_DIR, 'projects', 'project-view.json')),
      points: readJson(join(SCHEMAS_DIR, 'projects', 'points.json')),
    },
  };
  return [...activities, ...forms, projects];
}

/** A folder's overlay for a language (`<folder>/i18n/<lang>.json`), empty when there is none. */
export function readOverlay(path: string, language: string): Overlay {
  return (readJson(join(SCHEMAS_DIR, path, 'i18n', `${language}.json`)) as Overlay | undefined) ?? {};
}

/** The overlay of the texts many folders share (schemas/common/i18n/<lang>.json). */
export function readCommonOverlay(language: string): Overlay {
  return readOverlay('common', language);
}
