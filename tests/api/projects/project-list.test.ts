import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs, serviceProjects } from '../../../src/server/db/schema';
import {
  actingAs,
  clearProjects,
  createProjectVia,
  createWizardApp,
  farClub,
  membersOf,
  placedClubs,
  setStatus,
  type WizardApp,
} from './wizard';

let t: WizardApp;
let president: Record<string, string>;
let cpe: Record<string, string>;
/** Projects created through the API: the demo club's, a neighbour club's, a far region's. */
let mine: string;
let submitted: string;
let neighbours: string;
let far: string;
let neighbourClub: { id: number; uuid: string; name: string; zoneId: number; regionId: number };

type Row = {
  uuid: string;
  project_code: string;
  project_title: string;
  club: { name: string };
  status: string;
};
type Actions = { can_edit: boolean; can_delete: boolean; can_review: boolean };

beforeAll(async () => {
  t = await createWizardApp('project-list');
  await clearProjects(t);
  president = await actingAs(t.app, 'CLUB_PRESIDENT');
  cpe = await actingAs(t.app, 'CLUBS_PERFORMANCE_EVALUATION');
  const placed = await placedClubs(t);
  const own = placed.find((c) => c.uuid === president.club)!;
  // A club in another zone of the same region (the demo seed's third club).
  neighbourClub = placed.find(
    (c) =>
      c.uuid !== president.club &&
      c.zoneId !== own.zoneId &&
      c.regionId === own.regionId &&
      c.id !== placed[1]!.id,
  )!;
  mine = await createProjectVia(t, president, { project_title: 'Beach Clean-up' });
  submitted = await createProjectVia(t, president, { project_title: 'Blood Drive' });
  neighbours = await createProjectVia(
    t,
    { ...cpe, club: neighbourClub.uuid },
    { project_title: 'Library Books' },
  );
  const farAway = await farClub(t);
  far = await createProjectVia(
    t,
    { ...cpe, club: farAway.club.uuid },
    { project_title: 'Water Tank', project_type: 'JRP' },
  );
});
afterAll(() => t.close());

const list = async (headers: Record<string, string>, search = '', query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/service-project/list/se=${encodeURIComponent(search)}${query}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: (Row & { actions: Actions })[];
    meta: { last_page: number; total: number; per_page: number; current_page: number };
  };
};
const uuids = (rows: Row[]) => rows.map((r) => r.uuid);

