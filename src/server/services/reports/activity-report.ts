import { eq } from 'drizzle-orm';
import { colomboDate } from '../../../shared/time/colombo';
import type { Db } from '../../db/database';
import { clubs, type activities } from '../../db/schema';
import type { LoadedActivityType } from '../activities/activity-catalogue';
import { activityReportRows } from './activity-report-rows';
import type { CsvFile } from './club-report';
import { slugOf } from './file-name';
import { monthLabel } from './labels';
import { pointLineBatches } from './point-line-batches';

/**
 * One filed activity report as a CSV download, with its point lines in the order they were made.
 * The lines stream from the database in batches (a report usually has a handful, one batch read
 * before the first byte leaves), so however many a report holds, memory holds one batch.
 */
export async function activityReportFile(
  db: Db,
  report: typeof activities.$inferSelect,
  type: LoadedActivityType,
): Promise<CsvFile> {
  const [club] = await db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, report.clubId));
  const lines = await pointLineBatches(db, report.id);
  const clubName = club?.name ?? '';
  const month = monthLabel(report.month, report.lionsYear);
  return {
    fileName: `activity-report-${slugOf(clubName)}-${slugOf(type.key, 'activity')}-${slugOf(month, 'month')}.csv`,
    rows: activityReportRows({
      clubName,
      title: type.title,
      month,
      status: report.status,
      date: report.date,
      filed: colomboDate(report.createdAt),
      reviewComment: report.reviewComment,
      lines,
    }),
  };
}
