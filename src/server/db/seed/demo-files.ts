import sharp from 'sharp';

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
const PALETTES = [
  ['#00338d', '#ebb700', '#7a2182'],
  ['#2e7d32', '#a5d6a7', '#ebb700'],
  ['#1565c0', '#90caf9', '#ffffff'],
  ['#6d4c41', '#ffcc80', '#00338d'],
] as const;

/**
 * A few demo "photos" (JPEG, 480×360): abstract scenes in the district's colours, made once per seed
 * and attached to recent reports. Deterministic: the same bytes every run.
 */
export async function demoPhotos(): Promise<Buffer[]> {
  return Promise.all(
    PALETTES.map(([sky, ground, accent], i) => {
      const svg =
        `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">` +
        `<rect width="480" height="360" fill="${sky}"/>` +
        `<rect y="${220 + i * 10}" width="480" height="${140 - i * 10}" fill="${ground}"/>` +
        `<circle cx="${90 + i * 90}" cy="90" r="46" fill="${accent}"/>` +
        `<rect x="${200 - i * 30}" y="150" width="120" height="110" rx="8" fill="${accent}" opacity="0.8"/>` +
        `</svg>`;
      return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
    }),
  );
}
