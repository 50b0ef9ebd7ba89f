import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * Moves the keyboard focus to `target` (the shell's main region) whenever the address changes after
 * the first screen: a keyboard or screen-reader user then starts reading the new screen, instead of
 * staying on the link they followed in a menu that may now be gone. The first screen keeps the
 * browser's own start, and a screen that focuses one of its own fields keeps that.
 */
export function useFocusOnNavigation(target: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A new screen that put the focus in itself (a form's first field) keeps it.
    const region = target.current;
    // Without scrolling: the router puts a new screen at its top, and Back where it was left.
    if (region && !region.contains(document.activeElement)) region.focus({ preventScroll: true });
  }, [pathname, target]);
}
