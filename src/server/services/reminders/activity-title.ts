import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language } from '../../../shared/i18n/schema-texts';

/** Overlays read so far, by `key language` (a run names the same few types for many officers). */
const overlays = new Map<string, Promise<Record<string, string>>>();

/**
 * The title of an activity type in `language`, from the type's own translation overlay
 * (`schemas/activities/<key>/i18n/<language>.json`, English text -> translation), as the forms show
 * it; the English title when the overlay has none.
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
    overlay = readFile(join(schemasDir, 'activities', key, 'i18n', `${language}.json`), 'utf8')
      .then((text) => JSON.parse(text) as Record<string, string>)
      .catch(() => ({}));
    overlays.set(id, overlay);
  }
  return (await overlay)[title] ?? title;
}
