import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

/** A report's body as it is kept on the device: JSON, or a multipart form's fields with their files. */
export type OutboxBody =
  { kind: 'json'; json: Record<string, unknown> } | { kind: 'form'; fields: Array<[string, string | File]> };

/** A submit made offline, kept on the device until the server has it (issue 28). */
export interface OutboxEntry {
  id: string;
  /** Whose submit it is: it is sent only while this user is signed in on the device. */
  userId: string;
  /** The role and club it was made in, sent as the request's `role` and `club` headers. */
  role: string | null;
  clubId: string | null;
  /** The path it is POSTed to. */
  url: string;
  body: OutboxBody;
  /** The activity type's key and title, and the month filed for, for Monthly Tasks to show it by. */
  typeKey: string;
  typeTitle: string;
  month: string;
  /** When it was made, in ms since the epoch. */
  queuedAt: number;
  /**
   * Waiting for the connection, refused by the server (its lines shown to the officer), or sent by the
   * service worker while no tab listened (kept until a tab has told the officer, then forgotten).
   */
  state: 'waiting' | 'failed' | 'sent';
  errors: string[];
}

/** The few calls of a key-value store the outbox needs (IndexedDB in the app, a Map in tests). */
export interface OutboxBackend {
  get(key: string): Promise<OutboxEntry | undefined>;
  set(key: string, entry: OutboxEntry): Promise<void>;
  del(key: string): Promise<void>;
  all(): Promise<OutboxEntry[]>;
}

// IndexedDB, not localStorage: it keeps the report's Files (photos) and outlives the tab.
let idbStore: UseStore | null = null;
const outboxIdb = () => (idbStore ??= createStore('club-cms-outbox', 'outbox'));

/** The device's outbox in IndexedDB. */
export const indexedDbBackend: OutboxBackend = {
  get: (key) => get<OutboxEntry>(key, outboxIdb()),
  set: (key, entry) => set(key, entry, outboxIdb()),
  del: (key) => del(key, outboxIdb()),
  all: async () => (await entries<string, OutboxEntry>(outboxIdb())).map(([, entry]) => entry),
};

/** Whether IndexedDB is there (not in some private modes): without it a submit waits only in memory. */
export function outboxAvailable(): boolean {
  return typeof indexedDB !== 'undefined';
}

let backend: OutboxBackend = indexedDbBackend;

/** Puts another store under the outbox (tests). */
export function setOutboxBackend(next: OutboxBackend): void {
  backend = next;
}

const listeners = new Set<() => void>();

/** Hears every change of the outbox made in this tab; answers the unsubscribe. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed() {
  for (const listener of listeners) listener();
}

/** Tells this tab's listeners that the outbox changed elsewhere (the service worker sent from it). */
export function outboxChangedElsewhere(): void {
  changed();
}

/** What a new entry needs; the outbox gives its id, time and state. */
export type NewOutboxEntry = Omit<OutboxEntry, 'id' | 'queuedAt' | 'state' | 'errors'>;

/** Keeps a submit on the device, waiting; answers the kept entry. */
export async function enqueue(entry: NewOutboxEntry, now = Date.now()): Promise<OutboxEntry> {
  const kept: OutboxEntry = {
    ...entry,
    id: crypto.randomUUID(),
    queuedAt: now,
    state: 'waiting',
    errors: [],
  };
  await backend.set(kept.id, kept);
  changed();
  return kept;
}

/** A user's entries, oldest first (another user's on a shared phone are never listed). */
export async function userEntries(userId: string | null): Promise<OutboxEntry[]> {
  if (!userId) return [];
  const all = await backend.all();
  return all.filter((entry) => entry.userId === userId).sort((a, b) => a.queuedAt - b.queuedAt);
}

/** Forgets an entry (sent, or discarded by the officer). */
export async function removeEntry(id: string): Promise<void> {
  await backend.del(id);
  changed();
}

/** Marks an entry sent by the service worker, for the next tab to tell the officer of. */
export async function markSent(id: string): Promise<void> {
  const entry = await backend.get(id);
  if (!entry) return;
  await backend.set(id, { ...entry, state: 'sent', errors: [] });
  changed();
}

let taking: Promise<unknown> = Promise.resolve();

/**
 * Takes the user's entries the service worker sent: forgets them, and answers them to be told of.
 * One take at a time in a tab, so an entry is told of once.
 */
export function takeSent(userId: string | null): Promise<OutboxEntry[]> {
  const take = taking.then(async () => {
    const sent = (await userEntries(userId)).filter((entry) => entry.state === 'sent');
    for (const entry of sent) await backend.del(entry.id);
    if (sent.length > 0) changed();
    return sent;
  });
  taking = take.catch(() => undefined);
  return take;
}

/** Marks an entry refused by the server, with the lines to show; it is not sent again by itself. */
export async function markFailed(id: string, errors: string[]): Promise<void> {
  const entry = await backend.get(id);
  if (!entry) return;
  await backend.set(id, { ...entry, state: 'failed', errors });
  changed();
}

/** The fields of a multipart body, files kept as Files (FormData itself cannot be stored). */
export function bodyOf(body: FormData | Record<string, unknown>): OutboxBody {
  if (!(body instanceof FormData)) return { kind: 'json', json: body };
  const fields: Array<[string, string | File]> = [];
  body.forEach((value, name) => fields.push([name, value]));
  return { kind: 'form', fields };
}

/** The request body of a kept entry, as it was first made. */
export function requestBodyOf(body: OutboxBody): { body: BodyInit; json: boolean } {
  if (body.kind === 'json') return { body: JSON.stringify(body.json), json: true };
  const form = new FormData();
  for (const [name, value] of body.fields) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, value.name);
  }
  return { body: form, json: false };
}
