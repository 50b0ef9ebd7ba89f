import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, readDraft, saveDraft, type Draft } from './draft-store';

/** How long typing pauses before the draft is written. */
const SAVE_AFTER_MS = 400;

/** A form's draft on this device. */
export interface DraftControls {
  /** The draft found when the form opened (offered as "Resume draft"), until resumed or discarded. */
  offered: Draft | null;
  /**
   * The officer changed the form while a kept draft was still undecided: what they typed is held, not
   * written over the draft, until they resume the draft or discard it.
   */
  held: boolean;
  /** Keeps the form as it is now (written after a short pause in typing; the files read then). */
  keep: (data: Record<string, unknown>, files: () => ReadonlyMap<string, File>) => void;
  /** Takes the offered draft up: it is no longer offered, and what was held is dropped. */
  resume: () => Draft | null;
  /** Declines the offered draft: it is forgotten, and what was held (typed meanwhile) is kept instead. */
  discard: () => void;
  /** Forgets everything: the draft, offered or kept, and what was held (the form was sent). */
  forget: () => void;
}

/** A change waiting to be written: the data, and how to read its files when it is. */
interface Change {
  data: Record<string, unknown>;
  files: () => ReadonlyMap<string, File>;
}

/**
 * Where the draft stands: still reading what was kept; a kept draft offered and undecided (nothing
 * may be written over it); or free to keep what is typed.
 */
type Phase = 'reading' | 'offered' | 'free';

/**
 * The draft of one form under a key (see `draftKey`): what was kept before is offered when the form
 * opens and stays offered, untouched, until the officer resumes or discards it; what the officer
 * types is kept as they type, files included, except over an undecided draft (held, and `held` says
 * so, so the page can ask). A null key (no session yet) keeps nothing.
 */
export function useDraft(key: string | null): DraftControls {
  const [offered, setOffered] = useState<Draft | null>(null);
  const [held, setHeld] = useState(false);
  const phase = useRef<Phase>('reading');
  const heldChange = useRef<Change | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A draft written after a discard or a send would bring the old form back: writes check the generation.
  const generation = useRef(0);

  const write = useCallback(
    (change: Change) => {
      if (!key) return;
      clearTimeout(timer.current);
      const at = generation.current;
      timer.current = setTimeout(() => {
        if (at !== generation.current) return;
        void saveDraft(key, {
          data: change.data,
          files: Object.fromEntries(change.files()),
          savedAt: Date.now(),
        });
      }, SAVE_AFTER_MS);
    },
    [key],
  );

  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    phase.current = 'reading';
    const settle = (draft: Draft | null) => {
      if (!live) return;
      if (draft) {
        phase.current = 'offered';
        setOffered(draft);
        // Typed before the kept draft was found: held, and asked about, like typing after.
        setHeld(heldChange.current !== null);
        return;
      }
      phase.current = 'free';
      if (heldChange.current) write(heldChange.current);
      heldChange.current = null;
    };
    // A device that cannot read its drafts (storage blocked) still lets the officer type and send.
    readDraft(key).then(settle, () => settle(null));
    return () => {
      live = false;
      clearTimeout(timer.current);
    };
  }, [key, write]);

  const keep = useCallback(
    (data: Record<string, unknown>, files: () => ReadonlyMap<string, File>) => {
      if (phase.current === 'free') return write({ data, files });
      heldChange.current = { data, files };
      if (phase.current === 'offered') setHeld(true);
    },
    [write],
  );

  const resume = useCallback(() => {
    const draft = offered;
    phase.current = 'free';
    heldChange.current = null;
    setHeld(false);
    setOffered(null);
    return draft;
  }, [offered]);

  const forgetKept = useCallback(() => {
    generation.current += 1;
    clearTimeout(timer.current);
    phase.current = 'free';
    setOffered(null);
    setHeld(false);
    if (key) void clearDraft(key);
  }, [key]);

  const discard = useCallback(() => {
    const change = heldChange.current;
    heldChange.current = null;
    forgetKept();
    // What the officer typed instead is their draft now (written after the old one is cleared).
    if (change) write(change);
  }, [forgetKept, write]);

  const forget = useCallback(() => {
    heldChange.current = null;
    forgetKept();
  }, [forgetKept]);

  return { offered, held, keep, resume, discard, forget };
}
