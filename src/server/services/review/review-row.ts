import { activityType } from '../../../shared/catalogue/catalogue';
import { isWaitingActivity } from '../../../shared/machines/activity-waiting';
import { dueDateOf } from '../../../shared/time/activity-months';
import { activities } from '../../db/schema';
import type { ActivityCatalogue } from '../activities/activity-catalogue';
import { REPORT_CLUB_COLUMNS, reportClubFrom } from '../activities/report-club';

/** The columns of a review row, for a select joining activities to clubs, zones and regions. */
export const REVIEW_ROW_COLUMNS = {
  uuid: activities.uuid,
  key: activities.key,
  month: activities.month,
  status: activities.status,
  createdAt: activities.createdAt,
  ...REPORT_CLUB_COLUMNS,
};

/** A row selected with `REVIEW_ROW_COLUMNS`. */
export type ReviewRowRecord = Parameters<typeof reportClubFrom>[0] & {
  uuid: string;
  key: string;
  month: string;
  status: string;
  createdAt: Date;
};

/**
 * A report as the Review Tasks list answers it (and the evaluator's home its oldest waiting one): the
 * activity's title, the club with its zone and region, status, waiting flag and due date (`today`,
 * YYYY-MM-DD in Colombo, places the month in the Lions year).
 */
export function reviewRowOf(catalogue: ActivityCatalogue, r: ReviewRowRecord, today: string) {
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
  };
}
