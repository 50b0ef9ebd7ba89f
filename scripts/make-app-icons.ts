import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './lib/chromium';

/**
 * Draws the installable app's PNG icons (192 and 512 px, and a 180 px one for iPhones) from
 * src/client/public/icons/icon.svg in Debian's Chromium: `npx tsx scripts/make-app-icons.ts`.
 * The PNGs are committed; run this again after changing the SVG.
 */
const svg = readFileSync('src/client/public/icons/icon.svg', 'utf8');
const browser = await chromium.launch(CHROMIUM_LAUNCH);
for (const size of [180, 192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{width:${size}px;height:${size}px;display:block}</style>${svg}`,
  );
  await page.screenshot({ path: `src/client/public/icons/icon-${size}.png`, omitBackground: true });
  await page.close();
}
await browser.close();
