import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { PlainButton } from '../components/first-load/plain-button';
import { useT } from '../i18n/translator';
import { shellMessages } from './shell/messages';

/** Where the time of the last reload after a deploy is kept, so a screen reloads once, not in a loop. */
const RELOADED_AT_KEY = 'cms-reloaded-after-deploy';

/** How long a reload after a deploy counts: a second failure within it is shown, not reloaded again. */
const RELOAD_WINDOW_MS = 60_000;

/**
 * Whether an error is a screen's code that could not be fetched: after a deploy the old chunk names
 * are gone, and a reload brings the new ones (Chromium, Firefox and Safari word it each their way).
 */
export function isStaleCode(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk/i.test(
    text,
  );
}

/** Reloads the page once for stale code; answers whether it did (false: it did so a moment ago). */
export function reloadOnceForStaleCode(now = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  if (now - last < RELOAD_WINDOW_MS) return false;
  sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  window.location.reload();
  return true;
}

/**
 * The app's own screen for a route that failed (issue 13): after a deploy, a screen whose code has
 * gone reloads the page once, quietly; any other failure, or the same again, says so with Reload and
 * a way home, inside the shell.
 */
export function RouteErrorScreen() {
  const t = useT();
  const error = useRouteError();
  const stale = isStaleCode(error);
  useEffect(() => {
    if (stale) reloadOnceForStaleCode();
  }, [stale]);
  return (
    <section className="cms-route-error" role="alert">
      <h1>{t(shellMessages.errorTitle)}</h1>
      <p>{t(stale ? shellMessages.errorStaleCode : shellMessages.errorBody)}</p>
      <div className="cms-form-actions">
        <PlainButton intent="primary" onClick={() => window.location.reload()}>
          {t(shellMessages.reload)}
        </PlainButton>
        <Link to="/">{t(shellMessages.navHome)}</Link>
      </div>
    </section>
  );
}
