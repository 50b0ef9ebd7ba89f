import { beforeEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '../session-store';
import { sendRound } from './outbox-rounds';
import { sendWaiting, type Fetch } from './outbox-sender';
import {
  bodyOf,
  enqueue,
  requestBodyOf,
  setOutboxBackend,
  takeSent,
  userEntries,
  type NewOutboxEntry,
  type OutboxEntry,
} from './outbox-store';

// The test environment has no IndexedDB: the device's store is a Map here; the outbox's rules are tested.
const stored = new Map<string, OutboxEntry>();
setOutboxBackend({
  get: async (key) => stored.get(key),
  set: async (key, entry) => void stored.set(key, entry),
  del: async (key) => void stored.delete(key),
  all: async () => [...stored.values()],
});

const ROLE = {
  name: 'club_secretary',
  display_name: 'Club Secretary',
  club: { uuid: 'c1', name: 'Colombo' },
};

/** A new report of a user, as the form keeps it offline. */
const report = (userId: string, extra: Partial<NewOutboxEntry> = {}): NewOutboxEntry => ({
  userId,
  role: 'club_secretary',
  clubId: 'c1',
  url: '/api/activity/common/create',
  body: { kind: 'json', json: { month: '05', key: 'BOARD_MEETING', venue: 'Galle Face' } },
  typeKey: 'BOARD_MEETING',
  typeTitle: 'Board Meeting',
  month: '05',
  ...extra,
});

/** A server that answers each request with the next status, recording what it was sent. */
function server(...statuses: number[]) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const send: Fetch = async (url, init) => {
    calls.push({ url, init });
    const status = statuses.shift() ?? 200;
    if (status === 0) throw new TypeError('Failed to fetch');
    const body = status === 422 ? { errors: { venue: ['The venue is required.'] } } : { data: {} };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, send };
}

beforeEach(() => {
  stored.clear();
  localStorage.clear();
});

describe('the outbox', () => {
  it('keeps a submit waiting, listed only for its own user, oldest first', async () => {
    await enqueue(report('u1', { month: '06' }), 2000);
    await enqueue(report('u1', { month: '05' }), 1000);
    await enqueue(report('u2'), 1500);
    const mine = await userEntries('u1');
    expect(mine.map((entry) => [entry.month, entry.state])).toEqual([
      ['05', 'waiting'],
      ['06', 'waiting'],
    ]);
    expect(await userEntries(null)).toEqual([]);
  });

  it('keeps a multipart body with its files and gives it back as it was', async () => {
    const form = new FormData();
    form.append('venue', 'Galle Face');
    form.append('document1', new File(['png'], 'board.png', { type: 'image/png' }));
    const kept = bodyOf(form);
    const { body, json } = requestBodyOf(kept);
    expect(json).toBe(false);
    const again = body as FormData;
    expect(again.get('venue')).toBe('Galle Face');
    expect((again.get('document1') as File).name).toBe('board.png');
  });

  it('sends nothing without a session', async () => {
    await enqueue(report('u1'));
    const { calls, send } = server();
    expect(await sendWaiting(send)).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it("never sends another user's submit: the signed-in user's alone go, with their token and the report's club", async () => {
    await enqueue(report('u1'));
    await enqueue(report('u2'));
    startSession('token-u2', 'u2', [ROLE]);
    const { calls, send } = server(201);
    const outcomes = await sendWaiting(send);
    expect(outcomes.map((outcome) => [outcome.entry.userId, outcome.result])).toEqual([['u2', 'sent']]);
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer token-u2');
    expect(headers.club).toBe('c1');
    expect(headers.role).toBe('club_secretary');
    expect((await userEntries('u1')).map((entry) => entry.state)).toEqual(['waiting']);
    expect(await userEntries('u2')).toEqual([]);
    endSession();
  });

  it('keeps a refused submit as failed with the server’s reasons, and does not send it again', async () => {
    await enqueue(report('u1'));
    startSession('token-u1', 'u1', [ROLE]);
    const first = server(422);
    expect((await sendWaiting(first.send)).map((outcome) => outcome.result)).toEqual(['failed']);
    const [entry] = await userEntries('u1');
    expect(entry?.state).toBe('failed');
    expect(entry?.errors).toEqual(['The venue is required.']);
    const second = server();
    await sendWaiting(second.send);
    expect(second.calls).toHaveLength(0);
  });

  it('leaves a submit waiting when the connection fails or the session has expired', async () => {
    await enqueue(report('u1'));
    startSession('token-u1', 'u1', [ROLE]);
    expect((await sendWaiting(server(0).send)).map((outcome) => outcome.result)).toEqual(['waiting']);
    expect((await sendWaiting(server(401).send)).map((outcome) => outcome.result)).toEqual(['waiting']);
    expect((await userEntries('u1')).map((entry) => entry.state)).toEqual(['waiting']);
    expect((await sendWaiting(server(201).send)).map((outcome) => outcome.result)).toEqual(['sent']);
  });

  it("the service worker's round sends under the copied session and keeps what it sent for the next tab to tell, once", async () => {
    await enqueue(report('u1'));
    await enqueue(report('u2'));
    const { calls, send } = server(201);
    const outcomes = await sendRound({
      session: () => ({ userId: 'u1', headers: { authorization: 'Bearer copied-u1' } }),
      send,
      linesOf: () => [],
      keepSent: true,
    });
    expect(outcomes.map((outcome) => outcome.result)).toEqual(['sent']);
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer copied-u1');
    expect((await userEntries('u1')).map((entry) => entry.state)).toEqual(['sent']);
    // Not sent again by the page.
    startSession('token-u1', 'u1', [ROLE]);
    const again = server();
    expect(await sendWaiting(again.send)).toEqual([]);
    expect(again.calls).toHaveLength(0);
    const [told, twice] = await Promise.all([takeSent('u1'), takeSent('u1')]);
    expect(told.map((entry) => entry.typeTitle)).toEqual(['Board Meeting']);
    expect(twice).toEqual([]);
    expect(await userEntries('u1')).toEqual([]);
    expect((await userEntries('u2')).map((entry) => entry.state)).toEqual(['waiting']);
    endSession();
  });
});
