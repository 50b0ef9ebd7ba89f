import { rmSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../../shared/catalogue/check/problem';
import { copySchemas, type SchemasCopy } from '../../../../tests/helpers/schemas-copy';
import { loadActivityCatalogue } from './activity-catalogue';
import { checkSchemasFolder, SchemasCheckError } from './schemas-check';

let copy: SchemasCopy | undefined;
afterEach(() => copy?.remove());

/** The problems of a schemas folder, each as `npm run schemas:check` prints it. */
const problemsOf = async (dir: string) => (await checkSchemasFolder(dir)).problems.map(formatProblem);

/** The maintainer: BOARD_MEETING copied as CLUB_PICNIC, with a catalogue line of its own. */
function clubPicnic(): SchemasCopy {
  return copySchemas(['BOARD_MEETING'], {
    from: 'BOARD_MEETING',
    key: 'CLUB_PICNIC',
    line: (line) => ({ ...line, title: 'Club Picnic', slug: 'club-picnic', meeting: undefined }),
  });
}

describe('the schemas check of a schemas folder', () => {
  it('finds nothing in the project', async () => {
    copy = copySchemas();
    expect(await problemsOf(copy.dir)).toEqual([]);
  }, 30_000);

  it("finds exactly the issue's two typos in a copy of BOARD_MEETING", async () => {
    copy = clubPicnic();
    expect(await problemsOf(copy.dir)).toEqual([]);
    const view = copy.read('activities/CLUB_PICNIC/view.json') as { rows: { field: string }[] };
    view.rows[0]!.field = 'venue_name';
    copy.write('activities/CLUB_PICNIC/view.json', view);
    const ui = copy.read('activities/CLUB_PICNIC/ui-schema.json') as { 'ui:order': string[] };
    ui['ui:order'][0] = 'venu';
    copy.write('activities/CLUB_PICNIC/ui-schema.json', ui);
    expect(await problemsOf(copy.dir)).toEqual([
      'activities/CLUB_PICNIC/ui-schema.json, field "ui:order": ui:order names "venu", which is not a field of schema.json (did you mean "venue"?)',
      'activities/CLUB_PICNIC/view.json, field "venue_name": a view row shows "venue_name", which is not a field of schema.json (its fields: venue, date, no_of_board_members, no_of_attendance, treasure_report, document1, document2, document3, document4, members)',
    ]);
  });

  it('says which file is missing, which is not JSON, and which $ref does not resolve', async () => {
    copy = clubPicnic();
    rmSync(copy.path('activities/CLUB_PICNIC/example.json'));
    writeFileSync(copy.path('activities/CLUB_PICNIC/view.json'), '{ "title": "Club Picnic", rows: [] }');
    const schema = copy.read('activities/CLUB_PICNIC/schema.json') as { properties: Record<string, object> };
    schema.properties.venue = { $ref: '../../common/defs.json#/definitions/place' };
    copy.write('activities/CLUB_PICNIC/schema.json', schema);
    const problems = await problemsOf(copy.dir);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^activities\/CLUB_PICNIC\/view.json: not valid JSON: /);
    expect(problems[1]).toBe('activities/CLUB_PICNIC/example.json: the file is missing');
    expect(problems[2]).toMatch(/^activities\/CLUB_PICNIC\/schema.json: a "\$ref" does not resolve: .*place/);
  });

  it('the server refuses to load a broken catalogue, with the same messages', async () => {
    copy = clubPicnic();
    const lines = copy.read('activities/catalogue.json') as object[];
    copy.write('activities/catalogue.json', [...lines, { key: 'CLUB_FAIR', slug: 'club-picnic' }]);
    const refused = await loadActivityCatalogue(copy.dir).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(SchemasCheckError);
    expect((refused as SchemasCheckError).message).toBe(
      [
        'schemas/ has 2 problems (npm run schemas:check):',
        '  schemas/activities/catalogue.json, field "CLUB_FAIR": the line of "CLUB_FAIR" has no folder activities/CLUB_FAIR/ (add the folder, or remove the line)',
        '  schemas/activities/catalogue.json, field "club-picnic": the slug "club-picnic" is used by CLUB_PICNIC and CLUB_FAIR; each type needs its own (or null for the common endpoint)',
      ].join('\n'),
    );
  });
});
