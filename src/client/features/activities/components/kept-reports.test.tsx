import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session-store';
import { enqueue, markFailed, setOutboxBackend, type OutboxEntry } from '../../../lib/outbox/outbox-store';
import { KeptReports } from './kept-reports';

// The test environment has no IndexedDB: the outbox's store is a Map here (the flag says one is there).
const stored = new Map<string, OutboxEntry>();
beforeAll(() => {
  Object.assign(globalThis, { indexedDB: {} });
  setOutboxBackend({
    get: async (key) => stored.get(key),
    set: async (key, entry) => void stored.set(key, entry),
    del: async (key) => void stored.delete(key),
    all: async () => [...stored.values()],
  });
});

afterEach(() => {
  cleanup();
  stored.clear();
  localStorage.clear();
});

const entry = (userId: string, typeTitle: string) => ({
  userId,
  role: 'club_secretary',
  clubId: 'c1',
  url: '/api/board_meeting',
  body: { kind: 'json' as const, json: {} },
  typeKey: 'BOARD_MEETING',
  typeTitle,
  month: '05',
});

describe('KeptReports', () => {
  it("lists the signed-in officer's kept reports: waiting, or refused with the reasons and a Discard", async () => {
    startSession('token', 'u1', []);
    await enqueue(entry('u1', 'Board Meeting'));
    const refused = await enqueue(entry('u1', 'Club Assembly'));
    await markFailed(refused.id, ['The venue is required.']);
    await enqueue(entry('u2', 'Someone else’s report'));
    render(<KeptReports />);

    expect(await screen.findByText('Waiting to send')).toBeTruthy();
    expect(screen.getByText(/Board Meeting · Month: 05/)).toBeTruthy();
    expect(screen.getByText('Not accepted')).toBeTruthy();
    expect(screen.getByText('The venue is required.')).toBeTruthy();
    expect(screen.queryByText(/Someone else/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await screen.findByText('Waiting to send');
    await expect.poll(() => screen.queryByText('Not accepted')).toBeNull();
    expect(screen.queryByText(/Club Assembly/)).toBeNull();
  });
});
