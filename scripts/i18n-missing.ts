import { OVERLAY_LANGUAGES, schemaTexts } from '../src/shared/i18n/schema-texts';
import { formFolders, readCommonOverlay, readOverlay } from './lib/form-folders';

/**
 * Lists, as JSON, the texts of each form folder that its overlay (or the common one) does not yet
 * translate, by language: `npx tsx scripts/i18n-missing.ts [folder-prefix]`. A translator fills
 * `schemas/<folder>/i18n/<lang>.json` with `{ "English text": "translation" }` for each.
 */
const prefix = process.argv[2] ?? '';
const missing: Record<string, Record<string, string[]>> = {};
for (const language of OVERLAY_LANGUAGES) {
  const common = readCommonOverlay(language);
  for (const folder of formFolders().filter((f) => f.path.startsWith(prefix))) {
    const own = readOverlay(folder.path, language);
    const texts = schemaTexts(folder.docs).filter((text) => !(text in own) && !(text in common));
    if (texts.length > 0) (missing[folder.path] ??= {})[language] = texts;
  }
}
console.log(JSON.stringify(missing, null, 2));
