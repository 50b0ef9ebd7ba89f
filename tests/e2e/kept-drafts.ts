import type { Page } from '@playwright/test';

/** A draft as the device keeps it: its data and the names of its files. */
export interface KeptDraft {
  data: Record<string, unknown>;
  files: string[];
}

/** The drafts kept on the device, read from IndexedDB as the app keeps them. */
export function keptDrafts(page: Page): Promise<KeptDraft[]> {
  return page.evaluate(
    () =>
      new Promise<KeptDraft[]>((resolve) => {
        const open = indexedDB.open('club-cms-drafts');
        open.onsuccess = () => {
          const names = open.result.objectStoreNames;
          if (!names.contains('drafts')) return resolve([]);
          const all = open.result.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as { data: Record<string, unknown>; files: Record<string, File> }[]).map(
                (draft) => ({
                  data: draft.data,
                  files: Object.values(draft.files).map((file) => file.name),
                }),
              ),
            );
        };
        open.onerror = () => resolve([]);
      }),
  );
}
