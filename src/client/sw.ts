import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { answerLines } from './lib/answer-lines';
import { clearDeviceSession, readDeviceSession } from './lib/outbox/device-session';
import { sendRound, type OutboxSession } from './lib/outbox/outbox-rounds';
import { OUTBOX_SYNC_TAG, type OutboxSyncMessage } from './lib/outbox/outbox-sync';

// The app's service worker: the app shell offline (precached, every navigation answered by
// index.html but the API's), and the kept reports sent by Background Sync (issue 28, item 2).
// The DOM library types the client; the few worker types used here are declared below.

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SyncEventLike extends ExtendableEventLike {
  tag: string;
}
interface WorkerScope {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
  skipWaiting(): Promise<void>;
  clients: {
    matchAll(options?: { includeUncontrolled?: boolean }): Promise<{ postMessage(data: unknown): void }[]>;
  };
  addEventListener(type: 'sync', listener: (event: SyncEventLike) => void): void;
}
// The worker's own global (a module-local declaration: at run time it is the global `self`).
declare const self: WorkerScope;

// A new version takes over at once (the app reloads its chunks on a stale-code error).
void self.skipWaiting();
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

/** The session the page copied when it kept a report: the worker has no localStorage. */
async function workerSession(): Promise<OutboxSession | null> {
  const session = await readDeviceSession();
  if (!session) return null;
  return {
    userId: session.userId,
    headers: {
      accept: 'application/json',
      'accept-language': session.language,
      authorization: `Bearer ${session.token}`,
    },
  };
}

/**
 * Sends the kept reports; tells open tabs what went (they show it and reload their lists). Fails
 * while one still waits, so the browser tries the sync again later.
 */
async function sendKept(): Promise<void> {
  const outcomes = await sendRound({
    session: workerSession,
    send: (url, init) => fetch(url, init),
    linesOf: answerLines,
    keepSent: true,
  });
  const named = (result: string) =>
    outcomes
      .filter((o) => o.result === result)
      .map((o) => ({ typeTitle: o.entry.typeTitle, month: o.entry.month }));
  const message: OutboxSyncMessage = { type: 'outbox-synced', sent: named('sent'), failed: named('failed') };
  if (message.sent.length + message.failed.length > 0) {
    for (const client of await self.clients.matchAll({ includeUncontrolled: true }))
      client.postMessage(message);
  }
  if (outcomes.some((o) => o.result === 'waiting')) throw new Error('a kept report is still waiting');
  // Nothing left to send: the copy of the session is not kept longer than it is needed.
  await clearDeviceSession();
}

self.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(sendKept());
});
