import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinToday } from '../helpers/pin-today';
import { as, createTestApp, signIn, type TestApp } from '../helpers/test-app';

const SCHEMAS = fileURLToPath(new URL('../../schemas', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../fixtures/activities', import.meta.url));
const FIXTURE = join(FIXTURES, 'TREE_PLANTING');
const CAMP = join(FIXTURES, 'BLOOD_DONATION_CAMP');

// Filing in October and November of the Lions year: a day on which both are open.
pinToday();

let dir: string;
let t: TestApp;
beforeAll(async () => {
  // A copy of the schemas with one more folder and one more catalogue line: no code changes.
  dir = mkdtempSync(join(tmpdir(), 'club-cms-schemas-'));
  cpSync(SCHEMAS, dir, { recursive: true });
  cpSync(FIXTURE, join(dir, 'activities', 'TREE_PLANTING'), { recursive: true });
  cpSync(CAMP, join(dir, 'activities', 'BLOOD_DONATION_CAMP'), { recursive: true });
  const catalogue = JSON.parse(readFileSync(join(dir, 'activities', 'catalogue.json'), 'utf8'));
  // The fixtures' catalogue lines, as a maintainer would add them (the browser test reads the same).
  const lines = JSON.parse(readFileSync(join(FIXTURES, 'catalogue-lines.json'), 'utf8')) as object[];
  catalogue.push(...lines);
  writeFileSync(join(dir, 'activities', 'catalogue.json'), JSON.stringify(catalogue));
  t = await createTestApp({ env: { SCHEMAS_DIR: dir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a new activity type is a folder and a catalogue line', () => {
  it('is listed, validated, filed and read back by the server', async () => {
    const session = await signIn(t.app, 'CLUB_PRESIDENT');
    const club = session.roles[0]!.club!.uuid;
    const headers = as(session.token, 'CLUB_PRESIDENT', club);

    const list = (
      await t.app.inject({ method: 'GET', url: `/api/activity/10/list/${club}`, ...headers })
    ).json();
    expect(list.find((i: { key: string }) => i.key === 'TREE_PLANTING')).toMatchObject({
      activity: 'Tree Planting Campaign',
      status: null,
    });

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/activity/common/create',
      payload: { key: 'TREE_PLANTING', month: '10', no_of_trees: 0, colour: 'green' },
      ...headers,
    });
    expect(refused.json().errors).toEqual({
      colour: ['The colour field is not allowed.'],
      no_of_trees: ['The no of trees field is required.'],
    });

    const example = JSON.parse(readFileSync(join(FIXTURE, 'example.json'), 'utf8'));
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/activity/common/create',
      payload: { key: 'TREE_PLANTING', month: '10', ...example },
      ...headers,
    });
    expect(filed.statusCode).toBe(200);
    const uuid = filed.json().data.uuid;
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/activity/${uuid}/show?key=TREE_PLANTING`,
      ...headers,
    });
    expect(read.json().data).toMatchObject({ ...example, key: 'TREE_PLANTING', status: 'SUBMITTED' });
  });
});

describe('a new type with its own slug, entries and points', () => {
  it('is listed, validated, filed entry by entry under its slug, scored and reported, with no code', async () => {
    const session = await signIn(t.app, 'CLUB_PRESIDENT');
    const club = session.roles[0]!.club!.uuid;
    const headers = as(session.token, 'CLUB_PRESIDENT', club);
    const cpe = as(
      (await signIn(t.app, 'CLUBS_PERFORMANCE_EVALUATION')).token,
      'CLUBS_PERFORMANCE_EVALUATION',
      club,
    );
    const listed = async () =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/activity/11/list/${club}`, ...headers })).json() as {
          key: string;
          status: string | null;
          uuid: string | null;
        }[]
      ).find((row) => row.key === 'BLOOD_DONATION_CAMP');
    expect(await listed()).toMatchObject({ status: null });

    const file = (donor: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/blood-donations',
        payload: { month: '11', ...donor },
        ...headers,
      });
    const refused = await file({ donor_name: '', blood_group: 'Z+' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['blood_group', 'donor_name']);
    const example = JSON.parse(readFileSync(join(CAMP, 'example.json'), 'utf8'));
    expect((await file(example)).statusCode).toBe(200);
    const second = await file({ donor_name: 'Nirosha Fernando', blood_group: 'A+' });
    const { uuid } = second.json().data;

    const read = await t.app.inject({ method: 'GET', url: `/api/blood-donations/${uuid}`, ...headers });
    expect(read.json().data.donors.map((d: { donor_name: string }) => d.donor_name)).toEqual([
      'Kamal Perera',
      'Nirosha Fernando',
    ]);
    expect(await listed()).toMatchObject({ uuid, status: 'SUBMITTED' });

    await t.app.inject({
      method: 'POST',
      url: `/api/activity/${uuid}/point-calculation/BLOOD_DONATION_CAMP`,
      ...cpe,
    });
    const points = (
      await t.app.inject({ method: 'GET', url: `/api/activity/${uuid}/points/BLOOD_DONATION_CAMP`, ...cpe })
    ).json().data;
    expect(points.points).toMatchObject([
      { key: 'donors', cr_points: 6, comment: '2 donor(s) recorded', status: 'PENDING' },
    ]);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/activity/${uuid}/reports/BLOOD_DONATION_CAMP`,
      ...cpe,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Blood Donation Camp');
    expect(csv.body).toContain('Blood donors (3 each, at most 15)');
  });
});
