import { mapSchemaTexts, type Language } from '../../../shared/i18n/schema-texts';
import { loadFolderOverlay, overlayTranslate } from '../overlays/load-overlay';
import type { ViewDefinition } from './view-definition';

// Lazy, so each type's view is its own small chunk and a new schemas/activities/<KEY>/ folder needs no code.
const views = import.meta.glob<ViewDefinition>('../../../../schemas/activities/*/view.json', {
  import: 'default',
});

/**
 * The view.json of an activity type, its title and labels in a language (by the folder's overlay;
 * English where it has none); rejects for a key without a folder.
 */
export async function loadActivityView(key: string, language: Language = 'en'): Promise<ViewDefinition> {
  const load = views[`../../../../schemas/activities/${key}/view.json`];
  if (!load) throw new Error(`No view for activity type ${key}`);
  const [view, overlay] = await Promise.all([load(), loadFolderOverlay(`activities/${key}`, language)]);
  if (language === 'en') return view;
  return mapSchemaTexts({ view }, overlayTranslate(overlay)).view as ViewDefinition;
}
