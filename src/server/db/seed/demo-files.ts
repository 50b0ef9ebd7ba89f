import sharp from 'sharp';
import { createRandom, DEMO_SEED } from './demo-data';

// The demo reports' attachments: small but real files, so a reviewer who opens one sees a document
// or a photo rather than a broken link. Made here, at seed time, so no binary sits in the repository.

/** PDF's own escaping of a text string: backslash and parentheses. */
const pdfString = (line: string) => `(${line.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/**
 * A one-page A4 PDF holding `lines` of text (ASCII; others become '?'), a valid file with its
 * cross-reference table, as a club's scanned sheet would be in the demo.
 */
export function demoPdf(lines: readonly string[]): Buffer {
  const text = lines
    .map(
      (line, i) =>
        `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${780 - i * 22} Td ${pdfString(line.replace(/[^\x20-\x7e]/g, '?'))} Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Colours of the demo photos: Lions gold and purple, and the greens and blues of an outdoor event. */
const COLOURS = [
  '#00338d',
  '#ebb700',
  '#7a2182',
  '#2e7d32',
  '#a5d6a7',
  '#1565c0',
  '#90caf9',
  '#ffffff',
  '#6d4c41',
  '#ffcc80',
];

/**
 * Demo photo number `variant` (JPEG, 480×360): an abstract scene in the district's colours, its sky,
 * ground and six shapes placed by the variant's own random numbers, so every variant is a different
 * picture (their perceptual hashes lie far apart: no demo report looks like a duplicate claim unless
 * the demo plants one). Deterministic: the same bytes for the same variant.
 */
export function demoPhoto(variant: number): Promise<Buffer> {
  const random = createRandom(DEMO_SEED * 31 + variant);
  const colour = () => random.pick(COLOURS);
  const horizon = random.int(120, 300);
  let svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">` +
    `<rect width="480" height="360" fill="${colour()}"/>` +
    `<rect y="${horizon}" width="480" height="${360 - horizon}" fill="${colour()}"/>`;
  for (let shape = 0; shape < 6; shape++) {
    const [x, y, size] = [random.int(0, 440), random.int(0, 320), random.int(30, 140)];
    svg += random.chance(0.5)
      ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${colour()}"/>`
      : `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${random.int(30, 140)}" fill="${colour()}"/>`;
  }
  return sharp(Buffer.from(`${svg}</svg>`))
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Demo photo `variant` saved again: smaller and recompressed, as an old photo sent a second time. */
export async function demoPhotoSavedAgain(variant: number): Promise<Buffer> {
  return sharp(await demoPhoto(variant))
    .resize(400, 300)
    .jpeg({ quality: 60 })
    .toBuffer();
}
