import { useState } from 'react';
import { linesOf } from '../lib/api-error';

/**
 * The lines of a dismissible error alert for the current error (of a query or mutation): shown until
 * the user dismisses that error; a new error shows again.
 */
export function useErrorLines(error: unknown): [string[] | null, () => void] {
  const [dismissed, setDismissed] = useState<unknown>(null);
  const lines = error && error !== dismissed ? linesOf(error) : null;
  return [lines, () => setDismissed(error)];
}
