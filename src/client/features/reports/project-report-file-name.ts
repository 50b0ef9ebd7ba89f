import { slugOf } from '../../../shared/reports/club-report-file-name';

/**
 * The file name of a governor theme's service project report (spec 1 s2.10: project-summary-{theme}),
 * used when the server names none.
 */
export function projectThemeReportFileName(themeName: string): string {
  return `project-summary-${slugOf(themeName, 'theme')}.csv`;
}

/** The file name of a club's service project report (spec 1 s2.10: project-{club}), when the server names none. */
export function projectClubReportFileName(clubName: string): string {
  return `project-${slugOf(clubName)}.csv`;
}
