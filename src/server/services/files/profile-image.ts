import sharp from 'sharp';
import { HttpError, validationError } from '../../http/errors';

/** Largest upload accepted (spec: 'Max Size 500Kb'). */
export const MAX_UPLOAD_BYTES = 500 * 1024;

/** Side of the square a profile image is stored in (the form's hint: 200px X 200px, kept sharp on phones). */
const STORED_SIDE = 400;

/** Image formats accepted, as sharp reads them from the bytes (never from the client's claim). */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/**
 * Checks that an upload really is an image by decoding it, and re-encodes it as a square JPEG of at
 * most 400 px: metadata (GPS position included) is dropped and nothing but pixels survives.
 */
export async function normaliseProfileImage(bytes: Buffer, field = 'image'): Promise<Buffer> {
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw validationError({ [field]: ['The image may not be greater than 500 KB.'] });
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !IMAGE_FORMATS.has(format)) {
    throw validationError({ [field]: ['The image must be a JPEG, PNG, WebP or GIF picture.'] });
  }
  try {
    return await sharp(bytes, { animated: false })
      .rotate()
      .resize(STORED_SIDE, STORED_SIDE, { fit: 'cover', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new HttpError(422, 'The image could not be read.', { [field]: ['The image could not be read.'] });
  }
}
