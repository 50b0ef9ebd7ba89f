import { eq, inArray } from 'drizzle-orm';
import { activityTransition } from '../../../shared/machines';
import { computePoints, pointsContext, type PointLine } from '../../../shared/points';
import { dueDateOf } from '../../../shared/time/activity-months';
import { colomboDate } from '../../../shared/time/colombo';
import type { Db, Tx } from '../../db/database';
import { activities, activityPoints } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';
import type { LoadedActivityType } from '../activities/activity-catalogue';
import { mergePointLines, type PointLineStore } from '../points/merge-point-lines';

type Report = typeof activities.$inferSelect;
type StoredLine = typeof activityPoints.$inferSelect;

/** The lines a report earns by its type's points.json, from its data, month, due date and filing date. */
export function linesOf(
  type: LoadedActivityType,
  report: Pick<Report, 'data' | 'month' | 'lionsYear' | 'createdAt'>,
): PointLine[] {
  if (!type.points) return [];
  const data = report.data as Record<string, unknown>;
  // The due date of the report's own Lions year, whatever year it is now.
  const dueDate = dueDateOf(report.month, type.schedule.dueDay, `${report.lionsYear}-07-01`);
  const entries = type.entries ? ((data[type.entries] as unknown[] | undefined) ?? []) : undefined;
  return computePoints(
    type.points,
    pointsContext({ data, month: report.month, dueDate, filedOn: colomboDate(report.createdAt), entries }),
  );
}

/** The stored lines of one report, as the shared merge reaches them. */
function reportLines(tx: Tx, report: Report): PointLineStore<StoredLine, PointLine> {
  const numbers = (line: PointLine) => ({
    title: line.title,
    comment: line.comment,
    crPoints: line.cr,
    drPoints: line.dr,
    totalPoints: line.total,
    updatedAt: new Date(),
  });
  return {
    list: () => tx.select().from(activityPoints).where(eq(activityPoints.activityId, report.id)),
    sameNumbers: (stored, line) =>
      Number(stored.crPoints) === line.cr &&
      Number(stored.drPoints) === line.dr &&
      Number(stored.totalPoints) === line.total,
    insert: async (line) => {
      await tx.insert(activityPoints).values({ ...numbers(line), activityId: report.id, itemKey: line.key });
    },
    update: async (stored, line, resetDecision) => {
      await tx
        .update(activityPoints)
        .set({ ...numbers(line), ...(resetDecision && { status: 'PENDING', rejectComment: null }) })
        .where(eq(activityPoints.id, stored.id));
    },
    remove: async (ids) => {
      await tx.delete(activityPoints).where(inArray(activityPoints.id, ids));
    },
  };
}

/**
 * Calculates a report's point lines (the panel's opening, the evaluator's Refresh). A line whose
 * numbers did not change keeps its decision; a changed one goes back to PENDING; a decided report
 * (APPROVED, REJECTED) is left as it is. Serialised on the report's row, so a decision and a
 * recalculation never interleave.
 */
export async function calculatePoints(db: Db, actor: Actor, type: LoadedActivityType, reportId: number) {
  await db.transaction(async (tx) => {
    const [report] = await tx.select().from(activities).where(eq(activities.id, reportId)).for('update');
    if (!report || !activityTransition(report.status, { type: 'activity.recalculate' }).ok) return;
    const before = await tx.select().from(activityPoints).where(eq(activityPoints.activityId, report.id));
    if (await mergePointLines(reportLines(tx, report), linesOf(type, report))) {
      const after = await tx.select().from(activityPoints).where(eq(activityPoints.activityId, report.id));
      await recordAudit(tx, actor, {
        action: 'activity.points.calculate',
        entity: 'activity',
        entityId: report.uuid,
        before,
        after,
      });
    }
  });
}
