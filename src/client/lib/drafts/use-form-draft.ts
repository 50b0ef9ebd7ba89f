import { useRef, useState, type SyntheticEvent } from 'react';
import type { Blocker } from 'react-router';
import { useLeaveGuard } from '../../hooks/use-leave-guard';
import { useSession } from '../session-store';
import { draftKey, type Draft, type DraftKeyParts } from './draft-store';
import { useDraft } from './use-draft';

/** The handlers that tell the officer's own changes from the form's (spread on the form's area). */
export interface DraftAreaProps {
  onKeyDownCapture: (event: SyntheticEvent) => void;
  onPointerDownCapture: (event: SyntheticEvent) => void;
  onInputCapture: (event: SyntheticEvent) => void;
  onChangeCapture: (event: SyntheticEvent) => void;
  onDropCapture: (event: SyntheticEvent) => void;
}

/** A form's draft on this device and its guard against leaving, as a page uses them. */
export interface FormDraft {
  /** The kept draft to offer ("Resume draft"), until resumed or discarded; null otherwise. */
  offered: Draft | null;
  /** The officer typed in the form while a kept draft was undecided: ask which to keep. */
  held: boolean;
  /** The draft taken up: the form starts again from its data and files (key the form by it). */
  resumed: Draft | null;
  /** Takes the offered draft up. */
  resume: () => void;
  /** Declines the offered draft: it is forgotten (what was typed meanwhile is kept instead). */
  discard: () => void;
  /** Tells of a change: once it is the officer's, the form has something to lose and it is kept. */
  edited: (data: Record<string, unknown>, files?: () => ReadonlyMap<string, File>) => void;
  /** The form was sent: the draft is forgotten and the next navigation goes unasked. */
  sent: () => void;
  /** The router's blocker, for the LeaveGuardAlert. */
  blocker: Blocker;
  /** Spread on the element around the form (see `DraftAreaProps`). */
  areaProps: DraftAreaProps;
}

const NO_FILES = () => new Map<string, File>();

/**
 * The draft and leave guard of a form, kept per signed-in user and club under `what` (which form,
 * which record): what the officer types is kept as it is typed and offered back after a reload, a
 * crash or a lost connection; leaving a changed form asks first. `settled` (a save answered) stops
 * the asking. A form reports changes of its own too (rjsf fills its defaults when it opens); those
 * are not the officer's and neither mark the form changed nor touch a kept draft: a change counts
 * once the officer has pressed, pointed, typed or dropped in the form's area.
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
  const touched = useRef(false);
  const guard = useLeaveGuard(dirty && !settled);
  const touch = () => {
    touched.current = true;
  };
  return {
    offered: resumed ? null : draft.offered,
    held: draft.held,
    resumed,
    resume: () => {
      setResumed(draft.resume());
      setDirty(true);
    },
    discard: draft.discard,
    edited: (data, files = NO_FILES) => {
      if (!touched.current) return;
      setDirty(true);
      draft.keep(data, files);
    },
    sent: () => {
      guard.release();
      draft.forget();
    },
    blocker: guard.blocker,
    areaProps: {
      onKeyDownCapture: touch,
      onPointerDownCapture: touch,
      onInputCapture: touch,
      onChangeCapture: touch,
      onDropCapture: touch,
    },
  };
}
