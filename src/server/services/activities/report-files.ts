import { DomainError, type FieldErrors } from '../errors';
import type { UploadedFile } from '../files/uploaded-file';
import { checkDocument, type FileRule } from '../files/document-check';
import { normaliseDocumentImage } from '../files/document-image';
import type { FileStore, StoredExtension } from '../files/file-store';
import type { LoadedActivityType } from './activity-catalogue';
import { text } from '../../i18n/text';

/** The file slots of a type: its properties carrying `x-file`. */
export function fileRules(type: LoadedActivityType): Map<string, FileRule> {
  const properties = (type.schema.properties ?? {}) as Record<string, { 'x-file'?: FileRule }>;
  return new Map(
    Object.entries(properties)
      .filter(([, p]) => p['x-file'])
      .map(([name, p]) => [name, p['x-file']!]),
  );
}

/** An upload that passed its slot's check, waiting to be stored. */
export interface CheckedFile {
  field: string;
  bytes: Buffer;
  extension: StoredExtension;
}

/**
 * Checks each upload by its bytes against its slot (type, size); images are re-encoded without
 * their metadata. Accepted files are returned for storing, and their slot in `fields` is set to the upload's name so the schema sees it filled;
 * refused ones add their error to `errors`.
 */
export async function checkUploads(
  type: LoadedActivityType,
  uploads: readonly UploadedFile[],
  fields: Record<string, unknown>,
  errors: FieldErrors,
): Promise<CheckedFile[]> {
  const rules = fileRules(type);
  const checked: CheckedFile[] = [];
  for (const upload of uploads) {
    const result = await checkDocument(upload.bytes, rules.get(upload.field)!);
    if (typeof result !== 'string') {
      errors[upload.field] = [result.error];
      continue;
    }
    try {
      // Photos are re-encoded (their EXIF, GPS position included, is gone); a PDF stays as checked.
      const bytes =
        result === 'pdf' ? upload.bytes : await normaliseDocumentImage(upload.bytes, result, upload.field);
      checked.push({ field: upload.field, bytes, extension: result });
      fields[upload.field] = upload.filename || upload.field;
    } catch (err) {
      if (!(err instanceof DomainError) || !err.errors) throw err;
      Object.assign(errors, err.errors);
    }
  }
  return checked;
}

/**
 * Only uploads fill file slots: a slot named as text (in JSON, or as a text part) would claim a file
 * nobody checked, or somebody else's stored file.
 */
export function refuseNamedFiles(
  type: LoadedActivityType,
  fields: Record<string, unknown>,
  transport: 'json' | 'multipart',
  errors: FieldErrors,
): void {
  for (const field of fileRules(type).keys()) {
    if (fields[field] === undefined) continue;
    errors[field] = [
      transport === 'json' ? text('http.sendFilesAsMultipart') : text('http.mustBeFile', { field }),
    ];
  }
}

/**
 * Stores checked files and writes their server names into `fields`; answers the names stored, so a
 * failed write can remove them again (a report is stored with all its files or not at all).
 */
export async function storeFiles(
  files: FileStore,
  checked: readonly CheckedFile[],
  fields: Record<string, unknown>,
  stored: string[],
): Promise<void> {
  for (const file of checked) {
    const name = await files.save(file.bytes, file.extension);
    stored.push(name);
    fields[file.field] = name;
  }
}

/** One stored file a report's data names, with the slot (field) that holds it. */
export interface ReportFileSlot {
  slot: string;
  name: string;
}

/** Every stored file a report's data names with its slot: its own slots, or each entry's for entry-by-entry types. */
export function reportFileSlots(type: LoadedActivityType, data: Record<string, unknown>): ReportFileSlot[] {
  const slots = [...fileRules(type).keys()];
  const records = type.entries
    ? ((data[type.entries] as Record<string, unknown>[] | undefined) ?? [])
    : [data];
  return records.flatMap((record) =>
    slots.flatMap((slot) => (typeof record[slot] === 'string' ? [{ slot, name: record[slot] }] : [])),
  );
}

/** Every stored file a report's data names. */
export function reportFileNames(type: LoadedActivityType, data: Record<string, unknown>): string[] {
  return reportFileSlots(type, data).map((file) => file.name);
}

/** Removes files after their report let go of them; a failed removal leaves an orphan, never a broken report. */
export async function removeFiles(files: FileStore, names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => files.remove(name).catch(() => undefined)));
}
