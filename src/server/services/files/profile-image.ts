import { validationError } from '../errors';
import { imageHeader, MAX_IMAGE_PIXELS, reencodeImage } from './image-decoding';
import { text } from '../../i18n/text';

/** Largest upload accepted (spec: 'Max Size 500Kb'). */
export const MAX_UPLOAD_BYTES = 500 * 1024;

/** Side of the square a profile image is stored in (the form's hint: 200px X 200px, kept sharp on phones). */
const STORED_SIDE = 400;

/** Image formats accepted, as sharp reads them from the bytes (never from the client's claim). */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/** The error of an image too large in pixels, told before any decoding. */
export function tooManyPixels(field: string) {
  return validationError({
    [field]: [text('files.imageTooManyPixels', { megapixels: MAX_IMAGE_PIXELS / 1_000_000 })],
  });
}

/**
 * Checks that an upload really is an image by its header (format and pixel count, before decoding),
 * then re-encodes it as a square JPEG of at most 400 px: metadata (GPS position included) is dropped
 * and nothing but pixels survives.
 */
export async function normaliseProfileImage(bytes: Buffer, field = 'image'): Promise<Buffer> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw validationError({ [field]: [text('files.imageTooLarge')] });
  const header = await imageHeader(bytes);
  if (!header || !IMAGE_FORMATS.has(header.format)) {
    throw validationError({ [field]: [text('files.imageNotPicture')] });
  }
  if (header.pixels > MAX_IMAGE_PIXELS) throw tooManyPixels(field);
  try {
    return await reencodeImage(bytes, (image) =>
      image
        .resize(STORED_SIDE, STORED_SIDE, { fit: 'cover', withoutEnlargement: true })
        .jpeg({ quality: 82, mozjpeg: true }),
    );
  } catch {
    throw validationError({ [field]: [text('files.imageUnreadable')] });
  }
}
