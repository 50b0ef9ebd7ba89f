import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentedRows, POINTS_DOC, schemeRows } from './points-scheme';

describe('docs/points-scheme.md', () => {
  it('shows exactly the points the points.json files give (run `npm run docs:points` after a change)', () => {
    const [header, ...rows] = documentedRows(readFileSync(POINTS_DOC, 'utf8'));
    expect(header).toEqual(['Type', 'Available', 'Item', 'Title', 'Plus', 'Minus']);
    expect(rows).toEqual(schemeRows());
  });
});
