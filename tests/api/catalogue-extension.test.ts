import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signIn, type TestApp } from '../helpers/test-app';

const SCHEMAS = fileURLToPath(new URL('../../schemas', import.meta.url));
const FIXTURE = fileURLToPath(new URL('../fixtures/activities/TREE_PLANTING', import.meta.url));

let dir: string;
let t: TestApp;
beforeAll(async () => {
  // A copy of the schemas with one more folder and one more catalogue line: no code changes.
  dir = mkdtempSync(join(tmpdir(), 'club-cms-schemas-'));
  cpSync(SCHEMAS, dir, { recursive: true });
  cpSync(FIXTURE, join(dir, 'activities', 'TREE_PLANTING'), { recursive: true });
  const catalogue = JSON.parse(readFileSync(join(dir, 'activities', 'catalogue.json'), 'utf8'));
  catalogue.push({
    key: 'TREE_PLANTING',
    title: 'Tree Planting Campaign',
    slug: null,
    transport: 'json',
    requiredToSubmit: 'no_of_trees',
    schedule: { months: ['10'], dueDay: 15 },
  });
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
