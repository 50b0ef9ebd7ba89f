import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language } from '../../../shared/i18n/schema-texts';

/** Overlays read so far, by `key language` (a run names the same few types for many officers). */
const overlays = new Map<string, Promise<Record<string, string>>>();

/**
 * The title of an activity type in `language`, from the type's own translation overlay
 * (`schemas/activities/<key>/i18n/<language>.json`, English text -> translation) over the shared one
 * (`schemas/common/i18n`), as the forms show it; the English title when neither has it.
 */
export async function activityTitle(
  schemasDir: string,
  key: string,
  title: string,
  language: Language,
): Promise<string> {
  if (language === 'en') return title;
  const id = `${schemasDir} ${key} ${language}`;
  let overlay = overlays.get(id);
  if (!overlay) {
    const read = (path: string) =>
      readFile(path, 'utf8')
        .then((text) => JSON.parse(text) as Record<string, string>)
        .catch(() => ({}));
    // As the forms do: the folder's own overlay over the shared one (some titles are shared texts).
    overlay = Promise.all([
      read(join(schemasDir, 'common', 'i18n', `${language}.json`)),
      read(join(schemasDir, 'activities', key, 'i18n', `${language}.json`)),
    ]).then(([common, own]) => ({ ...common, ...own }));
    overlays.set(id, overlay);
  }
  return (await overlay)[title] ?? title;
}
