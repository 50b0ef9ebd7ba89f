import { validationError } from '../errors';
import type { StoredExtension } from './file-store';
import { imageHeader, MAX_IMAGE_PIXELS, reencodeImage } from './image-decoding';
import { tooManyPixels } from './profile-image';
import { text } from '../../i18n/text';

/** Longest side an activity photo is kept at: plenty for a report, a fraction of a camera's file. */
const STORED_SIDE = 1600;

/**
 * Re-encodes an activity photo (a checked JPEG, PNG or WebP) in its own format, at most 1600 px on
 * its longer side, turned upright: its EXIF (the GPS position of a phone photo) does not survive.
 * Refuses more than 40 megapixels from the header, before decoding.
 */
export async function normaliseDocumentImage(
  bytes: Buffer,
  extension: Exclude<StoredExtension, 'pdf'>,
  field: string,
): Promise<Buffer> {
  const header = await imageHeader(bytes);
  if (!header) throw validationError({ [field]: [text('files.imageUnreadable')] });
  if (header.pixels > MAX_IMAGE_PIXELS) throw tooManyPixels(field);
  try {
    return await reencodeImage(bytes, (image) => {
      const fitted = image.resize(STORED_SIDE, STORED_SIDE, { fit: 'inside', withoutEnlargement: true });
      if (extension === 'png') return fitted.png({ compressionLevel: 9 });
      if (extension === 'webp') return fitted.webp({ quality: 82 });
      return fitted.jpeg({ quality: 85, mozjpeg: true });
    });
  } catch {
    throw validationError({ [field]: [text('files.imageUnreadable')] });
  }
}
