import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadProjectPoints, projectPointsDefinition } from './points-definition';

const dir = mkdtempSync(join(tmpdir(), 'project-points-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A schemas folder holding only projects/points.json with the given text. */
function schemasWith(text: string): string {
  const root = mkdtempSync(join(dir, 'schemas-'));
  mkdirSync(join(root, 'projects'));
  writeFileSync(join(root, 'projects', 'points.json'), text);
  return root;
}

describe('the project points the server loads at start', () => {
  it('are the shipped file, checked', () => {
    expect(projectPointsDefinition().items.length).toBeGreaterThan(0);
    expect(projectPointsDefinition()).toBe(projectPointsDefinition());
  });

  it('refuse a broken file, naming the problem', () => {
    const badPath = schemasWith(
      JSON.stringify({
        items: [{ key: 'a', title: 'A', quantity: { var: 'data.nope' }, unit_point: 1, comment: '' }],
      }),
    );
    expect(() => loadProjectPoints(badPath)).toThrow(
      'projects/points.json: item "a": reads unknown "data.nope"',
    );
    expect(() => loadProjectPoints(schemasWith('{ "items": ['))).toThrow();
    expect(() => loadProjectPoints(schemasWith('{ "items": [] }'))).toThrow(/projects\/points.json/);
  });
});
