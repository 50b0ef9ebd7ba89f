import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, readDraft, saveDraft, type Draft } from './draft-store';

/** How long typing pauses before the draft is written. */
const SAVE_AFTER_MS = 400;

/** A form's draft on this device. */
export interface DraftControls {
  /** The draft found when the form opened (offered as "Resume draft"), until resumed or discarded. */
  offered: Draft | null;
  /** Keeps the form as it is now (written after a short pause in typing; the files read then). */
  keep: (data: Record<string, unknown>, files: () => ReadonlyMap<string, File>) => void;
  /** Takes the offered draft up: it is no longer offered. */
  resume: () => Draft | null;
  /** Forgets the draft, offered or kept. */
  discard: () => void;
}

/**
 * The draft of one form under a key (see `draftKey`): what was kept before is offered once when the
 * form opens; what the officer types is kept as they type, files included; `discard` forgets it (on
 * submit, or when the officer declines it). A null key (no session yet) keeps nothing.
 */
export function useDraft(key: string | null): DraftControls {
  const [offered, setOffered] = useState<Draft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A draft written after a discard would bring the report back: writes wait for the discard.
  const generation = useRef(0);

  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    void readDraft(key).then((draft) => {
      if (live) setOffered(draft);
    });
    return () => {
      live = false;
      clearTimeout(timer.current);
    };
  }, [key]);

  const keep = useCallback(
    (data: Record<string, unknown>, files: () => ReadonlyMap<string, File>) => {
      if (!key) return;
      clearTimeout(timer.current);
      const at = generation.current;
      timer.current = setTimeout(() => {
        if (at !== generation.current) return;
        void saveDraft(key, { data, files: Object.fromEntries(files()), savedAt: Date.now() });
      }, SAVE_AFTER_MS);
    },
    [key],
  );

  const resume = useCallback(() => {
    const draft = offered;
    setOffered(null);
    return draft;
  }, [offered]);

  const discard = useCallback(() => {
    generation.current += 1;
    clearTimeout(timer.current);
    setOffered(null);
    if (key) void clearDraft(key);
  }, [key]);

  return { offered, keep, resume, discard };
}
