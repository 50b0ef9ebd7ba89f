import { readLanguage } from '../../i18n/language';
import { errorLines } from '../api-error';
import { requestHeaders } from '../request-headers';
import { readSession } from '../session-store';
import { clearDeviceSession, saveDeviceSession } from './device-session';
import { sendRound, type Fetch, type SendOutcome } from './outbox-rounds';
import { enqueue, userEntries, type NewOutboxEntry, type OutboxEntry } from './outbox-store';
import { requestOutboxSync } from './outbox-sync';

export type { Fetch, SendOutcome } from './outbox-rounds';

/** The page's session for a round: the signed-in user and the app's own request headers. */
function pageSession() {
  const { token, userId } = readSession();
  return token && userId ? { userId, headers: requestHeaders() } : null;
}

/**
 * Keeps the worker's copy of the session while the user has reports waiting, and drops it once none
 * wait: the token is copied only for as long as it is needed.
 */
async function mirrorSession(): Promise<void> {
  const { token, userId } = readSession();
  const waiting = (await userEntries(userId)).some((entry) => entry.state === 'waiting');
  if (token && userId && waiting) await saveDeviceSession({ userId, token, language: readLanguage() });
  else await clearDeviceSession();
}

/**
 * Keeps a submit made offline on the device, and asks the browser to send it through the service
 * worker when the connection returns, even if the app has been closed by then.
 */
export async function keepForLater(entry: NewOutboxEntry): Promise<OutboxEntry> {
  const kept = await enqueue(entry);
  await mirrorSession().catch(() => undefined);
  requestOutboxSync();
  return kept;
}

let running: Promise<SendOutcome[]> | null = null;

/**
 * Sends the signed-in user's waiting entries, oldest first, once each; answers what became of them.
 * Nothing is sent without a session, and only the session's user's entries are (a shared phone).
 * One round at a time in a tab, and across tabs and the worker under a Web Lock.
 */
export function sendWaiting(send: Fetch = (url, init) => fetch(url, init)): Promise<SendOutcome[]> {
  running ??= (async () => {
    try {
      return await sendRound({ session: pageSession, send, linesOf: errorLines });
    } finally {
      running = null;
      await mirrorSession().catch(() => undefined);
    }
  })();
  return running;
}
