import { errorLines } from '../api-error';
import { requestHeaders } from '../request-headers';
import { readSession } from '../session-store';
import { markFailed, removeEntry, requestBodyOf, userEntries, type OutboxEntry } from './outbox-store';

/** What became of one entry in a round of sending. */
export type SendOutcome =
  | { entry: OutboxEntry; result: 'sent' }
  | { entry: OutboxEntry; result: 'failed'; errors: string[] }
  | { entry: OutboxEntry; result: 'waiting' };

/** Sends one request: `fetch` in the app; a test may pass another. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The headers of a kept entry: the session's own (token, language), with the role and club the
 * report was made in, as the app sends a report's request.
 */
function headersOf(entry: OutboxEntry, json: boolean): Record<string, string> {
  const headers: Record<string, string> = { ...requestHeaders() };
  delete headers.role;
  delete headers.club;
  if (entry.role) headers.role = entry.role;
  if (entry.clubId) headers.club = entry.clubId;
  if (json) headers['content-type'] = 'application/json';
  return headers;
}

/** Sends one entry; a refusal is kept as failed, a lost connection or a lost session leaves it waiting. */
async function sendOne(entry: OutboxEntry, send: Fetch): Promise<SendOutcome> {
  const { body, json } = requestBodyOf(entry.body);
  let response: Response;
  try {
    response = await send(entry.url, { method: 'POST', body, headers: headersOf(entry, json) });
  } catch {
    return { entry, result: 'waiting' };
  }
  if (response.ok) {
    await removeEntry(entry.id);
    return { entry, result: 'sent' };
  }
  // Signed out elsewhere or expired: it waits for its user to sign in again, never sent as another.
  // A server that is down (5xx) is tried again at the next chance too.
  if (response.status === 401 || response.status >= 500) return { entry, result: 'waiting' };
  const parsed: unknown = await response.json().catch(() => undefined);
  const errors = errorLines(parsed, response.status);
  await markFailed(entry.id, errors);
  return { entry, result: 'failed', errors };
}

let running: Promise<SendOutcome[]> | null = null;

/**
 * Sends the signed-in user's waiting entries, oldest first, once each; answers what became of them.
 * Nothing is sent without a session, and only the session's user's entries are (a shared phone).
 * One round at a time in a tab, and across tabs under a Web Lock where the browser has them, so a
 * report is not filed twice.
 */
export function sendWaiting(send: Fetch = (url, init) => fetch(url, init)): Promise<SendOutcome[]> {
  running ??= (async () => {
    try {
      const round = async () => {
        const { token, userId } = readSession();
        if (!token || !userId) return [];
        const waiting = (await userEntries(userId)).filter((entry) => entry.state === 'waiting');
        const outcomes: SendOutcome[] = [];
        for (const entry of waiting) {
          // The session may end meanwhile (sign-out in another tab): stop there.
          if (readSession().userId !== userId) break;
          const outcome = await sendOne(entry, send);
          outcomes.push(outcome);
          if (outcome.result === 'waiting') break;
        }
        return outcomes;
      };
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      return locks ? await locks.request('club-cms-outbox', round) : await round();
    } finally {
      running = null;
    }
  })();
  return running;
}
