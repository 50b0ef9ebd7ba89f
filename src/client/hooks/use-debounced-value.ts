import { useEffect, useState } from 'react';

/** How long typing must pause before a search runs (spec: 500 ms). */
export const SEARCH_DEBOUNCE_MS = 500;

/** The value, once it has stopped changing for `delay` milliseconds. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
