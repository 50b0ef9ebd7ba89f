import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Draft } from './draft-store';
import { useDraft } from './use-draft';

// jsdom has no IndexedDB: the device's store is a Map here, the hook's rules are what is tested.
const stored = new Map<string, Draft>();
let reads: Array<() => void> = [];
vi.mock('./draft-store', () => ({
  readDraft: (key: string) =>
    new Promise<Draft | null>((resolve) => reads.push(() => resolve(stored.get(key) ?? null))),
  saveDraft: async (key: string, draft: Draft) => void stored.set(key, draft),
  clearDraft: async (key: string) => void stored.delete(key),
}));

const KEY = 'draft:u1:c1:2026-10:BOARD_MEETING:new';
const NO_FILES = () => new Map<string, File>();
const KEPT: Draft = { data: { venue: 'Galle Face' }, files: {}, savedAt: 1 };

/** Lets the pending read of the kept draft answer. */
async function answerReads() {
  await act(async () => {
    reads.forEach((answer) => answer());
    reads = [];
    await Promise.resolve();
  });
}

/** Waits past the pause after which typing is written. */
const afterPause = () => act(() => new Promise((resolve) => setTimeout(resolve, 500)));

beforeEach(() => {
  stored.clear();
  reads = [];
});

describe('useDraft', () => {
  it('offers a kept draft and never writes over it while it is undecided', async () => {
    stored.set(KEY, KEPT);
    const { result } = renderHook(() => useDraft(KEY));
    await answerReads();
    expect(result.current.offered?.data).toEqual({ venue: 'Galle Face' });
    expect(result.current.held).toBe(false);

    act(() => result.current.keep({ venue: '' }, NO_FILES));
    await afterPause();
    expect(stored.get(KEY)?.data).toEqual({ venue: 'Galle Face' });
    expect(result.current.held).toBe(true);
    expect(result.current.offered).not.toBeNull();
  });

  it('holds what is typed before the kept draft is read, and asks once it is found', async () => {
    stored.set(KEY, KEPT);
    const { result } = renderHook(() => useDraft(KEY));
    act(() => result.current.keep({ venue: 'Typed early' }, NO_FILES));
    await answerReads();
    await afterPause();
    expect(result.current.held).toBe(true);
    expect(stored.get(KEY)?.data).toEqual({ venue: 'Galle Face' });
  });

  it('discarding the kept draft keeps what was typed instead', async () => {
    stored.set(KEY, KEPT);
    const { result } = renderHook(() => useDraft(KEY));
    await answerReads();
    act(() => result.current.keep({ venue: 'Mount Lavinia' }, NO_FILES));
    act(() => result.current.discard());
    await afterPause();
    expect(result.current.offered).toBeNull();
    expect(result.current.held).toBe(false);
    expect(stored.get(KEY)?.data).toEqual({ venue: 'Mount Lavinia' });
  });

  it('resuming gives the kept draft back and what is typed after saves over it', async () => {
    stored.set(KEY, KEPT);
    const { result } = renderHook(() => useDraft(KEY));
    await answerReads();
    act(() => result.current.keep({ venue: 'Set aside' }, NO_FILES));
    let resumed: Draft | null = null;
    act(() => {
      resumed = result.current.resume();
    });
    expect(resumed).toEqual(KEPT);
    await afterPause();
    expect(stored.get(KEY)?.data).toEqual({ venue: 'Galle Face' });

    act(() => result.current.keep({ venue: 'Galle Face Hotel' }, NO_FILES));
    await afterPause();
    expect(stored.get(KEY)?.data).toEqual({ venue: 'Galle Face Hotel' });
  });

  it('keeps what is typed when no draft was kept, and a send forgets it all', async () => {
    const { result } = renderHook(() => useDraft(KEY));
    act(() => result.current.keep({ venue: 'Typed while reading' }, NO_FILES));
    await answerReads();
    await afterPause();
    expect(result.current.offered).toBeNull();
    expect(stored.get(KEY)?.data).toEqual({ venue: 'Typed while reading' });

    act(() => result.current.keep({ venue: 'Last words' }, NO_FILES));
    act(() => result.current.forget());
    await afterPause();
    expect(stored.has(KEY)).toBe(false);
  });
});
