/** The Background Sync tag under which the service worker sends the kept reports. */
export const OUTBOX_SYNC_TAG = 'club-cms-outbox';

/** What the worker tells open pages after it has sent kept reports. */
export interface OutboxSyncMessage {
  type: 'outbox-synced';
  sent: { typeTitle: string; month: string }[];
  failed: { typeTitle: string; month: string }[];
}

/** Whether a message from the worker is its report of a Background Sync round. */
export function isOutboxSyncMessage(data: unknown): data is OutboxSyncMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'outbox-synced';
}

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/**
 * Asks the browser to wake the service worker when the connection returns, so a kept report is sent
 * even if every tab of the app has been closed (Chromium's Background Sync). Where there is no worker
 * or no Background Sync, the next opening of the app sends it; nothing waits on this.
 */
export function requestOutboxSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => {
      const sync = (registration as (ServiceWorkerRegistration & { sync?: SyncManagerLike }) | undefined)
        ?.sync;
      return sync?.register(OUTBOX_SYNC_TAG);
    })
    .catch(() => undefined);
}
