import { slugOf } from './club-report-file-name';

/**
 * The file name of a club's MyLion service export of one month (issue 14): mylion-service-{club}-{YYYY-MM}.csv.
 * The server's content-disposition and the browser's fallback use this one rule.
 */
export function mylionFileName(clubName: string, month: string): string {
  return `mylion-service-${slugOf(clubName)}-${month}.csv`;
}
