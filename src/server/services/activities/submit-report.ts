import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { isChangeableActivity } from '../../../shared/policy/activity-changes';
import { filingRefusal } from '../../../shared/time/activity-months';
import { colomboDate } from '../../../shared/time/colombo';
import { lionsYearOf } from '../../../shared/time/lions-year';
import type { Db, Tx } from '../../db/database';
import { activities } from '../../db/schema';
import { validationError, type FieldErrors } from '../errors';
import type { UploadedFile } from '../files/uploaded-file';
import { recordAudit, type Actor } from '../audit/audit-log';
import type { FileStore } from '../files/file-store';
import type { ActivityCatalogue, LoadedActivityType } from './activity-catalogue';
import { addFutureErrors } from './future-check';
import { checkReport } from './report-check';
import { serverToday } from '../clock/server-today';
import { removeFiles, storeFiles } from './report-files';
import { text } from '../../i18n/text';
import { reasonText } from '../../i18n/reason-text';

const MONTH = /^(0[1-9]|1[0-2])$/;

/**
 * Most entries one report of an entry-by-entry type holds (a month's MAF or MJF contributions): far
 * above a club's month, low enough that nobody fills the disk with them.
 */
export const MAX_ENTRIES = 50;

/** A report as it arrives: month and key beside the type's fields, and the uploaded files. */
export interface ReportSubmission {
  type: LoadedActivityType;
  clubId: number;
  body: Record<string, unknown>;
  uploads: UploadedFile[];
  transport: 'json' | 'multipart';
  /**
   * When it was filed; now unless given. Only the demo seed gives one, to file a Lions year's reports
   * on the days they would have come in (the filing day decides a report's on-time points).
   */
  filedAt?: Date;
}

/** True when a database error is a unique violation (a second report for the same month). */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

/**
 * Files a club's report for a month of the current Lions year: the fields checked against the type's
 * schema (and the field that enables Submit filled), each file checked by its bytes, each member by
 * the district's list; then the files stored and the report written with status SUBMITTED, all or
 * nothing: when the write fails, the stored files are removed again. One report per club, type and
 * month; for an entry-by-entry type (MAF, MJF) each submission adds an entry to that one report.
 */
export async function submitReport(
  db: Db,
  files: FileStore,
  catalogue: ActivityCatalogue,
  actor: Actor,
  submission: ReportSubmission,
) {
  const { type, clubId, uploads, transport } = submission;
  const { month, key, ...fields } = submission.body;
  const errors: FieldErrors = {};
  const filedAt = submission.filedAt ?? new Date();
  const today = colomboDate(filedAt);
  if (typeof month !== 'string' || !MONTH.test(month)) errors.month = [text('activities.monthInvalid')];
  else {
    const refusal = filingRefusal(type.schedule.months, month, today);
    if (refusal) errors.month = [reasonText(refusal)];
  }
  // Nothing in the future (issue 28), by the server's clock; the demo seed files on its own past days.
  const now = submission.filedAt ? today : serverToday();
  addFutureErrors(
    type.schema,
    typeof month === 'string' && MONTH.test(month) ? month : null,
    fields,
    now,
    errors,
  );
  if (key !== undefined && key !== type.key) errors.key = [text('activities.keyMustBe', { key: type.key })];
  const checked = await checkReport(db, catalogue, { type, fields, uploads, transport }, errors);

  const stored: string[] = [];
  try {
    await storeFiles(files, checked, fields, stored);
    const lionsYear = lionsYearOf(today).startYear;
    const values = { clubId, key: type.key, lionsYear, month: month as string };
    return await db.transaction(async (tx) => {
      if (type.entries) {
        const [existing] = await tx
          .select()
          .from(activities)
          .where(
            and(
              eq(activities.clubId, clubId),
              eq(activities.key, type.key),
              eq(activities.lionsYear, lionsYear),
              eq(activities.month, values.month),
            ),
          )
          .for('update');
        if (existing) return addEntry(tx, actor, type, existing, fields, filedAt);
      }
      const data = type.entries ? { [type.entries]: [{ uuid: randomUUID(), ...fields }] } : fields;
      const [report] = await tx
        .insert(activities)
        .values({
          ...values,
          status: 'SUBMITTED',
          date: typeof fields.date === 'string' ? fields.date : null,
          data,
          submittedBy: actor.userId,
          createdAt: filedAt,
          updatedAt: filedAt,
        })
        .returning();
      await recordAudit(tx, actor, {
        action: 'activity.submit',
        entity: 'activity',
        entityId: report!.uuid,
        after: report,
      });
      return report!;
    });
  } catch (err) {
    await removeFiles(files, stored);
    if (isUniqueViolation(err)) {
      throw validationError({ month: [text('activities.alreadySubmitted')] });
    }
    throw err;
  }
}

/** Adds one entry to the month's report of an entry-by-entry type, while it waits for review. */
async function addEntry(
  tx: Tx,
  actor: Actor,
  type: LoadedActivityType,
  report: typeof activities.$inferSelect,
  fields: Record<string, unknown>,
  at: Date,
) {
  if (!isChangeableActivity(report.status)) {
    throw validationError({ month: [text('activities.alreadyReviewed')] });
  }
  const data = report.data as Record<string, unknown>;
  const entries = (data[type.entries!] as unknown[] | undefined) ?? [];
  if (entries.length >= MAX_ENTRIES) {
    throw validationError({ [type.entries!]: [text('activities.tooManyEntries', { max: MAX_ENTRIES })] });
  }
  const [updated] = await tx
    .update(activities)
    .set({
      data: { ...data, [type.entries!]: [...entries, { uuid: randomUUID(), ...fields }] },
      status: 'SUBMITTED',
      version: report.version + 1,
      updatedAt: at,
    })
    .where(eq(activities.id, report.id))
    .returning();
  await recordAudit(tx, actor, {
    action: 'activity.entry.add',
    entity: 'activity',
    entityId: report.uuid,
    before: report,
    after: updated,
  });
  return updated!;
}
