import { activityType } from '../../../shared/catalogue/catalogue';
import { isWaitingActivity } from '../../../shared/machines/activity-waiting';
import { dueDateOf } from '../../../shared/time/activity-months';
import type { Db } from '../../db/database';
import { activities } from '../../db/schema';
import type { ActivityCatalogue } from '../activities/activity-catalogue';
import { REPORT_CLUB_COLUMNS, reportClubFrom } from '../activities/report-club';
import { flaggedReports } from '../duplicates/duplicate-claims';
import type { FileStore } from '../files/file-store';

/** The columns of a review row, for a select joining activities to clubs, zones and regions. */
export const REVIEW_ROW_COLUMNS = {
  uuid: activities.uuid,
  key: activities.key,
  month: activities.month,
  status: activities.status,
  createdAt: activities.createdAt,
  // The report's data names its files, which the duplicate flags compare.
  data: activities.data,
  ...REPORT_CLUB_COLUMNS,
};

/** A row selected with `REVIEW_ROW_COLUMNS`. */
export type ReviewRowRecord = Parameters<typeof reportClubFrom>[0] & {
  uuid: string;
  key: string;
  month: string;
  status: string;
  createdAt: Date;
  data: unknown;
};

/**
 * A report as the Review Tasks list answers it (and the evaluator's home its oldest waiting one): the
 * activity's title, the club with its zone and region, status, waiting flag and due date (`today`,
 * YYYY-MM-DD in Colombo, places the month in the Lions year), and whether a duplicate claim is flagged.
 */
function reviewRowOf(catalogue: ActivityCatalogue, r: ReviewRowRecord, today: string, flagged: boolean) {
  const type = catalogue.byKey(r.key) ?? activityType(r.key);
  const title = type?.title ?? r.key;
  return {
    uuid: r.uuid,
    key: r.key,
    activity: title,
    name: title,
    club: reportClubFrom(r),
    month: r.month,
    status: r.status,
    waiting: isWaitingActivity(r.status),
    due_date: dueDateOf(r.month, type?.schedule.dueDay ?? 15, today),
    created_at: r.createdAt.toISOString(),
    flagged,
  };
}

/**
 * The review rows of `records`, each flagged when one of its files is claimed elsewhere (the report
 * view's duplicate-claim rule, checked for the whole page at once).
 */
export async function reviewRowsOf(
  db: Db,
  files: FileStore,
  catalogue: ActivityCatalogue,
  records: readonly ReviewRowRecord[],
  today: string,
) {
  const flagged = await flaggedReports(
    db,
    files,
    records.map((r) => ({ uuid: r.uuid, type: catalogue.byKey(r.key), data: r.data })),
  );
  return records.map((r) => reviewRowOf(catalogue, r, today, flagged.has(r.uuid)));
}
