import { Intent } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../i18n/translator';
import { useSession } from '../session-store';
import { showToast } from '../toaster';
import { outboxMessages } from './messages';
import { sendWaiting } from './outbox-sender';
import {
  outboxAvailable,
  outboxChangedElsewhere,
  subscribeOutbox,
  takeSent,
  userEntries,
  type OutboxEntry,
} from './outbox-store';
import { isOutboxSyncMessage } from './outbox-sync';

/** The signed-in user's kept submits, re-read on every change of the outbox in this tab. */
export function useOutboxEntries(): OutboxEntry[] {
  const { userId } = useSession();
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    if (!outboxAvailable()) return;
    let live = true;
    const read = () =>
      void userEntries(userId).then(
        (next) => live && setEntries(next.filter((entry) => entry.state !== 'sent')),
        () => undefined,
      );
    read();
    const unsubscribe = subscribeOutbox(read);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [userId]);
  return entries;
}

/** What a toast names of a kept submit. */
type Told = Pick<OutboxEntry, 'typeTitle' | 'month'>;

/**
 * Sends the kept submits of the signed-in user when the app opens, when the connection returns and
 * when that user signs in; tells the officer of each one sent or refused (a toast), and calls
 * `onSent` so lists reload.
 */
export function useOutboxSending(onSent: () => void): void {
  const t = useT();
  const { userId, token } = useSession();
  const tell = useCallback(
    (sent: readonly Told[], failed: readonly Told[]) => {
      const values = (entry: Told) => ({ title: entry.typeTitle, month: entry.month });
      for (const entry of sent) void showToast(t(outboxMessages.sent, values(entry)));
      for (const entry of failed) void showToast(t(outboxMessages.refused, values(entry)), Intent.DANGER);
      if (sent.length + failed.length > 0) onSent();
    },
    [t, onSent],
  );
  // What the service worker sent while no tab listened is told first.
  const tellSentElsewhere = useCallback(() => {
    if (!outboxAvailable()) return;
    void takeSent(userId).then((sent) => tell(sent, []));
  }, [userId, tell]);
  const flush = useCallback(() => {
    tellSentElsewhere();
    if (!outboxAvailable() || navigator.onLine === false) return;
    void sendWaiting().then((outcomes) =>
      tell(
        outcomes.filter((o) => o.result === 'sent').map((o) => o.entry),
        outcomes.filter((o) => o.result === 'failed').map((o) => o.entry),
      ),
    );
  }, [tell, tellSentElsewhere]);
  useEffect(() => {
    if (!userId || !token) return;
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [userId, token, flush]);
  // The service worker may send them first (Background Sync): it says which, and the tab shows it.
  useEffect(() => {
    const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (!worker) return;
    const onMessage = (event: MessageEvent) => {
      if (!isOutboxSyncMessage(event.data)) return;
      outboxChangedElsewhere();
      tellSentElsewhere();
      tell([], event.data.failed);
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [tell, tellSentElsewhere]);
}
