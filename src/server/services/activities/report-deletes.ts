import { and, eq, sql } from 'drizzle-orm';
import { can } from '../../../shared/policy';
import type { Db } from '../../db/database';
import { activities, activityPoints } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';
import { inScope, type ClubActing } from '../clubs/club-scope';
import { forbidden, notFound, validationError } from '../errors';
import type { FileStore } from '../files/file-store';
import type { LoadedActivityType } from './activity-catalogue';
import { removeFiles, reportFileNames } from './report-files';
import { reportInScope } from './report-lookup';
import { reportChangeErrors } from './update-report';
import { text } from '../../i18n/text';

/** What deleting reports needs: the database and the file store. */
export interface DeleteDeps {
  db: Db;
  files: FileStore;
}

/**
 * Deletes a report within the acting scope, with its point lines and files: the evaluator any report,
 * the other roles that file reports only a REJECTED one (spec 2 sections 2 and 6). Audited; the files
 * go once the report is gone for good.
 */
export async function deleteReport(
  { db, files }: DeleteDeps,
  actor: Actor,
  acting: ClubActing,
  type: LoadedActivityType | undefined,
  uuid: string,
): Promise<void> {
  const report = await reportInScope(db, acting, type, uuid);
  if (!can(acting.role?.name, 'activity.deleteAny') && report.status !== 'REJECTED') {
    throw forbidden(text('activities.onlyRejectedDeletable'));
  }
  await db.transaction(async (tx) => {
    await tx.delete(activityPoints).where(eq(activityPoints.activityId, report.id));
    await tx.delete(activities).where(eq(activities.id, report.id));
    await recordAudit(tx, actor, {
      action: 'activity.delete',
      entity: 'activity',
      entityId: report.uuid,
      before: report,
    });
  });
  await removeFiles(files, reportFileNames(type!, report.data as Record<string, unknown>));
}

/**
 * Deletes one entry of an entry-by-entry report (a MAF or MJF contribution) within the acting scope,
 * while the report waits for review; with its last entry the report goes too. The row is locked, so
 * an entry added or a decision taken meanwhile is seen, never overwritten.
 */
export async function deleteEntry(
  { db, files }: DeleteDeps,
  actor: Actor,
  acting: ClubActing,
  type: LoadedActivityType | undefined,
  entryId: string,
): Promise<void> {
  if (!type?.entries) throw notFound(text('activities.unknownType'));
  const field = type.entries;
  const [report] = await db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.key, type.key),
        sql`${activities.data} -> ${field} @> ${JSON.stringify([{ uuid: entryId }])}::jsonb`,
      ),
    );
  if (!report || !inScope(acting, report.clubId)) throw notFound(text('activities.entryNotFound'));
  const errors = reportChangeErrors(report, type);
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const entry = await db.transaction(async (tx) => {
    // Locked: an entry added or a decision taken meanwhile is seen, never overwritten.
    const [current] = await tx.select().from(activities).where(eq(activities.id, report.id)).for('update');
    const late = current ? reportChangeErrors(current, type) : { entry: [text('activities.entryNotFound')] };
    if (Object.keys(late).length > 0) throw validationError(late);
    const data = current!.data as Record<string, unknown>;
    const entries = (data[field] as { uuid: string }[] | undefined) ?? [];
    const found = entries.find((e) => e.uuid === entryId);
    if (!found) throw notFound(text('activities.entryNotFound'));
    const rest = entries.filter((e) => e.uuid !== entryId);
    if (rest.length === 0) {
      await tx.delete(activityPoints).where(eq(activityPoints.activityId, report.id));
      await tx.delete(activities).where(eq(activities.id, report.id));
    } else {
      await tx
        .update(activities)
        .set({ data: { ...data, [field]: rest }, version: current!.version + 1, updatedAt: new Date() })
        .where(eq(activities.id, report.id));
    }
    await recordAudit(tx, actor, {
      action: 'activity.entry.delete',
      entity: 'activity',
      entityId: report.uuid,
      before: found,
    });
    return found;
  });
  await removeFiles(files, reportFileNames(type, { [field]: [entry] }));
}
