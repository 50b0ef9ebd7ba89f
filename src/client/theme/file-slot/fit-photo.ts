import type { MessageDescriptor } from '../../i18n/messages';
import { themeMessages } from '../messages';
import { SlotRefusal } from './slot-refusal';

/** The longest side a photo keeps: plenty for a report, and a phone photo's 12 MP shrinks to ~2 MP. */
export const PHOTO_LONG_SIDE = 2048;

/** Image types the server keeps as they are (it sniffs the bytes: JPEG, PNG, WebP). */
const KEPT_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** JPEG qualities tried in turn, then the same at a smaller size. */
const QUALITIES = [0.85, 0.75, 0.65, 0.55];

/** Each round that cannot fit at the lowest quality shrinks the sides by this much. */
const SHRINK = 0.75;

/** Rounds of shrinking before giving up (2048 px → ~200 px at worst). */
const MAX_ROUNDS = 8;

/** A photo that cannot be made to fit, with the sentence to show under its field. */
export class PhotoNotUsable extends SlotRefusal {}

/** Whether a file is an iPhone's HEIC/HEIF photo (by type or by name: browsers often give no type). */
export function isHeic(file: File): boolean {
  return /^image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);
}

/** What to tell an officer whose photo this browser cannot read. */
export function unreadablePhotoText(file: File): MessageDescriptor {
  return isHeic(file) ? themeMessages.heicUnreadable : themeMessages.imageUnreadable;
}

/** The same, in English. */
export function unreadablePhotoMessage(file: File): string {
  return unreadablePhotoText(file).defaultMessage;
}

/** The name of the re-encoded photo: the same, ending in .jpg. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base || 'photo'}.jpg`;
}

/** Decodes a file the browser can read, turned upright by its EXIF orientation. */
async function decode(file: File): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoNotUsable(unreadablePhotoText(file));
  }
}

/** Draws the bitmap at a size and encodes it as JPEG at a quality. */
function encode(bitmap: ImageBitmap, width: number, height: number, quality: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new PhotoNotUsable(themeMessages.cannotResize));
  // JPEG has no transparency: a PNG's clear parts become white, not black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new PhotoNotUsable(themeMessages.cannotResize))),
      'image/jpeg',
      quality,
    ),
  );
}

/**
 * Makes a chosen image fit a file slot's limit, so a photo straight from a phone camera (2 to 5 MB)
 * is filed with no step by the officer: an image the server keeps and within the limit is used as it
 * is; any other is drawn at most PHOTO_LONG_SIDE px on its long side and re-encoded as JPEG, lowering
 * the quality and then the size until it fits. Re-encoding also drops the photo's EXIF (its GPS
 * position among it). Throws PhotoNotUsable with the message to show when the browser cannot read the
 * image (HEIC outside Safari) or it cannot fit.
 */
export async function fitPhoto(file: File, maxBytes: number, signal?: AbortSignal): Promise<File> {
  if (file.size <= maxBytes && KEPT_TYPES.has(file.type.toLowerCase())) return file;
  const bitmap = await decode(file);
  try {
    const scale = Math.min(1, PHOTO_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
    let width = Math.max(1, Math.round(bitmap.width * scale));
    let height = Math.max(1, Math.round(bitmap.height * scale));
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      for (const quality of QUALITIES) {
        signal?.throwIfAborted();
        const blob = await encode(bitmap, width, height, quality);
        if (blob.size <= maxBytes) {
          return new File([blob], jpegName(file.name), {
            type: 'image/jpeg',
            lastModified: file.lastModified,
          });
        }
      }
      width = Math.max(1, Math.round(width * SHRINK));
      height = Math.max(1, Math.round(height * SHRINK));
    }
  } finally {
    bitmap.close();
  }
  throw new PhotoNotUsable(themeMessages.cannotFit);
}
