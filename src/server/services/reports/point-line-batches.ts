import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { prepared } from '../../db/prepared';
import { activityPoints } from '../../db/schema';
import type { ReportLine } from './activity-report-rows';

/** How many point lines one read fetches: a report's lines usually fit in the first. */
export const POINT_LINE_BATCH = 500;

const batchQuery = (db: Db) =>
  prepared(db, 'report_point_lines', (d, name) =>
    d
      .select({
        id: activityPoints.id,
        title: activityPoints.title,
        comment: activityPoints.comment,
        rejectComment: activityPoints.rejectComment,
        crPoints: activityPoints.crPoints,
        drPoints: activityPoints.drPoints,
        totalPoints: activityPoints.totalPoints,
        status: activityPoints.status,
      })
      .from(activityPoints)
      .where(
        and(
          eq(activityPoints.activityId, sql.placeholder('activityId')),
          gt(activityPoints.id, sql.placeholder('after')),
        ),
      )
      .orderBy(asc(activityPoints.id))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );

/**
 * An activity's point lines in the order they were made, read in batches of `batchSize` by their id
 * (keyset, so each batch costs the same however deep) as the CSV stream pulls them. The first batch is
 * read before this answers, so a failing database answers an error rather than a cut file; memory
 * holds one batch however many lines there are.
 */
export async function pointLineBatches(
  db: Db,
  activityId: number,
  batchSize = POINT_LINE_BATCH,
): Promise<AsyncIterable<ReportLine>> {
  const read = (after: number) => batchQuery(db).execute({ activityId, after, limit: batchSize });
  const first = await read(0);
  return (async function* () {
    let batch = first;
    for (;;) {
      yield* batch;
      if (batch.length < batchSize) return;
      batch = await read(batch[batch.length - 1]!.id);
    }
  })();
}
