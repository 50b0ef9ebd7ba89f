import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { activityPoints } from '../../db/schema';
import type { StoredReport } from '../activities/report-lookup';
import { lineSums, reportPoints } from '../../../shared/points/report-points';

/**
 * A report's point lines as the points panel reads them, with the report's status, the evaluator's
 * comment, the total (what the report is worth: `reportPoints`, as the zone grid and standings count
 * it) and the version a decision must name.
 */
export async function pointsOf(db: Db, report: StoredReport) {
  const lines = await db
    .select()
    .from(activityPoints)
    .where(eq(activityPoints.activityId, report.id))
    .orderBy(asc(activityPoints.id));
  const points = lines.map((l) => ({
    id: l.id,
    key: l.itemKey,
    items: { title: l.title },
    comment: l.comment ?? '',
    cr_points: Number(l.crPoints),
    dr_points: Number(l.drPoints),
    total_points: Number(l.totalPoints),
    status: l.status as 'PENDING' | 'APPROVED' | 'REJECTED',
    reject_comments: l.rejectComment,
  }));
  return {
    points,
    status: report.status,
    comments: report.reviewComment,
    total: reportPoints(report.status, lineSums(points)),
    version: report.version,
  };
}
