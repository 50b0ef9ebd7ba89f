import { addFieldErrors, DomainError, type FieldErrors } from '../errors';
import { checkDocument, type FileRule } from '../files/document-check';
import { normaliseDocumentImage } from '../files/document-image';
import type { FileStore, StoredExtension } from '../files/file-store';
import type { FileLinks } from '../files/signed-links';
import type { UploadedFile } from '../files/uploaded-file';
import type { Transport } from './project-forms';
import { text } from '../../i18n/text';

/** What a filled file slot holds while its form is checked: the upload itself is stored later. */
const UPLOADED = 'uploaded';

/** An upload that passed its slot's check, waiting to be stored. */
export interface CheckedUpload {
  field: string;
  bytes: Buffer;
  extension: StoredExtension;
}

/**
 * Only uploads fill file slots: a slot named as text (in JSON, or as a text part) would claim a file
 * nobody checked, or somebody else's stored file.
 */
export function refuseNamedFiles(
  rules: ReadonlyMap<string, FileRule>,
  fields: Record<string, unknown>,
  transport: Transport,
  errors: FieldErrors,
): void {
  for (const field of rules.keys()) {
    if (fields[field] === undefined) continue;
    addFieldErrors(errors, field, [
      transport === 'json' ? text('http.sendFilesAsMultipart') : text('http.mustBeFile', { field }),
    ]);
    delete fields[field];
  }
}

/**
 * Checks each upload by its bytes against its slot (a PDF or an image, at most 500 KB); images are
 * re-encoded without their metadata (a phone photo's GPS position). An accepted upload marks its slot
 * filled in `fields`, so the form's `required` sees it; a refused one adds its message to `errors`.
 */
export async function checkUploads(
  rules: ReadonlyMap<string, FileRule>,
  uploads: readonly UploadedFile[],
  fields: Record<string, unknown>,
  errors: FieldErrors,
): Promise<CheckedUpload[]> {
  const checked: CheckedUpload[] = [];
  for (const upload of uploads) {
    const rule = rules.get(upload.field);
    if (!rule) {
      addFieldErrors(errors, upload.field, [text('validation.notAllowed', { label: upload.field })]);
      continue;
    }
    const result = await checkDocument(upload.bytes, rule);
    if (typeof result !== 'string') {
      addFieldErrors(errors, upload.field, [result.error]);
      continue;
    }
    try {
      const bytes =
        result === 'pdf' ? upload.bytes : await normaliseDocumentImage(upload.bytes, result, upload.field);
      checked.push({ field: upload.field, bytes, extension: result });
      fields[upload.field] = UPLOADED;
    } catch (err) {
      if (!(err instanceof DomainError) || !err.errors) throw err;
      for (const [field, messages] of Object.entries(err.errors)) addFieldErrors(errors, field, messages);
    }
  }
  return checked;
}

/**
 * Stores checked uploads under server-made names and answers them by slot; every name stored is also
 * pushed onto `stored` at once, so a failure half way can remove what was written.
 */
export async function storeUploads(
  files: FileStore,
  checked: readonly CheckedUpload[],
  stored: string[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const file of checked) {
    const name = await files.save(file.bytes, file.extension);
    stored.push(name);
    names.set(file.field, name);
  }
  return names;
}

/** Removes files no row names any more; a failed removal leaves an orphan for the sweep, never an error. */
export async function removeStoredFiles(
  files: FileStore,
  names: readonly (string | null | undefined)[],
): Promise<void> {
  await Promise.all(
    names
      .filter((name): name is string => typeof name === 'string' && name !== '')
      .map((name) => files.remove(name).catch(() => undefined)),
  );
}

/** 'pdf' or 'image', from a stored file's name (the store names files by their checked type). */
export function fileKind(name: string): 'pdf' | 'image' {
  return name.endsWith('.pdf') ? 'pdf' : 'image';
}

/** A stored file as the API shows it: a short-lived signed link and its kind; nulls for none. */
export function fileLink(
  links: FileLinks,
  name: string | null,
): { link: string | null; kind: 'pdf' | 'image' | null } {
  return name ? { link: links.url(name), kind: fileKind(name) } : { link: null, kind: null };
}