describe('the project list', () => {
  it("shows a club officer their own club's projects only, newest first", async () => {
    const page = await list(president);
    expect(uuids(page.data)).toEqual([submitted, mine]);
    expect(page.meta).toMatchObject({ current_page: 1, last_page: 1, total: 2 });
    expect(page.data[1]).toMatchObject({
      uuid: mine,
      project_title: 'Beach Clean-up',
      club: { uuid: president.club, name: 'Lions Club of Colombo Host' },
      status: 'PROCESSING',
      project_type: 'GP',
      date: '2026-09-20',
      governor_theme: { theme_key: 'vision' },
      // A draft never submitted holds no code yet.
      project_code: '',
    });
  });

  it('keeps each office to its reach: zone to its zone, region to its region, district all', async () => {
    expect(uuids((await list(cpe)).data)).toEqual([far, neighbours, submitted, mine]);
    const region = await actingAs(t.app, 'REGION_CHAIRPERSON');
    expect(uuids((await list(region)).data)).toEqual([neighbours, submitted, mine]);
    const zone = await actingAs(t.app, 'ZONE_CHAIRPERSON');
    expect(uuids((await list(zone)).data)).toEqual([submitted, mine]);
    const member = await actingAs(t.app, 'CLUB_MEMBER');
    expect(uuids((await list(member)).data)).toEqual([submitted, mine]);
    // A club member naming another club in the header still sees only their own club's.
    expect(uuids((await list({ ...member, club: neighbourClub.uuid })).data)).toEqual([submitted, mine]);
    const multi = await actingAs(t.app, 'multi-role');
    expect(uuids((await list(multi)).data)).toEqual([]);
  });

  // The total is counted on the projects alone (the zone's and region's clubs as a subquery): it
  // must count the same reach as the rows, which come joined to their clubs.
  it("counts each office's reach as it lists it, searched or not", async () => {
    const zone = await actingAs(t.app, 'ZONE_CHAIRPERSON');
    const offices = {
      district: cpe,
      region: await actingAs(t.app, 'REGION_CHAIRPERSON'),
      zone,
      club: president,
      none: await actingAs(t.app, 'multi-role'),
    };
    for (const [office, headers] of Object.entries(offices)) {
      for (const search of ['', 'e', 'lions club']) {
        const page = await list(headers, search);
        expect(page.meta.total, `${office} ${search}`).toBe(page.data.length);
      }
    }
    expect((await list(cpe, 'lions club')).meta.total).toBe(4);
    expect((await list(zone, 'lions club')).meta.total).toBe(2);
  });

  it('searches code, title and club name in any case, and filters by status', async () => {
    await t.database.db
      .update(serviceProjects)
      .set({ projectCode: 'GP-2026-0421' })
      .where(eq(serviceProjects.uuid, mine));
    expect(uuids((await list(cpe, 'gp-2026-0421')).data)).toEqual([mine]);
    expect(uuids((await list(cpe, 'bLOOD')).data)).toEqual([submitted]);
    expect(uuids((await list(cpe, neighbourClub.name.slice(15).toUpperCase())).data)).toEqual([neighbours]);
    expect(uuids((await list(cpe, '100%_')).data)).toEqual([]);
    await setStatus(t, submitted, 'SUBMITTED');
    expect(uuids((await list(cpe, '', '?status=SUBMITTED')).data)).toEqual([submitted]);
    expect(uuids((await list(cpe, 'beach', '?status=SUBMITTED')).data)).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/service-project/list/se=?status=DONE',
      headers: cpe,
    });
    expect(bad.statusCode).toBe(422);
    await setStatus(t, submitted, 'PROCESSING');
  });

  it('pages by the house page size', async () => {
    const [own] = await t.database.db.select().from(clubs).where(eq(clubs.uuid, president.club!));
    await t.database.db.insert(serviceProjects).values(
      Array.from({ length: 15 }, (_, i) => ({
        clubId: own!.id,
        projectCode: `CP-2000-${String(9000 + i)}`,
        projectTitle: `Paged project ${i}`,
        projectType: 'CP',
        status: 'PROCESSING',
        createdAt: new Date(Date.UTC(2000, 0, 1 + i)),
      })),
    );
    const first = await list(president, 'paged');
    expect(first.meta).toMatchObject({ total: 15, last_page: 1, per_page: 15 });
    const all = await list(president);
    expect(all.meta).toMatchObject({ total: 17, last_page: 2 });
    expect(all.data).toHaveLength(15);
    const second = await list(president, '', '?page=2');
    expect(second.data.map((r) => r.project_title)).toEqual(['Paged project 1', 'Paged project 0']);
    // Newest first across pages: the API's two come before the old ones.
    expect(uuids(all.data).slice(0, 2)).toEqual([submitted, mine]);
  });

  it('says what the role may do with each project: edit drafts of its types, delete (evaluator; the club a draft), review', async () => {
    const actionsOf = async (headers: Record<string, string>, uuid: string) =>
      (await list(headers)).data.find((r) => r.uuid === uuid)!.actions;
    // A draft never submitted is its club's to throw away.
    expect(await actionsOf(president, mine)).toEqual({
      can_edit: true,
      can_delete: true,
      can_review: false,
    });
    expect(await actionsOf(cpe, mine)).toEqual({ can_edit: true, can_delete: true, can_review: false });
    const member = await actingAs(t.app, 'CLUB_MEMBER');
    expect(await actionsOf(member, mine)).toEqual({ can_edit: false, can_delete: false, can_review: false });
    // The evaluator edits a joint-regions project of any club.
    expect(await actionsOf(cpe, far)).toMatchObject({ can_edit: true });

    await setStatus(t, mine, 'PENDING');
    expect(await actionsOf(president, mine)).toEqual({
      can_edit: true,
      can_delete: false,
      can_review: false,
    });
    await setStatus(t, mine, 'REGION_GST_REVIEW');
    expect(await actionsOf(president, mine)).toEqual({
      can_edit: false,
      can_delete: false,
      can_review: false,
    });
    expect(await actionsOf(cpe, mine)).toEqual({ can_edit: false, can_delete: true, can_review: true });
    await setStatus(t, mine, 'APPROVED');
    expect(await actionsOf(cpe, mine)).toEqual({ can_edit: false, can_delete: false, can_review: false });
    await setStatus(t, mine, 'PROCESSING');
  });
});

describe('the project detail', () => {
  it('answers 404 outside the role reach, and the level the project waits for inside it', async () => {
    const multi = await actingAs(t.app, 'multi-role');
    const info = (uuid: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/service-project/${uuid}/info`, headers });
    expect((await info(neighbours, president)).statusCode).toBe(404);
    expect((await info(mine, multi)).statusCode).toBe(404);
    expect((await info(far, await actingAs(t.app, 'REGION_CHAIRPERSON'))).statusCode).toBe(404);
    expect((await info('00000000-0000-4000-8000-000000000000', cpe)).statusCode).toBe(404);
    expect((await info('not-a-uuid', cpe)).statusCode).toBe(422);

    await setStatus(t, neighbours, 'CLUB_PRESIDENT_SECRETARY_REVIEW');
    const read = await info(neighbours, cpe);
    expect(read.json().data).toMatchObject({
      status: 'CLUB_PRESIDENT_SECRETARY_REVIEW',
      waiting_for: 'ZONE_CHAIRPERSON',
      review_role: 'CLUBS_PERFORMANCE_EVALUATION',
    });
    expect(
      (await info(neighbours, await actingAs(t.app, 'REGION_CPE_COORDINATOR'))).json().data.review_role,
    ).toBeNull();
    await setStatus(t, neighbours, 'PROCESSING');
  });

  it("lists the committee's members by name for a project read by a club member", async () => {
    const member = await actingAs(t.app, 'CLUB_MEMBER');
    const own = await membersOf(t, president.club!);
    await t.app.inject({
      method: 'POST',
      url: '/api/service-project/committee-member/save',
      headers: president,
      payload: { project_id: mine, position: 'Committee Member', member: own[3]!.uuid },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/service-project/${mine}/committee-member/list`,
      headers: member,
    });
    expect(res.json().data).toEqual([
      expect.objectContaining({
        position: 'Committee Member',
        member: { uuid: own[3]!.uuid, display_name: own[3]!.name },
      }),
    ]);
  });
});
