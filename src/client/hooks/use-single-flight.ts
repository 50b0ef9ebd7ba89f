import { useCallback, useRef } from 'react';

/**
 * Guards a send against a double click: the browser delivers both clicks before React re-renders the
 * button as busy, so a disabled-while-pending button alone lets a second request go. `once(send)`
 * runs `send` only when none is on its way; `send` gets `release`, to call when another may go (after
 * a refusal, say; a form that leaves the page on success never needs to).
 */
export function useSingleFlight(): (send: (release: () => void) => void) => void {
  const busy = useRef(false);
  return useCallback((send) => {
    if (busy.current) return;
    busy.current = true;
    send(() => {
      busy.current = false;
    });
  }, []);
}
