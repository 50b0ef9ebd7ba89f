import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** The navigation drawer of a narrow screen, and its toggle. */
export interface NavDrawer {
  open: boolean;
  toggle: () => void;
  close: () => void;
  /** The menu button, which gets the focus back when the drawer closes by Escape or the backdrop. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The menu drawer of a phone-width screen: Escape closes it and gives the focus back to the menu
 * button, as the backdrop's tap does; following a link closes it too.
 */
export function useNavDrawer(): NavDrawer {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement | null>(null);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);
  return { open, toggle, close, toggleRef };
}
