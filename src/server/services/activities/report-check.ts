import { applyCopiedFields } from '../../../shared/catalogue/copied-fields';
import type { Db } from '../../db/database';
import { addFieldErrors, validationError, type FieldErrors } from '../errors';
import type { UploadedFile } from '../files/uploaded-file';
import type { ActivityCatalogue, LoadedActivityType } from './activity-catalogue';
import { checkMembersExist } from './member-refs';
import { checkUploads, refuseNamedFiles, type CheckedFile } from './report-files';

/** A report's fields and files as they arrived, for one type. */
export interface ReportInput {
  type: LoadedActivityType;
  /** The type's fields (month and key already taken out); file slots get filled in here. */
  fields: Record<string, unknown>;
  uploads: readonly UploadedFile[];
  transport: 'json' | 'multipart';
  /** Files a changed report keeps (slot to stored name): they fill their slots for the check. */
  kept?: Record<string, string>;
}

/**
 * Checks a report before anything is written: files by their bytes, the fields against the type's
 * schema (and the Submit field filled), members against the district. `errors` may already hold the
 * caller's own (month, key); any error at all answers 422 with every message.
 */
export async function checkReport(
  db: Db,
  catalogue: ActivityCatalogue,
  input: ReportInput,
  errors: FieldErrors,
): Promise<CheckedFile[]> {
  const { type, fields, uploads, transport, kept = {} } = input;
  refuseNamedFiles(type, fields, transport, errors);
  Object.assign(fields, kept);
  applyCopiedFields(type.schema, fields);
  const checked = await checkUploads(type, uploads, fields, errors);
  // A file's own error (type, size) says more than the schema's about the same field.
  const schemaErrors = catalogue.check(type, fields, transport);
  for (const [field, messages] of Object.entries(schemaErrors)) addFieldErrors(errors, field, messages);
  if (Object.keys(schemaErrors).length === 0) await checkMembersExist(db, type, fields, errors);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return checked;
}
