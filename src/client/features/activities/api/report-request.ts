import type { ActivityType } from '../../../../shared/catalogue/activity-type';
import { toFormData, type FormValue } from '../../../lib/form-data';

/** The fields of a report as the form holds them, and the files its file widgets accepted. */
export interface ReportPayload {
  /** The form's data; file slots hold only a file's name and are never sent as text. */
  data: Record<string, unknown>;
  /** The files to upload, by slot (document1...). */
  files: ReadonlyMap<string, File>;
}

/**
 * The body of a report's request (spec 2 section 7): month and key beside the fields; multipart with
 * the files (lists as members[0]...) when the type carries files, else JSON. File slots go only as
 * files: the server keeps a slot's stored file unless a new one comes.
 */
export function reportRequestBody(
  type: ActivityType,
  month: string | undefined,
  { data, files }: ReportPayload,
  fileSlots: readonly string[],
): FormData | Record<string, unknown> {
  const fields = Object.fromEntries(
    Object.entries(data).filter(([field, value]) => !fileSlots.includes(field) && value !== undefined),
  );
  const head = month === undefined ? { key: type.key } : { month, key: type.key };
  if (type.transport === 'json') return { ...head, ...fields };
  const form: Record<string, FormValue> = { ...head, ...(fields as Record<string, FormValue>) };
  for (const [slot, file] of files) if (fileSlots.includes(slot)) form[slot] = file;
  return toFormData(form);
}
