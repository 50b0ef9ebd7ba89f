import { FEATURE_ROUTES } from './feature-routes';

/**
 * The paths whose screens exist in this build (home plus every feature route). The menu shows an
 * entry only when its screen exists and the role passes its guard.
 */
export const IMPLEMENTED_PATHS: ReadonlySet<string> = new Set(['/', ...FEATURE_ROUTES.map((r) => r.path)]);

/** True when the screen of a path exists in this build. */
export function isImplemented(path: string): boolean {
  return IMPLEMENTED_PATHS.has(path);
}
