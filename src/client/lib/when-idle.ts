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

/**
 * Runs `work` once the page has loaded and the browser is then idle: for what the first paint does
 * not need, so its bytes and its evaluation come after the page's own (issue 15). Answers a cancel.
 */
export function whenLoadedAndIdle(work: () => void): () => void {
  if (document.readyState === 'complete') return whenIdle(work);
  let cancelIdle = () => {};
  const onLoad = () => {
    cancelIdle = whenIdle(work);
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
}
