import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';
import { readSession } from '../lib/session-store';

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
 * browser's own question (beforeunload). Once the session has ended (signed out, or expired) the
 * form could not be sent anyway: the way to the login page is not held (the draft stays or goes with
 * the sign-out).
 */
export function useLeaveGuard(active: boolean): LeaveGuard {
  const guarding = useRef(active);
  useEffect(() => {
    guarding.current = active;
  }, [active]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guarding.current && currentLocation.pathname !== nextLocation.pathname && readSession().token !== null,
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
