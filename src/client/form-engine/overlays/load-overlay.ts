import type { Language, Overlay } from '../../../shared/i18n/schema-texts';

// Every overlay of the schema folders, each in a chunk of its own, loaded with its form.
const OVERLAYS = import.meta.glob<Overlay>('../../../../schemas/**/i18n/*.json', { import: 'default' });

/** A folder's texts in a language: its own overlay over the shared one. */
export interface FolderOverlay {
  /** English text → translation. */
  texts: Overlay;
  /** True when the folder has no overlay of its own in the language (a type not yet translated). */
  untranslated: boolean;
}

const loadFile = (folder: string, language: Language) =>
  OVERLAYS[`../../../../schemas/${folder}/i18n/${language}.json`]?.() ?? Promise.resolve(null);

/**
 * The overlay of a schema folder ('activities/BOARD_MEETING') in a language, merged over the shared
 * one (schemas/common/i18n); English needs none.
 */
export async function loadFolderOverlay(folder: string, language: Language): Promise<FolderOverlay> {
  if (language === 'en') return { texts: {}, untranslated: false };
  const [common, own] = await Promise.all([loadFile('common', language), loadFile(folder, language)]);
  return { texts: { ...common, ...own }, untranslated: own === null };
}

/** Translates a text by an overlay; a text it lacks stays English. */
export function overlayTranslate(overlay: FolderOverlay): (text: string) => string {
  return (text) => overlay.texts[text] ?? text;
}
