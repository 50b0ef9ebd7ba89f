import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  computeProjectPoints,
  type ProjectPointsContext,
  type ProjectPointsDefinition,
} from './project-points';
import { validateProjectPointsDefinition } from './validate-project-points';

const FILE = fileURLToPath(new URL('../../../schemas/projects/points.json', import.meta.url));
const definition = JSON.parse(readFileSync(FILE, 'utf8')) as ProjectPointsDefinition;

/** A general project of the reforestation theme, with everything recorded. */
const SAMPLE: ProjectPointsContext = {
  data: {
    project_title: 'Tree planting at Beddagana wetland',
    project_type: 'GP',
    theme: 'Reforestation',
    venue: 'Beddagana Wetland Park, Kotte',
    date: '2026-09-20',
    total_project_cost: 185_000,
    direct_beneficiaries: 137,
    indirect_beneficiaries: 2_450,
    large_tree: 63,
    small_tree: 0,
    description: 'Planting native trees along the wetland trail.',
  },
  theme_key: 'reforestation',
  project_type: 'GP',
  counts: { committee: 3, contributions: 4, participants: 18, documents: 5, photos: 3 },
  contributions_total: 47_500,
};

const EMPTY: ProjectPointsContext = {
  data: {},
  theme_key: null,
  project_type: null,
  counts: { committee: 0, contributions: 0, participants: 0, documents: 0, photos: 0 },
  contributions_total: 0,
};

describe('the shipped project points (schemas/projects/points.json)', () => {
  it('is a valid project points definition', () => {
    expect(validateProjectPointsDefinition(definition)).toEqual({ valid: true, errors: [] });
  });

  it('explains every item to whoever maintains it', () => {
    for (const item of definition.items) expect(item.description, item.key).toMatch(/\w/);
  });

  it('gives a sample project one line per item that applies, each explaining its numbers', () => {
    const lines = computeProjectPoints(definition, SAMPLE);
    expect(lines.map((l) => [l.key, l.quantity, l.unit_point, l.total])).toEqual([
      ['project_type', 1, 20, 20],
      ['direct_beneficiaries', 13, 1, 13],
      ['indirect_beneficiaries', 24, 1, 10],
      ['large_trees', 12, 1, 12],
      ['participants', 18, 1, 15],
      ['contributors', 4, 0.5, 2],
      ['contributions_total', 4, 1, 4],
      ['photos', 3, 2, 6],
      ['governor_theme', 1, 5, 5],
    ]);
    const byKey = new Map(lines.map((l) => [l.key, l]));
    expect(byKey.get('project_type')?.comment).toBe('General project (GP): 20 points');
    expect(byKey.get('direct_beneficiaries')?.comment).toBe('137 direct beneficiaries: 13 tens at 1 each');
    expect(byKey.get('large_trees')?.comment).toBe('63 large trees planted: 12 fives at 1 each');
    expect(byKey.get('contributions_total')?.comment).toBe(
      'Rs. 47,500 contributed by members: 4 lots of Rs. 10,000 at 1 each',
    );
    expect(byKey.get('governor_theme')?.comment).toBe("Serves the governor's theme: Reforestation");
  });

  it('counts small plants only for the gardening theme, large trees only for reforestation', () => {
    const gardening = {
      ...SAMPLE,
      theme_key: 'gardening_farming',
      data: { ...SAMPLE.data, large_tree: 0, small_tree: 260 },
    };
    const keys = computeProjectPoints(definition, gardening).map((l) => l.key);
    expect(keys).toContain('small_trees');
    expect(keys).not.toContain('large_trees');
    const other = {
      ...SAMPLE,
      theme_key: 'vision',
      data: { ...SAMPLE.data, large_tree: 63, small_tree: 260 },
    };
    const otherKeys = computeProjectPoints(definition, other).map((l) => l.key);
    expect(otherKeys).not.toContain('small_trees');
    expect(otherKeys).not.toContain('large_trees');
  });

  it('gives each type its base', () => {
    const base = (type: string) =>
      computeProjectPoints(definition, { ...SAMPLE, project_type: type }).find(
        (l) => l.key === 'project_type',
      )?.total;
    expect(['SP', 'MP', 'GP', 'CP', 'RP', 'JRP'].map(base)).toEqual([30, 50, 20, 25, 40, 45]);
    expect(base('XX')).toBeUndefined();
  });

  it('gives nothing, and does not throw, for a project with nothing recorded', () => {
    expect(computeProjectPoints(definition, EMPTY)).toEqual([]);
  });
});

describe('validateProjectPointsDefinition', () => {
  const item = { key: 'a', title: 'A', quantity: 1, unit_point: 1, comment: '' };

  it('refuses a wrong shape: no items, a missing quantity, a negative unit, unknown fields, an unknown operation', () => {
    expect(validateProjectPointsDefinition({ items: [] }).valid).toBe(false);
    expect(validateProjectPointsDefinition({ items: [{ ...item, quantity: undefined }] }).valid).toBe(false);
    expect(validateProjectPointsDefinition({ items: [{ ...item, unit_point: -1 }] }).valid).toBe(false);
    expect(validateProjectPointsDefinition({ items: [item], available: 3 }).valid).toBe(false);
    expect(validateProjectPointsDefinition({ items: [{ ...item, quantity: { log: [1] } }] }).valid).toBe(
      false,
    );
    expect(validateProjectPointsDefinition(null).valid).toBe(false);
    expect(validateProjectPointsDefinition({ items: [item] }).valid).toBe(true);
  });

  it('refuses duplicate keys, paths outside the project context and values used before they are defined', () => {
    const result = validateProjectPointsDefinition({
      items: [
        { ...item, quantity: { var: 'data.venu' }, comment: '{quantity} {values.later}' },
        { ...item, unit_point: { var: 'counts.photo' } },
        { ...item, key: 'b', when: { var: 'month' }, comment: '{theme_key.x} {total}' },
      ],
    });
    expect(result.errors).toEqual([
      'item "a": reads unknown "data.venu"',
      'item "a": comment reads "values.later" before it is defined',
      'item "a" appears more than once',
      'item "a": reads unknown "counts.photo"',
      'item "b": reads unknown "month"',
      'item "b": comment reads unknown "theme_key.x"',
    ]);
  });
});
