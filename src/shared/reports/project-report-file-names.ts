import { slugOf } from './club-report-file-name';

/**
 * The file name of a governor theme's project summary (spec 1 s2.10: project-summary-{theme}): the
 * server's content-disposition and the browser's fallback use this one rule.
 */
export function projectSummaryFileName(themeName: string): string {
  return `project-summary-${slugOf(themeName, 'theme')}.csv`;
}

/** The file name of a club's project report (spec 1 s2.10: project-{club}). */
export function projectClubReportFileName(clubName: string): string {
  return `project-${slugOf(clubName)}.csv`;
}
