import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  pointLineTranslator,
  type PlaceholderValueTranslator,
  type PointItemTexts,
  type StoredPointTexts,
} from './point-texts';
import { useFolderOverlay } from './use-folder-overlay';

// Every points definition (schemas/activities/<KEY>/points.json, schemas/projects/points.json), each
// in a chunk of its own, loaded only to translate its lines (English shows them as stored).
const DEFINITIONS = import.meta.glob<{ items: PointItemTexts[] }>('../../../../schemas/**/points.json', {
  import: 'default',
});

/** The items of a folder's points definition; none for a folder without one. */
async function loadPointItems(folder: string): Promise<PointItemTexts[]> {
  const load = DEFINITIONS[`../../../../schemas/${folder}/points.json`];
  if (!load) return [];
  return (await load()).items.map(({ key, title, comment }) => ({ key, title, comment }));
}

const asStored = (line: StoredPointTexts) => ({ title: line.title, comment: line.comment });

/**
 * The point lines of a schema folder ('activities/BOARD_MEETING', 'projects') in the app's language:
 * each stored title by the folder's overlay, each stored comment matched back to its item's template
 * and filled again in the language (see pointLineTranslator). As stored until the overlay and the
 * definition have loaded, and always in English.
 */
export function usePointTexts(
  folder: string,
  translateValue?: PlaceholderValueTranslator,
): (line: StoredPointTexts) => { title: string; comment: string | null } {
  const overlay = useFolderOverlay(folder);
  const english = overlay.language === 'en';
  const items = useQuery({
    queryKey: ['point-items', folder],
    queryFn: () => loadPointItems(folder),
    staleTime: Infinity,
    gcTime: Infinity,
    enabled: !english,
  }).data;
  return useMemo(
    () =>
      english || !overlay.ready || !items
        ? asStored
        : pointLineTranslator(items, overlay.translate, translateValue),
    [english, overlay.ready, overlay.translate, items, translateValue],
  );
}
