import type { HotkeyConfig } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useT } from '../../../i18n/translator';
import { activityMessages } from '../messages';

/**
 * What the report view's shortcuts do; a missing action leaves its keys off. The actions must be
 * stable (useCallback): Blueprint registers the configs again with its provider whenever they change,
 * and a new list on every render would loop.
 */
export interface ShortcutActions {
  next?: () => void;
  previous?: () => void;
  approveAll?: () => void;
  /** True while a dialog is open: the shortcuts wait. */
  paused: boolean;
}

/**
 * The evaluator's keyboard shortcuts on a report (issue 16): j next, k previous, a approve all (one
 * key each, so the help lists each action once); '?' shows them (Blueprint's hotkeys dialog). Global,
 * but never while typing in a field (Blueprint leaves text inputs alone unless `allowInInput`).
 */
export function useReviewShortcuts({ next, previous, approveAll, paused }: ShortcutActions): HotkeyConfig[] {
  const t = useT();
  return useMemo(() => {
    const key = (combo: string, label: string, action: (() => void) | undefined): HotkeyConfig => ({
      combo,
      label,
      global: true,
      preventDefault: true,
      disabled: paused || !action,
      onKeyDown: () => action?.(),
    });
    return [
      key('j', t(activityMessages.shortcutNext), next),
      key('k', t(activityMessages.shortcutPrevious), previous),
      key('a', t(activityMessages.shortcutApproveAll), approveAll),
    ];
  }, [t, next, previous, approveAll, paused]);
}
