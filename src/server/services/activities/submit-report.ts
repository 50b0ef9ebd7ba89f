import { colomboDate } from '../../../shared/time/colombo';
import { lionsYearOf } from '../../../shared/time/lions-year';
import type { Db } from '../../db/database';
import { activities } from '../../db/schema';
import { validationError, type FieldErrors } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart-body';
import { recordAudit, type Actor } from '../audit/audit-log';
import { checkDocument, type FileRule } from '../files/document-check';
import type { FileStore, StoredExtension } from '../files/file-store';
import type { ActivityCatalogue, LoadedActivityType } from './activity-catalogue';

const MONTH = /^(0[1-9]|1[0-2])$/;

/** The file slots of a type: its properties carrying `x-file`. */
export function fileRules(type: LoadedActivityType): Map<string, FileRule> {
  const properties = (type.schema.properties ?? {}) as Record<string, { 'x-file'?: FileRule }>;
  return new Map(
    Object.entries(properties)
      .filter(([, p]) => p['x-file'])
      .map(([name, p]) => [name, p['x-file']!]),
  );
}

/** A report as it arrives: month and key beside the type's fields, and the uploaded files. */
export interface ReportSubmission {
  type: LoadedActivityType;
  clubId: number;
  body: Record<string, unknown>;
  uploads: UploadedFile[];
  transport: 'json' | 'multipart';
}

/**
 * Files a club's report for a month of the current Lions year: the fields checked against the type's
 * schema (and the field that enables Submit filled), each file checked by its bytes; then the files
 * stored and the report written with status SUBMITTED, all or nothing: when the write fails, the
 * stored files are removed again. One report per club, type and month.
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
  if (typeof month !== 'string' || !MONTH.test(month)) errors.month = ['The month must be 01 to 12.'];
  if (key !== undefined && key !== type.key) errors.key = [`The key must be ${type.key}.`];

  const rules = fileRules(type);
  // In JSON a file slot cannot carry a file: a name there would claim a file nobody checked.
  for (const field of rules.keys()) {
    if (fields[field] !== undefined && transport === 'json')
      errors[field] = ['Send files as multipart/form-data.'];
  }
  const checked: { field: string; bytes: Buffer; extension: StoredExtension }[] = [];
  for (const upload of uploads) {
    const result = await checkDocument(upload.bytes, rules.get(upload.field)!);
    if (typeof result === 'string') {
      checked.push({ field: upload.field, bytes: upload.bytes, extension: result });
      fields[upload.field] = upload.filename || upload.field;
    } else errors[upload.field] = [result.error];
  }
  // A file's own error (type, size) says more than the schema's about the same field.
  for (const [field, messages] of Object.entries(catalogue.check(type, fields, transport)))
    errors[field] ??= messages;
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const stored: string[] = [];
  try {
    for (const file of checked) {
      const name = await files.save(file.bytes, file.extension);
      stored.push(name);
      fields[file.field] = name;
    }
    const lionsYear = lionsYearOf(colomboDate()).startYear;
    return await db.transaction(async (tx) => {
      const [report] = await tx
        .insert(activities)
        .values({
          clubId,
          key: type.key,
          lionsYear,
          month: month as string,
          status: 'SUBMITTED',
          date: typeof fields.date === 'string' ? fields.date : null,
          data: fields,
          submittedBy: actor.userId,
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
    await Promise.all(stored.map((name) => files.remove(name)));
    const e = err as { code?: string; cause?: { code?: string } };
    if (e.code === '23505' || e.cause?.code === '23505') {
      throw validationError({ month: ['This activity has already been submitted for this month.'] });
    }
    throw err;
  }
}
