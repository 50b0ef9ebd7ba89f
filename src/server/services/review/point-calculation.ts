import { eq, inArray } from 'drizzle-orm';
import { activityTransition } from '../../../shared/machines';
import { computePoints, pointsContext, type PointLine } from '../../../shared/points';
import { dueDateOf } from '../../../shared/time/activity-months';
import { colomboDate } from '../../../shared/time/colombo';
import type { Db, Tx } from '../../db/database';
import { activities, activityPoints } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';
import type { LoadedActivityType } from '../activities/activity-catalogue';

type Report = typeof activities.$inferSelect;
type StoredLine = typeof activityPoints.$inferSelect;

/** The lines a report earns by its type's points.json, from its data, month, due date and filing date. */
export function linesOf(type: LoadedActivityType, report: Report): PointLine[] {
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

/** True when a stored line still says what a computed one says (the decision on it stands). */
function sameNumbers(stored: StoredLine, line: PointLine): boolean {
  return (
    Number(stored.crPoints) === line.cr &&
    Number(stored.drPoints) === line.dr &&
    Number(stored.totalPoints) === line.total
  );
}

/** Writes the computed lines over the stored ones: kept, changed back to PENDING, added, removed. */
async function mergeLines(tx: Tx, report: Report, lines: PointLine[]): Promise<boolean> {
  const stored = await tx.select().from(activityPoints).where(eq(activityPoints.activityId, report.id));
  const byKey = new Map(stored.map((s) => [s.itemKey, s]));
  let changed = false;
  for (const line of lines) {
    const old = byKey.get(line.key);
    byKey.delete(line.key);
    const values = {
      title: line.title,
      comment: line.comment,
      crPoints: line.cr,
      drPoints: line.dr,
      totalPoints: line.total,
      updatedAt: new Date(),
    };
    if (!old) {
      changed = true;
      await tx.insert(activityPoints).values({ ...values, activityId: report.id, itemKey: line.key });
    } else if (!sameNumbers(old, line)) {
      // New numbers need a new decision.
      changed = true;
      await tx
        .update(activityPoints)
        .set({ ...values, status: 'PENDING', rejectComment: null })
        .where(eq(activityPoints.id, old.id));
    } else if (old.title !== line.title || old.comment !== line.comment) {
      await tx.update(activityPoints).set(values).where(eq(activityPoints.id, old.id));
    }
  }
  const gone = [...byKey.values()].map((s) => s.id);
  if (gone.length > 0) {
    changed = true;
    await tx.delete(activityPoints).where(inArray(activityPoints.id, gone));
  }
  return changed;
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
    if (await mergeLines(tx, report, linesOf(type, report))) {
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
