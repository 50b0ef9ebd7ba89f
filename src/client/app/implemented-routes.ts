/**
 * The menu paths whose screens exist in this build. The menu shows an entry only when its screen
 * exists and the role passes its guard; each area adds its path here when its screens land.
 */
export const IMPLEMENTED_PATHS: ReadonlySet<string> = new Set(['/']);

/** True when the screen of a path exists in this build. */
export function isImplemented(path: string): boolean {
  return IMPLEMENTED_PATHS.has(path);
}
