/**
 * The root of every activity query key, of the Monthly Tasks and Review Tasks lists and a report's
 * screens alike. A report filed, decided or deleted anywhere invalidates this root, which refreshes
 * them all.
 */
export const ACTIVITIES_KEY = ['activities'] as const;
