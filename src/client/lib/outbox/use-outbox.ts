import { Intent } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../i18n/translator';
import { useSession } from '../session-store';
import { showToast } from '../toaster';
import { outboxMessages } from './messages';
import { sendWaiting } from './outbox-sender';
import { outboxAvailable, subscribeOutbox, userEntries, type OutboxEntry } from './outbox-store';

/** The signed-in user's kept submits, re-read on every change of the outbox in this tab. */
export function useOutboxEntries(): OutboxEntry[] {
  const { userId } = useSession();
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    if (!outboxAvailable()) return;
    let live = true;
    const read = () =>
      void userEntries(userId).then(
        (next) => live && setEntries(next),
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

/**
 * Sends the kept submits of the signed-in user when the app opens, when the connection returns and
 * when that user signs in; tells the officer of each one sent or refused (a toast), and calls
 * `onSent` so lists reload.
 */
export function useOutboxSending(onSent: () => void): void {
  const t = useT();
  const { userId, token } = useSession();
  const flush = useCallback(() => {
    if (!outboxAvailable() || navigator.onLine === false) return;
    void sendWaiting().then((outcomes) => {
      for (const outcome of outcomes) {
        const values = { title: outcome.entry.typeTitle, month: outcome.entry.month };
        if (outcome.result === 'sent') void showToast(t(outboxMessages.sent, values));
        if (outcome.result === 'failed') void showToast(t(outboxMessages.refused, values), Intent.DANGER);
      }
      if (outcomes.some((outcome) => outcome.result !== 'waiting')) onSent();
    });
  }, [t, onSent]);
  useEffect(() => {
    if (!userId || !token) return;
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [userId, token, flush]);
}
