import { eq } from 'drizzle-orm';
import { isChangeableActivity } from '../../../shared/policy/activity-changes';
import { filingRefusal } from '../../../shared/time/activity-months';
import { colomboDate } from '../../../shared/time/colombo';
import { lionsYearOf } from '../../../shared/time/lions-year';
import type { Db } from '../../db/database';
import { activities } from '../../db/schema';
import { notFound, validationError, type FieldErrors } from '../errors';
import type { UploadedFile } from '../files/uploaded-file';
import { recordAudit, type Actor } from '../audit/audit-log';
import type { FileStore } from '../files/file-store';
import type { ActivityCatalogue, LoadedActivityType } from './activity-catalogue';
import { addFutureErrors } from './future-check';
import { checkReport } from './report-check';
import { serverToday } from '../clock/server-today';
import { fileRules, removeFiles, storeFiles } from './report-files';
import { text } from '../../i18n/text';
import { reasonText } from '../../i18n/reason-text';

/** A change to a filed report: the type's fields as the form sends them, and any replaced files. */
export interface ReportUpdate {
  type: LoadedActivityType;
  report: typeof activities.$inferSelect;
  body: Record<string, unknown>;
  uploads: UploadedFile[];
  transport: 'json' | 'multipart';
}

/**
 * Why a report cannot be changed now, as field errors: it is decided (APPROVED, REJECTED), it belongs
 * to another Lions year, or its month is outside the edit window of spec 2 (the month 05 boundary).
 * Empty when it can.
 */
export function reportChangeErrors(
  report: typeof activities.$inferSelect,
  type: { schedule: { months: readonly string[] } },
  today = colomboDate(),
): FieldErrors {
  if (!isChangeableActivity(report.status)) {
    return { status: [text('activities.decidedCannotChange')] };
  }
  if (report.lionsYear !== lionsYearOf(today).startYear) return { month: [text('activities.editWindow')] };
  const refusal = filingRefusal(type.schedule.months, report.month, today);
  return refusal ? { month: [reasonText(refusal)] } : {};
}

/**
 * Saves a changed report: the form's fields replace the old ones; a file slot keeps its file unless a
 * new one is sent, which replaces it. Checked like a new report; the report goes back to SUBMITTED
 * for review and its version moves on (a decision taken on the old version is refused). The row is
 * locked while it is written. The replaced files are removed once the change is committed; the new ones again when
 * it fails.
 */
export async function updateReport(
  db: Db,
  files: FileStore,
  catalogue: ActivityCatalogue,
  actor: Actor,
  update: ReportUpdate,
) {
  const { type, report, uploads, transport } = update;
  const { month, key, ...fields } = update.body;
  const errors: FieldErrors = reportChangeErrors(report, type);
  if (type.entries) errors.key = [text('activities.entriesOneByOne')];
  if (month !== undefined && month !== report.month) errors.month ??= [text('activities.monthCannotChange')];
  if (key !== undefined && key !== type.key) errors.key ??= [text('activities.keyMustBe', { key: type.key })];
  // A changed report may not move a date into the future either (issue 28).
  addFutureErrors(type.schema, report.month, fields, serverToday(), errors);

  const old = report.data as Record<string, unknown>;
  const slots = [...fileRules(type).keys()];
  const replaced = new Set(uploads.map((u) => u.field));
  const kept = Object.fromEntries(
    slots.filter((s) => !replaced.has(s) && typeof old[s] === 'string').map((s) => [s, old[s] as string]),
  );
  const checked = await checkReport(db, catalogue, { type, fields, uploads, transport, kept }, errors);
  const next = fields;
  const stored: string[] = [];
  try {
    await storeFiles(files, checked, next, stored);
    const updated = await db.transaction(async (tx) => {
      // Locked and checked again: a decision that landed since the report was read wins, and an
      // approved report never turns back into a submitted one.
      const [current] = await tx.select().from(activities).where(eq(activities.id, report.id)).for('update');
      if (!current) throw notFound(text('activities.notFound'));
      const late = reportChangeErrors(current, type);
      if (Object.keys(late).length > 0) throw validationError(late);
      const [row] = await tx
        .update(activities)
        .set({
          data: next,
          date: typeof next.date === 'string' ? next.date : null,
          status: 'SUBMITTED',
          version: current.version + 1,
          updatedAt: new Date(),
        })
        .where(eq(activities.id, report.id))
        .returning();
      await recordAudit(tx, actor, {
        action: 'activity.update',
        entity: 'activity',
        entityId: report.uuid,
        before: current,
        after: row,
      });
      return row!;
    });
    await removeFiles(
      files,
      slots.filter((s) => replaced.has(s) && typeof old[s] === 'string').map((s) => old[s] as string),
    );
    return updated;
  } catch (err) {
    await removeFiles(files, stored);
    throw err;
  }
}
