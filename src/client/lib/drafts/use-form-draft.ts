import { useState } from 'react';
import type { Blocker } from 'react-router';
import { useLeaveGuard } from '../../hooks/use-leave-guard';
import { useSession } from '../session-store';
import { draftKey, type Draft, type DraftKeyParts } from './draft-store';
import { useDraft } from './use-draft';

/** A form's draft on this device and its guard against leaving, as a page uses them. */
export interface FormDraft {
  /** The kept draft to offer ("Resume draft"), until resumed or discarded; null otherwise. */
  offered: Draft | null;
  /** The draft taken up: the form starts again from its data and files (key the form by it). */
  resumed: Draft | null;
  /** Takes the offered draft up. */
  resume: () => void;
  /** Declines the offered draft: it is forgotten. */
  discard: () => void;
  /** Tells of a change: the form now has something to lose, and it is kept as the officer types. */
  edited: (data: Record<string, unknown>, files?: () => ReadonlyMap<string, File>) => void;
  /** The form was sent: the draft is forgotten and the next navigation goes unasked. */
  sent: () => void;
  /** The router's blocker, for the LeaveGuardAlert. */
  blocker: Blocker;
}

const NO_FILES = () => new Map<string, File>();

/**
 * The draft and leave guard of a form, kept per signed-in user and club under `what` (which form,
 * which record): what is typed is kept as it is typed and offered back after a reload, a crash or a
 * lost connection; leaving a changed form asks first. `settled` (a save answered) stops the asking.
 */
export function useFormDraft(
  what: Pick<DraftKeyParts, 'month' | 'type' | 'reportId'>,
  settled = false,
): FormDraft {
  const session = useSession();
  const draft = useDraft(
    session.userId ? draftKey({ userId: session.userId, clubId: session.clubId, ...what }) : null,
  );
  const [resumed, setResumed] = useState<Draft | null>(null);
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty && !settled);
  return {
    offered: resumed ? null : draft.offered,
    resumed,
    resume: () => {
      setResumed(draft.resume());
      setDirty(true);
    },
    discard: draft.discard,
    edited: (data, files = NO_FILES) => {
      setDirty(true);
      draft.keep(data, files);
    },
    sent: () => {
      guard.release();
      draft.discard();
    },
    blocker: guard.blocker,
  };
}
