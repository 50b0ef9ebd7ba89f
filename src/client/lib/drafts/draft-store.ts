import { createStore, del, delMany, get, keys, set, type UseStore } from 'idb-keyval';

/** A form as the officer left it: its data and the files chosen (already resized), by field. */
export interface Draft {
  data: Record<string, unknown>;
  files: Record<string, File>;
  /** When it was last saved, in ms since the epoch. */
  savedAt: number;
}

/** What identifies a draft: whose, which club, month and type, and which report when editing one. */
export interface DraftKeyParts {
  userId: string | null;
  clubId: string | null;
  month: string;
  type: string;
  /** The report's uuid when editing; none when filing a new one. */
  reportId?: string;
}

// IndexedDB, not localStorage: it keeps Files (photos) and is not limited to a few MB.
let store: UseStore | null = null;
const draftStore = () => (store ??= createStore('club-cms-drafts', 'drafts'));

/** The start every key of a user's drafts shares. */
const userPrefix = (userId: string | null) => `draft:${userId ?? '-'}:`;

/** The key of a draft: one per user, club, month, type and report, so a shared phone keeps them apart. */
export function draftKey({ userId, clubId, month, type, reportId }: DraftKeyParts): string {
  return userPrefix(userId) + [clubId ?? '-', month, type, reportId ?? 'new'].join(':');
}

/** Whether IndexedDB is there (not in some private modes, nor in jsdom): without it drafts are off. */
export function draftsAvailable(): boolean {
  return typeof indexedDB !== 'undefined';
}

/** The draft under a key, or null. */
export async function readDraft(key: string): Promise<Draft | null> {
  if (!draftsAvailable()) return null;
  return (await get<Draft>(key, draftStore())) ?? null;
}

/** Keeps a draft under a key, replacing the one before. */
export async function saveDraft(key: string, draft: Draft): Promise<void> {
  if (draftsAvailable()) await set(key, draft, draftStore());
}

/** Forgets the draft under a key. */
export async function clearDraft(key: string): Promise<void> {
  if (draftsAvailable()) await del(key, draftStore());
}

/**
 * Forgets every draft a user kept on this device, whatever the form: on signing out, so the next
 * person on a shared phone finds none of theirs (their members' details, their photos).
 */
export async function clearUserDrafts(userId: string): Promise<void> {
  if (!draftsAvailable()) return;
  const prefix = userPrefix(userId);
  const theirs = (await keys(draftStore())).filter(
    (key) => typeof key === 'string' && key.startsWith(prefix),
  );
  await delMany(theirs, draftStore());
}
