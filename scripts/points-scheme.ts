// `npm run docs:points`: writes the table "The scheme" of docs/points-scheme.md from the catalogue and
// every type's points.json, so the document can never disagree with the points the server gives (a
// test compares the two).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { upperBound, maximumCr } from '../src/shared/points/maximum-points';
import type { LogicExpression, PointsDefinition } from '../src/shared/points/points-definition';
import { ACTIVITY_TYPES } from '../src/shared/catalogue/catalogue';

/** The document the table lives in. */
export const POINTS_DOC = fileURLToPath(new URL('../docs/points-scheme.md', import.meta.url));

const HEADER = ['Type', 'Available', 'Item', 'Title', 'Plus', 'Minus'];

/** A number, or "up to N" for a rule whose largest value its literals decide. */
function pointsText(rule: number | LogicExpression | undefined, maximum: number | undefined): string {
  if (rule === undefined || rule === 0) return '';
  if (typeof rule === 'number') return String(rule);
  return maximum === undefined ? 'varies' : `up to ${maximum}`;
}

/** The rows of the scheme: a row per point item, the type named on its first one. */
export function schemeRows(): string[][] {
  const rows: string[][] = [];
  for (const type of ACTIVITY_TYPES) {
    const file = fileURLToPath(new URL(`../schemas/activities/${type.key}/points.json`, import.meta.url));
    const definition = JSON.parse(readFileSync(file, 'utf8')) as PointsDefinition;
    definition.items.forEach((item, index) => {
      const values = { ...definition.values, ...item.values };
      rows.push([
        index === 0 ? `${type.title} (\`${type.key}\`)` : '',
        index === 0 ? String(definition.available) : '',
        `\`${item.key}\``,
        item.title,
        pointsText(item.cr, maximumCr(item, definition.values)),
        pointsText(item.dr, item.dr === undefined ? undefined : upperBound(item.dr, values)),
      ]);
    });
  }
  return rows;
}

/** The cells of the document's scheme table (header included), as written. */
export function documentedRows(markdown: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^\|\s*Type\s*\|\s*Available/.test(line));
  const rows: string[][] = [];
  for (const line of lines.slice(start)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows.filter((cells) => !cells.every((cell) => /^-+$/.test(cell)));
}

/** The document with its scheme table rewritten from the points files. */
export async function withSchemeTable(markdown: string): Promise<string> {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^\|\s*Type\s*\|\s*Available/.test(line));
  let end = start;
  while (end < lines.length && lines[end]!.startsWith('|')) end += 1;
  const table = [HEADER, HEADER.map(() => '---'), ...schemeRows()].map((cells) => `| ${cells.join(' | ')} |`);
  const next = [...lines.slice(0, start), ...table, ...lines.slice(end)].join('\n');
  return format(next, { ...(await resolveConfig(POINTS_DOC)), filepath: POINTS_DOC });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(POINTS_DOC, await withSchemeTable(readFileSync(POINTS_DOC, 'utf8')));
  console.log(`wrote the scheme table of ${POINTS_DOC}`);
}
