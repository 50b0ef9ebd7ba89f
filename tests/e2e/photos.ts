import type { Page } from '@playwright/test';

/** A 1×1 PNG: the smallest photo a file slot takes as it is. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * A photo as a phone camera takes it: 4032×3024 px of sky, ground and grain, JPEG at quality 0.95,
 * about 5 MB. Drawn by the browser itself, so the test needs no image tool.
 */
export async function phoneCameraJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4032;
    canvas.height = 3024;
    const context = canvas.getContext('2d')!;
    const sky = context.createLinearGradient(0, 0, 0, 3024);
    sky.addColorStop(0, '#6fa8dc');
    sky.addColorStop(0.55, '#d9ead3');
    sky.addColorStop(1, '#6aa84f');
    context.fillStyle = sky;
    context.fillRect(0, 0, 4032, 3024);
    // Sensor grain: what makes a real photo large.
    const pixels = context.getImageData(0, 0, 4032, 3024);
    const data = pixels.data;
    let seed = 42;
    for (let i = 0; i < pixels.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed % 41) - 20;
      for (let c = i; c < i + 3; c += 1) data[c] = (data[c] ?? 0) + grain;
    }
    context.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}
