import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActivityType } from '../../src/shared/catalogue/activity-type';
import { formatProblem } from '../../src/shared/catalogue/check/problem';
import { computePoints } from '../../src/shared/points/compute-points';
import { maximumAvailable } from '../../src/shared/points/maximum-points';
import { pointsContext } from '../../src/shared/points/points-context';
import type { PointsDefinition } from '../../src/shared/points/points-definition';
import { validatePointsDefinition } from '../../src/shared/points/validate-points-definition';
import { loadActivityCatalogue } from '../../src/server/services/activities/activity-catalogue';
import { checkSchemasFolder } from '../../src/server/services/activities/schemas-check';
import { copySchemas, type SchemasCopy } from '../../tests/helpers/schemas-copy';
import { ScaffoldRefusal, scaffoldActivityType } from './scaffold-activity-type';

let copy: SchemasCopy;
afterEach(() => copy.remove());

/** Scaffolds into a fresh copy of the schemas (never into schemas/ itself). */
async function scaffold(key: string, title: string, reservedSlugs?: string[]) {
  copy ??= copySchemas();
  return scaffoldActivityType({ schemasDir: copy.dir, key, title, reservedSlugs });
}

describe('npm run new-type', () => {
  it('makes a folder and a catalogue line that pass the check and the sweeps as they are', async () => {
    copy = copySchemas();
    const before = readFileSync(copy.path('activities/catalogue.json'), 'utf8');
    const folder = await scaffold('CLUB_PICNIC', ' Club "Picnic" ');
    expect(readdirSync(folder).sort()).toEqual([
      'example.json',
      'points.expected.json',
      'points.json',
      'schema.json',
      'ui-schema.json',
      'view.json',
    ]);
    expect((await checkSchemasFolder(copy.dir)).problems.map(formatProblem)).toEqual([]);

    // The lines before are left as written; the new one is last.
    const after = readFileSync(copy.path('activities/catalogue.json'), 'utf8');
    expect(after.startsWith(before.replace(/\s*\]\s*$/, ''))).toBe(true);
    const line = (JSON.parse(after) as ActivityType[]).at(-1)!;
    expect(line).toMatchObject({ key: 'CLUB_PICNIC', title: 'Club "Picnic"', slug: 'club-picnic' });
    expect(copy.read('activities/CLUB_PICNIC/view.json')).toMatchObject({ title: 'Club "Picnic"' });

    // What the sweeps hold beyond the check: the submit text, and the points the example earns.
    expect(copy.read('activities/CLUB_PICNIC/ui-schema.json')).toMatchObject({
      'ui:submitButtonOptions': { submitText: 'Submit to Review' },
    });
    const points = copy.read('activities/CLUB_PICNIC/points.json') as PointsDefinition;
    const expected = copy.read('activities/CLUB_PICNIC/points.expected.json') as {
      due_date: string;
      filed_on: string;
      lines: unknown[];
    };
    expect(validatePointsDefinition(points).errors).toEqual([]);
    expect(maximumAvailable(points)).toBe(points.available);
    const data = copy.read('activities/CLUB_PICNIC/example.json') as Record<string, unknown>;
    const context = { data, month: '08', dueDate: expected.due_date };
    expect(computePoints(points, pointsContext({ ...context, filedOn: expected.filed_on }))).toEqual(
      expected.lines,
    );
    expect(expected).toMatchObject({ due_date: `2026-09-${line.schedule.dueDay}`, filed_on: '2026-09-05' });

    // And the server takes it: its example is a valid report as sent.
    const catalogue = await loadActivityCatalogue(copy.dir);
    expect(catalogue.check(catalogue.byKey('CLUB_PICNIC')!, data, 'json')).toEqual({});
    // Checks and loads all 50 folders twice: about 2 s alone, more beside other suites.
  }, 30_000);

  it('refuses a key that is not UPPER_SNAKE, or that a type already has, writing nothing', async () => {
    copy = copySchemas();
    const refusal = (key: string, title = 'Club Picnic', reserved?: string[]) =>
      scaffold(key, title, reserved).then(
        () => 'made',
        (err: unknown) => (err instanceof ScaffoldRefusal ? err.message : String(err)),
      );
    const catalogue = readFileSync(copy.path('activities/catalogue.json'), 'utf8');
    expect(await refusal('club_picnic')).toBe(
      '"club_picnic" is not a key: write it in UPPER_SNAKE_CASE, letters, digits and single underscores (e.g. CLUB_PICNIC)',
    );
    expect(await refusal('CLUB__PICNIC')).toMatch(/is not a key/);
    expect(await refusal('CLUB_PICNIC', '  ')).toBe(
      'the title is empty: give the form\'s title, e.g. "Club Picnic"',
    );
    expect(await refusal('BOARD_MEETING')).toBe(
      'BOARD_MEETING is already a type ("Board Meeting"); choose another key',
    );
    expect(await refusal('NEWS_LETTER')).toBe(
      `the slug "news-letter" is already PUBLISH_NEWS_LETTER's; choose another key`,
    );
    expect(await refusal('MEMBER', 'Member Day', ['member', 'activity'])).toBe(
      'the slug "member" is a path of the API (api/member/...); choose another key',
    );
    expect(await refusal('CLUB_PICNIC', 'board meeting')).toBe(
      `the title "board meeting" is already BOARD_MEETING's; Monthly Tasks would show two`,
    );
    mkdirSync(copy.path('activities/CLUB_PICNIC'));
    expect(await refusal('CLUB_PICNIC')).toBe(
      'the folder activities/CLUB_PICNIC/ already exists without a catalogue line; add its line or remove it',
    );
    expect(readFileSync(copy.path('activities/catalogue.json'), 'utf8')).toBe(catalogue);
    expect(existsSync(join(copy.dir, 'activities', 'CLUB_PICNIC', 'schema.json'))).toBe(false);
  });
});
