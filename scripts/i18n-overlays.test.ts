import { describe, expect, it } from 'vitest';
import { OVERLAY_LANGUAGES, placeholdersOf, schemaTexts } from '../src/shared/i18n/schema-texts';
import specKeys from '../src/shared/catalogue/spec-activity-keys.json';
import { formFolders, readCommonOverlay, readOverlay } from './lib/form-folders';

/** A text that stays as it is in every language: an acronym (MP, GP), or an example web address. */
const STAYS = (text: string) => /^[A-Z0-9 ()/&.-]+$/.test(text) || text.startsWith('http');

const folders = formFolders();

/**
 * A district's own activity type (not one of the spec's 49) may come without an overlay for a language:
 * its form and view show in English, marked as such, until someone translates them. Once it has one,
 * the overlay is held to the same rules as every other.
 */
const mayShowInEnglish = (path: string, own: object) =>
  path.startsWith('activities/') && !specKeys.includes(path.split('/')[1]!) && Object.keys(own).length === 0;

describe.each(OVERLAY_LANGUAGES)('the %s overlays of the form folders', (language) => {
  const common = readCommonOverlay(language);

  it.each(folders.map((folder) => [folder.path, folder] as const))(
    '%s: every text translated',
    (_path, folder) => {
      const own = readOverlay(folder.path, language);
      const texts = schemaTexts(folder.docs);
      const missing = texts.filter((text) => !(text in own) && !(text in common));
      if (!mayShowInEnglish(folder.path, own))
        expect(missing, `add these to schemas/${folder.path}/i18n/${language}.json`).toEqual([]);

      const stale = Object.keys(own).filter((text) => !texts.includes(text));
      expect(stale, 'translations of texts the folder no longer has').toEqual([]);
      for (const [text, translation] of Object.entries(own)) {
        expect(placeholdersOf(translation), `placeholders of "${text}"`).toEqual(placeholdersOf(text));
        if (!STAYS(text)) expect(translation, `"${text}" is still English`).not.toBe(text);
      }
    },
  );

  it('common overlay: each text used by some folder, translated, placeholders kept', () => {
    const usedCommon = new Set(
      folders.flatMap((folder) => {
        const own = readOverlay(folder.path, language);
        return schemaTexts(folder.docs).filter((text) => !(text in own));
      }),
    );
    expect(Object.keys(common).filter((text) => !usedCommon.has(text))).toEqual([]);
    for (const [text, translation] of Object.entries(common)) {
      expect(placeholdersOf(translation), `placeholders of "${text}"`).toEqual(placeholdersOf(text));
      if (!STAYS(text)) expect(translation, `"${text}" is still English`).not.toBe(text);
    }
  });
});
