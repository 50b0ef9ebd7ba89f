import {
  markFailed,
  markSent,
  removeEntry,
  requestBodyOf,
  userEntries,
  type OutboxEntry,
} from './outbox-store';

// No DOM storage here: the service worker sends kept reports with this code too (Background Sync).

/** What became of one entry in a round of sending. */
export type SendOutcome =
  | { entry: OutboxEntry; result: 'sent' }
  | { entry: OutboxEntry; result: 'failed'; errors: string[] }
  | { entry: OutboxEntry; result: 'waiting' };

/** Sends one request: `fetch` in the app and the worker; a test may pass another. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** Whose session a round sends under: the user, and the headers that carry the token and language. */
export interface OutboxSession {
  userId: string;
  headers: Record<string, string>;
}

/** What a round needs from where it runs (a page or the service worker). */
export interface RoundDeps {
  /** The signed-in user now, or null (nothing is sent without one). */
  session: () => OutboxSession | null | Promise<OutboxSession | null>;
  send: Fetch;
  /** The lines to keep of a refusal's answer. */
  linesOf: (body: unknown, status: number) => string[];
  /**
   * Keeps a sent entry marked 'sent' instead of forgetting it (the worker: no tab may be listening,
   * and the next one tells the officer it has gone).
   */
  keepSent?: boolean;
}

/** The name of the lock under which one round runs at a time, across tabs and the worker. */
export const OUTBOX_LOCK = 'club-cms-outbox';

/** A kept entry's headers: the session's (token, language), with the role and club it was made in. */
function headersOf(entry: OutboxEntry, session: OutboxSession, json: boolean): Record<string, string> {
  const headers: Record<string, string> = { ...session.headers };
  delete headers.role;
  delete headers.club;
  if (entry.role) headers.role = entry.role;
  if (entry.clubId) headers.club = entry.clubId;
  if (json) headers['content-type'] = 'application/json';
  return headers;
}

/** Sends one entry; a refusal is kept as failed, a lost connection or a lost session leaves it waiting. */
async function sendOne(entry: OutboxEntry, session: OutboxSession, deps: RoundDeps): Promise<SendOutcome> {
  const { body, json } = requestBodyOf(entry.body);
  let response: Response;
  try {
    response = await deps.send(entry.url, { method: 'POST', body, headers: headersOf(entry, session, json) });
  } catch {
    return { entry, result: 'waiting' };
  }
  if (response.ok) {
    await (deps.keepSent ? markSent(entry.id) : removeEntry(entry.id));
    return { entry, result: 'sent' };
  }
  // Signed out elsewhere or expired: it waits for its user to sign in again, never sent as another.
  // A server that is down (5xx) is tried again at the next chance too.
  if (response.status === 401 || response.status >= 500) return { entry, result: 'waiting' };
  const parsed: unknown = await response.json().catch(() => undefined);
  const errors = deps.linesOf(parsed, response.status);
  await markFailed(entry.id, errors);
  return { entry, result: 'failed', errors };
}

/**
 * One round: the session's user's waiting entries, oldest first, once each, stopping at the first
 * that must wait. Under a Web Lock where there is one, so two tabs, or a tab and the worker, never
 * send the same report twice (each reads the entries once it holds the lock).
 */
export async function sendRound(deps: RoundDeps): Promise<SendOutcome[]> {
  const round = async () => {
    const session = await deps.session();
    if (!session) return [];
    const waiting = (await userEntries(session.userId)).filter((entry) => entry.state === 'waiting');
    const outcomes: SendOutcome[] = [];
    for (const entry of waiting) {
      // The session may end meanwhile (sign-out in another tab): stop there.
      if ((await deps.session())?.userId !== session.userId) break;
      const outcome = await sendOne(entry, session, deps);
      outcomes.push(outcome);
      if (outcome.result === 'waiting') break;
    }
    return outcomes;
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? await locks.request(OUTBOX_LOCK, round) : await round();
}
