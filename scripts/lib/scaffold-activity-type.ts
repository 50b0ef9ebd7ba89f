import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

/** An activity key: UPPER_SNAKE_CASE, as the spec's keys (BOARD_MEETING) and the folder names. */
const KEY = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

/** The template's files that are not copied: its commentary, and the line that goes into the catalogue. */
const NOT_COPIED = ['README.md', 'catalogue-line.json'];

/** Why a type was not scaffolded, in words for the maintainer. */
export class ScaffoldRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScaffoldRefusal';
  }
}

/** What to scaffold, and where. */
export interface ScaffoldRequest {
  /** The schemas folder (with `activities/` and `templates/activity/`). */
  schemasDir: string;
  /** The new type's key, e.g. CLUB_PICNIC. */
  key: string;
  /** Its title, e.g. "Club Picnic". */
  title: string;
  /** Slugs the type may not take: the first segments of the API's own paths (`api/member/...`). */
  reservedSlugs?: readonly string[];
}

/** The slug a new type files under (`POST api/{slug}`): the key in lower case, words joined by '-'. */
export const slugOf = (key: string) => key.toLowerCase().replace(/_/g, '-');

interface CatalogueLine {
  key: string;
  title: string;
  slug: string | null;
}

/** Refuses a bad key or title, and one a type already has (key, folder, slug or title). */
function refusal({ schemasDir, key, title, reservedSlugs = [] }: ScaffoldRequest, lines: CatalogueLine[]) {
  if (!KEY.test(key))
    return `"${key}" is not a key: write it in UPPER_SNAKE_CASE, letters, digits and single underscores (e.g. CLUB_PICNIC)`;
  if (title.trim() === '') return 'the title is empty: give the form\'s title, e.g. "Club Picnic"';
  const slug = slugOf(key);
  const sameKey = lines.find((line) => line.key === key);
  if (sameKey) return `${key} is already a type ("${sameKey.title}"); choose another key`;
  if (existsSync(join(schemasDir, 'activities', key)))
    return `the folder activities/${key}/ already exists without a catalogue line; add its line or remove it`;
  const sameSlug = lines.find((line) => line.slug === slug);
  if (sameSlug) return `the slug "${slug}" is already ${sameSlug.key}'s; choose another key`;
  if (reservedSlugs.includes(slug))
    return `the slug "${slug}" is a path of the API (api/${slug}/...); choose another key`;
  const sameTitle = lines.find((line) => line.title.toLowerCase() === title.trim().toLowerCase());
  if (sameTitle) return `the title "${title}" is already ${sameTitle.key}'s; Monthly Tasks would show two`;
  return undefined;
}

/** A template file with its placeholders filled, JSON-escaped (a title may hold quotes). */
function filled(text: string, values: Record<string, string>): string {
  return text.replace(/__(KEY|TITLE|SLUG)__/g, (_m, name: string) =>
    JSON.stringify(values[name]).slice(1, -1),
  );
}

/**
 * Writes a JSON file in the project's format (its Prettier settings, wherever the folder is), so the
 * new files pass the format check.
 */
async function writeFormatted(path: string, text: string): Promise<void> {
  const settings = await resolveConfig(fileURLToPath(import.meta.url));
  writeFileSync(path, await format(text, { ...settings, filepath: path }));
}

/** The catalogue with a line added at its end; the lines before are left exactly as written. */
function withLine(catalogue: string, line: object): string {
  const added = JSON.stringify(line, null, 2).replace(/\n/g, '\n  ');
  return catalogue.replace(/\s*\]\s*$/, `,\n  ${added}\n]\n`);
}

/**
 * Scaffolds an activity type from `templates/activity/`: the folder `activities/<KEY>/` and its line
 * at the end of `activities/catalogue.json`. Throws a ScaffoldRefusal, writing nothing, for a bad or
 * taken key, slug or title. Answers the folder made.
 */
export async function scaffoldActivityType(request: ScaffoldRequest): Promise<string> {
  const { schemasDir, key } = request;
  const title = request.title.trim();
  const cataloguePath = join(schemasDir, 'activities', 'catalogue.json');
  const lines = JSON.parse(readFileSync(cataloguePath, 'utf8')) as CatalogueLine[];
  const refused = refusal(request, lines);
  if (refused) throw new ScaffoldRefusal(refused);
  const values = { KEY: key, TITLE: title, SLUG: slugOf(key) };
  const template = join(schemasDir, 'templates', 'activity');
  const folder = join(schemasDir, 'activities', key);
  mkdirSync(folder);
  for (const file of readdirSync(template).filter((name) => !NOT_COPIED.includes(name)))
    await writeFormatted(join(folder, file), filled(readFileSync(join(template, file), 'utf8'), values));
  const line = JSON.parse(
    filled(readFileSync(join(template, 'catalogue-line.json'), 'utf8'), values),
  ) as object;
  await writeFormatted(cataloguePath, withLine(readFileSync(cataloguePath, 'utf8'), line));
  return folder;
}
