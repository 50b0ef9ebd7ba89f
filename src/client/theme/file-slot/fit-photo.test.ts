import { describe, expect, it } from 'vitest';
import { fitPhoto, isHeic, jpegName, unreadablePhotoMessage } from './fit-photo';

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });

describe('fitPhoto', () => {
  it('keeps a JPEG, PNG or WebP already within the limit as it is', async () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      const photo = file('small', type, 1000);
      expect(await fitPhoto(photo, 500 * 1024)).toBe(photo);
    }
  });

  it('says what to do with a photo the browser cannot read (jsdom reads none)', async () => {
    await expect(fitPhoto(file('IMG_7.heic', '', 3_000_000), 500 * 1024)).rejects.toThrow(
      /This is an iPhone HEIC photo/,
    );
    await expect(fitPhoto(file('scan.gif', 'image/gif', 10), 500 * 1024)).rejects.toThrow(
      'This image cannot be read. Save it as a JPEG or PNG photo and choose it again.',
    );
  });
});

describe('photo names and kinds', () => {
  it('knows HEIC by type or by name', () => {
    expect(isHeic(file('a.jpg', 'image/heic'))).toBe(true);
    expect(isHeic(file('IMG_1.HEIF', ''))).toBe(true);
    expect(isHeic(file('a.jpg', 'image/jpeg'))).toBe(false);
    expect(unreadablePhotoMessage(file('a.png', 'image/png'))).toMatch(/^This image cannot be read/);
  });

  it('names the re-encoded photo .jpg', () => {
    expect(jpegName('IMG_0042.HEIC')).toBe('IMG_0042.jpg');
    expect(jpegName('board.meeting.png')).toBe('board.meeting.jpg');
    expect(jpegName('photo')).toBe('photo.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });
});
