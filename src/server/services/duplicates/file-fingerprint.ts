import { createHash } from 'node:crypto';
import phash from 'sharp-phash';
import { inDecodeSlot, MAX_IMAGE_PIXELS } from '../files/image-decoding';

/** What a stored file looks like to the duplicate-claim check: its bytes' hash and, for a photo, its picture's. */
export interface FileFingerprint {
  /** SHA-256 of the stored bytes, hex: the same file claimed again. */
  sha256: string;
  /**
   * A photo's 64-bit perceptual hash (pHash, as 64 '0'/'1' characters): the same picture saved again,
   * resized or recompressed, differs from it in a few bits only. Null for a PDF.
   */
  imageHash: string | null;
}

/**
 * Most bits two photos' perceptual hashes may differ in and still be "the same picture". A re-encoded,
 * resized or recompressed copy differs in 0 to 4 bits; unrelated photos in about 32 (± 4), so 6 keeps
 * the flags for copies without flagging two photos that merely look alike.
 */
export const SIMILAR_PHOTO_BITS = 6;

/**
 * The fingerprint of a stored file's bytes. Photos are hashed as stored (after the upload's
 * re-encoding, so an EXIF-stripped copy of a photo hashes as the photo), in one of the server's
 * decoding slots; an image that cannot be decoded keeps only its SHA-256.
 */
export async function fingerprintOf(bytes: Buffer, name: string): Promise<FileFingerprint> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (name.endsWith('.pdf')) return { sha256, imageHash: null };
  try {
    const imageHash = await inDecodeSlot(() => phash(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }));
    return { sha256, imageHash };
  } catch {
    return { sha256, imageHash: null };
  }
}
