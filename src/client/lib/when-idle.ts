/**
 * Runs `work` when the browser is idle (or soon, where it has no idle callback), so preloading never
 * competes with the screen being shown. Answers a cancel for effects' clean-up.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 200);
  return () => window.clearTimeout(handle);
}
