import { describe, expect, it } from 'vitest';
import distance from 'sharp-phash/distance';
import { fingerprintOf, SIMILAR_PHOTO_BITS } from '../../services/duplicates/file-fingerprint';
import { createDemoPhotoRoll, PLANTED_DUPLICATES } from './demo-photo-roll';

describe('the demo photo roll', () => {
  it('gives a different picture each time but for the planted duplicate claims, which match the photo they repeat', async () => {
    const roll = createDemoPhotoRoll();
    const photos: { sha256: string; imageHash: string }[] = [];
    for (let n = 0; n < 40; n++) {
      const { sha256, imageHash } = await fingerprintOf(await roll.next(), `${n}.jpg`);
      photos.push({ sha256, imageHash: imageHash! });
    }
    const repeats = new Map([...PLANTED_DUPLICATES].map(([n, planted]) => [n, planted]));
    for (let a = 0; a < photos.length; a++) {
      for (let b = a + 1; b < photos.length; b++) {
        const bits = distance(photos[a]!.imageHash, photos[b]!.imageHash);
        const planted = repeats.get(b);
        if (planted?.of === a) {
          expect(bits, `photo ${b} repeats photo ${a}`).toBeLessThanOrEqual(SIMILAR_PHOTO_BITS);
          expect(photos[b]!.sha256 === photos[a]!.sha256).toBe(!planted.savedAgain);
        } else {
          expect(bits, `photos ${a} and ${b} should differ`).toBeGreaterThan(SIMILAR_PHOTO_BITS);
        }
      }
    }
  });
});
