import type { ViewDefinition } from './view-definition';

// Lazy, so each type's view is its own small chunk and a new schemas/activities/<KEY>/ folder needs no code.
const views = import.meta.glob<ViewDefinition>('../../../../schemas/activities/*/view.json', {
  import: 'default',
});

/** The view.json of an activity type; rejects for a key without a folder. */
export async function loadActivityView(key: string): Promise<ViewDefinition> {
  const load = views[`../../../../schemas/activities/${key}/view.json`];
  if (!load) throw new Error(`No view for activity type ${key}`);
  return load();
}
