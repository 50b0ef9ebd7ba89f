import pLimit from 'p-limit';
import sharp from 'sharp';

/**
 * Largest image accepted, in pixels (40 megapixels: more than any phone camera's photo). A 31 KB PNG
 * can declare 16000x16000 pixels; decoding it would take a gigabyte and seconds of a core.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Images decoded at once, server-wide: one per core, so uploads cannot starve every other request. */
const decodes = pLimit(2);

/** Runs `work` (a decode of an image's pixels) in one of the server-wide decoding slots. */
export function inDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  return decodes(work);
}

/** What an image's header says, read without decoding its pixels; null when it is no image. */
export async function imageHeader(bytes: Buffer): Promise<{ format: string; pixels: number } | null> {
  try {
    const { format, width, height } = await sharp(bytes).metadata();
    if (!format || !width || !height) return null;
    return { format, pixels: width * height };
  } catch {
    return null;
  }
}

/**
 * Decodes and re-encodes an image with `pipeline`, one of at most two at a time, refusing more than
 * MAX_IMAGE_PIXELS even if a header lied. The output carries no metadata (sharp drops EXIF, GPS
 * positions included, unless asked to keep it).
 */
export function reencodeImage(bytes: Buffer, pipeline: (image: sharp.Sharp) => sharp.Sharp): Promise<Buffer> {
  return decodes(() =>
    pipeline(sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false }).rotate()).toBuffer(),
  );
}
