/** Lions International's service causes, as its service-activity report lists them. */
export const MYLION_CAUSES = [
  'Childhood Cancer',
  'Diabetes',
  'Disaster Relief',
  'Environment',
  'Humanitarian',
  'Hunger',
  'Vision',
  'Youth',
] as const;

/** One of Lions International's service causes. */
export type MylionCause = (typeof MYLION_CAUSES)[number];

// The district's governor themes (theme_key) that are not causes themselves say which cause they
// serve: trees and gardens are the environment; blood donation is humanitarian service.
const CAUSE_OF_THEME: Readonly<Record<string, MylionCause>> = {
  childhood_cancer: 'Childhood Cancer',
  diabetes: 'Diabetes',
  disaster_relief: 'Disaster Relief',
  environment: 'Environment',
  reforestation: 'Environment',
  gardening_farming: 'Environment',
  humanitarian: 'Humanitarian',
  blood_donation: 'Humanitarian',
  hunger: 'Hunger',
  vision: 'Vision',
  youth: 'Youth',
};

/**
 * The international cause of a governor theme, by its theme_key; null for a project without a theme
 * or a theme the table does not know (a theme the district adds later): the cell is left blank so the
 * secretary picks the cause in MyLion rather than the export guessing one.
 */
export function mylionCauseOf(themeKey: string | null): MylionCause | null {
  if (themeKey === null) return null;
  return Object.hasOwn(CAUSE_OF_THEME, themeKey) ? CAUSE_OF_THEME[themeKey]! : null;
}
