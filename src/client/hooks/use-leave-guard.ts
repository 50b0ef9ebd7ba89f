import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/** A form's guard against leaving it by mistake. */
export interface LeaveGuard {
  /** The router's blocker: 'blocked' while the app asks whether to leave. */
  blocker: Blocker;
  /** Lets the next navigation through unasked (after a save, before going to the list). */
  release: () => void;
}

/**
 * While `active` (a form with changes), asks before leaving: a link or Back inside the app is
 * held by the router's blocker until the person confirms; closing or reloading the tab gets the
 * browser's own question (beforeunload).
 */
export function useLeaveGuard(active: boolean): LeaveGuard {
  const guarding = useRef(active);
  useEffect(() => {
    guarding.current = active;
  }, [active]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guarding.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!active) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
  const release = useCallback(() => {
    guarding.current = false;
  }, []);
  return { blocker, release };
}
