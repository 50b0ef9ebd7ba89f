import { fileTypeFromBuffer } from 'file-type';
import type { StoredExtension } from './file-store';
import { text, type Text } from '../../i18n/text';

/** What a file slot accepts (the schema's `x-file`). */
export interface FileRule {
  /** 'application/pdf,image/*' or 'image/*'. */
  accept: string;
  maxBytes: number;
}

/** Image kinds we keep, by the type sniffed from the bytes. */
const IMAGE_EXTENSIONS: Record<string, StoredExtension> = { jpg: 'jpg', png: 'png', webp: 'webp' };

/**
 * Checks an upload by its bytes, never by its name or the client's claim: a PDF or a JPEG/PNG/WebP
 * image as the slot accepts, at most maxBytes. Answers the extension to store it under, or the
 * message to show under the field.
 */
export async function checkDocument(
  bytes: Buffer,
  rule: FileRule,
): Promise<StoredExtension | { error: Text }> {
  const limitKb = Math.round(rule.maxBytes / 1024);
  if (bytes.length > rule.maxBytes) return { error: text('files.fileTooLarge', { limit: limitKb }) };
  const sniffed = await fileTypeFromBuffer(bytes);
  const acceptsPdf = rule.accept.includes('application/pdf');
  if (sniffed?.ext === 'pdf' && acceptsPdf) return 'pdf';
  const image = sniffed ? IMAGE_EXTENSIONS[sniffed.ext] : undefined;
  if (image && rule.accept.includes('image/')) return image;
  return {
    error: acceptsPdf ? text('files.fileNotPdfOrImage') : text('files.fileNotImage'),
  };
}
