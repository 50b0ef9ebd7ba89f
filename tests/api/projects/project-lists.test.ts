import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  members,
  projectCommitteeMembers,
  projectContributions,
  projectParticipants,
  regions,
} from '../../../src/server/db/schema';
import {
  actingAs,
  createProjectVia,
  createWizardApp,
  farClub,
  membersOf,
  placedClubs,
  postMultipart,
  projectRow,
  setStatus,
  type WizardApp,
} from './wizard';

let t: WizardApp;
let president: Record<string, string>;
let own: { uuid: string; name: string }[];
let neighbour: { uuid: string; name: string }[];

beforeAll(async () => {
  t = await createWizardApp('project-lists');
  president = await actingAs(t.app, 'CLUB_PRESIDENT');
  own = await membersOf(t, president.club!);
  const other = (await placedClubs(t)).find((c) => c.uuid !== president.club)!;
  neighbour = await membersOf(t, other.uuid);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers = president) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers = president) => t.app.inject({ method: 'GET', url, headers });

const COMMITTEE = '/api/service-project/committee-member/save';
const CONTRIBUTION = '/api/service-project/clubs-contribution/save';
const PARTICIPANT = '/api/service-project/participant/save';

describe('the committee (step 2)', () => {
  it('adds members with their positions, lists them in order, and audits each', async () => {
    const project = await createProjectVia(t, president);
    const version = (await projectRow(t, project))!.version;
    const chair = await post(COMMITTEE, {
      project_id: project,
      position: 'Project Chairman',
      member: own[0]!.uuid,
    });
    expect(chair.statusCode, chair.body).toBe(200);
    expect(chair.json()).toEqual({
      status_code: 200,
      message: 'Success',
      data: {
        uuid: expect.any(String),
        position: 'Project Chairman',
        member: { uuid: own[0]!.uuid, display_name: own[0]!.name },
        project_id: project,
      },
    });
    const member = await post(COMMITTEE, {
      project_id: project,
      position: 'Committee Member',
      member: own[1]!.uuid,
    });
    expect(member.statusCode).toBe(200);
    const list = await get(`/api/service-project/${project}/committee-member/list`);
    expect(
      list
        .json()
        .data.map((e: { position: string; member: { uuid: string } }) => [e.position, e.member.uuid]),
    ).toEqual([
      ['Project Chairman', own[0]!.uuid],
      ['Committee Member', own[1]!.uuid],
    ]);
    expect((await projectRow(t, project))!.version).toBe(version + 2);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'project.committee.add'), eq(auditLog.entityId, project)));
    expect(audit).toHaveLength(2);
  });

  it('refuses a second Project Chairman, a member twice, and a member of another club', async () => {
    const project = await createProjectVia(t, president);
    await post(COMMITTEE, { project_id: project, position: 'Project Chairman', member: own[0]!.uuid });
    const second = await post(COMMITTEE, {
      project_id: project,
      position: 'Project Chairman',
      member: own[1]!.uuid,
    });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors).toEqual({ position: ['The committee already has a Project Chairman.'] });
    const twice = await post(COMMITTEE, {
      project_id: project,
      position: 'Committee Member',
      member: own[0]!.uuid,
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ member: [`${own[0]!.name} is already on the committee.`] });
    const stranger = await post(COMMITTEE, {
      project_id: project,
      position: 'Committee Member',
      member: neighbour[0]!.uuid,
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors).toEqual({ member: ['The selected member is invalid.'] });
    const nobody = await post(COMMITTEE, {
      project_id: project,
      position: 'Committee Member',
      member: '00000000-0000-4000-8000-000000000000',
    });
    expect(nobody.json().errors).toEqual({ member: ['The selected member is invalid.'] });
    const rows = await t.database.db
      .select()
      .from(projectCommitteeMembers)
      .where(eq(projectCommitteeMembers.projectId, (await projectRow(t, project))!.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses an inactive member and needs both position and member', async () => {
    const project = await createProjectVia(t, president);
    await t.database.db.update(members).set({ status: 'inactive' }).where(eq(members.uuid, own[4]!.uuid));
    const inactive = await post(COMMITTEE, {
      project_id: project,
      position: 'Committee Member',
      member: own[4]!.uuid,
    });
    expect(inactive.json().errors).toEqual({ member: ['The selected member is invalid.'] });
    await t.database.db.update(members).set({ status: 'active' }).where(eq(members.uuid, own[4]!.uuid));
    const missing = await post(COMMITTEE, { project_id: project });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      position: ['The position field is required.'],
      member: ['The member field is required.'],
    });
    const wrong = await post(COMMITTEE, { project_id: project, position: 'Treasurer', member: own[1]!.uuid });
    expect(wrong.json().errors).toEqual({ position: ['The selected position is invalid.'] });
  });

  it('gives one chairman and one refusal when two are added at once', async () => {
    const project = await createProjectVia(t, president);
    const [a, b] = await Promise.all([
      post(COMMITTEE, { project_id: project, position: 'Project Chairman', member: own[0]!.uuid }),
      post(COMMITTEE, { project_id: project, position: 'Project Chairman', member: own[1]!.uuid }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
  });

  it('refuses a submitted project (409), a member of the club (403) and an officer of another club (404)', async () => {
    const project = await createProjectVia(t, president);
    await setStatus(t, project, 'ZONE_CHAIRPERSON_REVIEW');
    const late = await post(COMMITTEE, {
      project_id: project,
      position: 'Committee Member',
      member: own[1]!.uuid,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This project has been submitted; it can no longer be changed.');
    await setStatus(t, project, 'PROCESSING');
    const member = await actingAs(t.app, 'CLUB_MEMBER');
    const refused = await post(
      COMMITTEE,
      { project_id: project, position: 'Committee Member', member: own[1]!.uuid },
      member,
    );
    expect(refused.statusCode).toBe(403);
    // The club's member may read the committee all the same.
    expect((await get(`/api/service-project/${project}/committee-member/list`, member)).statusCode).toBe(200);

    const multi = await actingAs(t.app, 'multi-role');
    const elsewhere = await post(
      COMMITTEE,
      { project_id: project, position: 'Committee Member', member: own[1]!.uuid },
      multi,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect((await get(`/api/service-project/${project}/committee-member/list`, multi)).statusCode).toBe(404);
  });

  it('takes members of the region for a region project, and of any club for a joint-regions one', async () => {
    const region = { ...(await actingAs(t.app, 'REGION_CHAIRPERSON')), club: president.club! };
    const rp = await createProjectVia(t, region, { project_type: 'RP' });
    const fromNeighbour = await post(
      COMMITTEE,
      { project_id: rp, position: 'Project Chairman', member: neighbour[0]!.uuid },
      region,
    );
    expect(fromNeighbour.statusCode, fromNeighbour.body).toBe(200);
    const far = await farClub(t);
    const fromFar = await post(
      COMMITTEE,
      { project_id: rp, position: 'Committee Member', member: far.member.uuid },
      region,
    );
    expect(fromFar.json().errors).toEqual({ member: ['The selected member is invalid.'] });

    const cpe = { ...(await actingAs(t.app, 'CLUBS_PERFORMANCE_EVALUATION')), club: president.club! };
    const jrp = await createProjectVia(t, cpe, { project_type: 'JRP' });
    const joint = await post(
      COMMITTEE,
      { project_id: jrp, position: 'Committee Member', member: far.member.uuid },
      cpe,
    );
    expect(joint.statusCode, joint.body).toBe(200);
  });
});

describe('member contributions (step 3)', () => {
  it('records, lists and changes contributions; one per member; more than zero', async () => {
    const project = await createProjectVia(t, president);
    const saved = await post(CONTRIBUTION, {
      project_id: project,
      member: own[0]!.uuid,
      contributions: 15000.5,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({
      uuid: expect.any(String),
      member: { uuid: own[0]!.uuid, display_name: own[0]!.name },
      contributions: 15000.5,
      project_id: project,
    });
    const twice = await post(CONTRIBUTION, { project_id: project, member: own[0]!.uuid, contributions: 10 });
    expect(twice.json().errors).toEqual({
      member: [`${own[0]!.name}'s contribution is already recorded; change its amount in the list.`],
    });
    const zero = await post(CONTRIBUTION, { project_id: project, member: own[1]!.uuid, contributions: 0 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors).toEqual({
      contributions: ['The contributions field must be greater than 0.'],
    });
    const stranger = await post(CONTRIBUTION, {
      project_id: project,
      member: neighbour[0]!.uuid,
      contributions: 5,
    });
    expect(stranger.json().errors).toEqual({ member: ['The selected member is invalid.'] });

    const second = await post(CONTRIBUTION, {
      project_id: project,
      member: own[1]!.uuid,
      contributions: 2500,
    });
    const uuid = saved.json().data.uuid as string;
    const changed = await post(`/api/service-project-contribution/${uuid}/update`, { contributions: 20000 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ uuid, contributions: 20000, member: { uuid: own[0]!.uuid } });
    const moved = await post(`/api/service-project-contribution/${uuid}/update`, {
      contributions: 1,
      member: own[2]!.uuid,
    });
    expect(moved.json().data.member.uuid).toBe(own[2]!.uuid);
    const clash = await post(`/api/service-project-contribution/${uuid}/update`, {
      contributions: 1,
      member: own[1]!.uuid,
    });
    expect(clash.json().errors).toEqual({
      member: [`${own[1]!.name}'s contribution is already recorded; change its amount in the list.`],
    });

    const list = await get(`/api/service-project/${project}/clubs-contribution/list`);
    expect(
      list.json().data.map((c: { uuid: string; contributions: number }) => [c.uuid, c.contributions]),
    ).toEqual([
      [uuid, 1],
      [second.json().data.uuid, 2500],
    ]);
  });

  it('refuses changes to a submitted project (409) and reaches no other club (404)', async () => {
    const project = await createProjectVia(t, president);
    const saved = await post(CONTRIBUTION, { project_id: project, member: own[0]!.uuid, contributions: 100 });
    const uuid = saved.json().data.uuid as string;
    await setStatus(t, project, 'SUBMITTED');
    expect(
      (await post(CONTRIBUTION, { project_id: project, member: own[1]!.uuid, contributions: 5 })).statusCode,
    ).toBe(409);
    expect(
      (await post(`/api/service-project-contribution/${uuid}/update`, { contributions: 5 })).statusCode,
    ).toBe(409);
    const multi = await actingAs(t.app, 'multi-role');
    expect(
      (await post(`/api/service-project-contribution/${uuid}/update`, { contributions: 5 }, multi))
        .statusCode,
    ).toBe(404);
    const rows = await t.database.db
      .select()
      .from(projectContributions)
      .where(eq(projectContributions.uuid, uuid));
    expect(rows[0]!.contributions).toBe(100);
  });
});

describe('participants (step 4)', () => {
  it('adds members sent as multipart members[i], and as JSON', async () => {
    const project = await createProjectVia(t, president);
    const res = await postMultipart(t.app, PARTICIPANT, president, {
      project_id: project,
      'members[0]': own[0]!.uuid,
      'members[1]': own[1]!.uuid,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        uuid: expect.any(String),
        member: { uuid: own[0]!.uuid, display_name: own[0]!.name },
        project_id: project,
        members: [{ uuid: own[0]!.uuid, display_name: own[0]!.name }],
      },
      expect.objectContaining({ member: { uuid: own[1]!.uuid, display_name: own[1]!.name } }),
    ]);
    const json = await post(PARTICIPANT, { project_id: project, members: [own[2]!.uuid] });
    expect(json.statusCode, json.body).toBe(200);
    const list = await get(`/api/service-project/${project}/participant/list`);
    expect(list.json().data.map((p: { member: { uuid: string } }) => p.member.uuid)).toEqual(
      own.slice(0, 3).map((m) => m.uuid),
    );
  });

  it('refuses none, duplicates, members already taking part and strangers, adding none of them', async () => {
    const project = await createProjectVia(t, president);
    const id = (await projectRow(t, project))!.id;
    const count = async () =>
      (await t.database.db.select().from(projectParticipants).where(eq(projectParticipants.projectId, id)))
        .length;
    await post(PARTICIPANT, { project_id: project, members: [own[0]!.uuid] });

    const none = await postMultipart(t.app, PARTICIPANT, president, { project_id: project, members: '' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ members: ['The members field must have at least 1 items.'] });
    const emptyJson = await post(PARTICIPANT, { project_id: project, members: [] });
    expect(emptyJson.json().errors).toEqual(none.json().errors);
    const dup = await post(PARTICIPANT, { project_id: project, members: [own[1]!.uuid, own[1]!.uuid] });
    expect(dup.json().errors).toEqual({ members: ['The members field has a duplicate value.'] });
    const again = await post(PARTICIPANT, { project_id: project, members: [own[1]!.uuid, own[0]!.uuid] });
    expect(again.json().errors).toEqual({ members: [`${own[0]!.name} is already a participant.`] });
    await post(PARTICIPANT, { project_id: project, members: [own[2]!.uuid] });
    const both = await post(PARTICIPANT, {
      project_id: project,
      members: [own[2]!.uuid, own[1]!.uuid, own[0]!.uuid],
    });
    expect(both.json().errors).toEqual({
      members: [`${own[2]!.name}, ${own[0]!.name} are already participants.`],
    });
    const stranger = await post(PARTICIPANT, {
      project_id: project,
      members: [own[1]!.uuid, neighbour[0]!.uuid],
    });
    expect(stranger.json().errors).toEqual({ members: ['The selected member is invalid.'] });
    // own[0] and own[2], added on their own; the refused lists added no one.
    expect(await count()).toBe(2);
  });

  it('refuses hostile multipart: a missing or bad project id, a huge index, a gap, prototype names', async () => {
    const project = await createProjectVia(t, president);
    const noProject = await postMultipart(t.app, PARTICIPANT, president, { 'members[0]': own[0]!.uuid });
    expect(noProject.json().errors).toEqual({ project_id: ['The project id field is required.'] });
    const badProject = await postMultipart(t.app, PARTICIPANT, president, {
      project_id: "1' OR 1=1",
      'members[0]': own[0]!.uuid,
    });
    expect(badProject.json().errors).toEqual({ project_id: ['The project id field must be a valid uuid.'] });
    const huge = await postMultipart(t.app, PARTICIPANT, president, {
      project_id: project,
      'members[999]': own[0]!.uuid,
    });
    expect(huge.statusCode).toBe(422);
    const gap = await postMultipart(t.app, PARTICIPANT, president, {
      project_id: project,
      'members[0]': own[0]!.uuid,
      'members[2]': own[1]!.uuid,
    });
    expect(gap.statusCode).toBe(422);
    expect(gap.json().errors.members).toEqual(['The members items must be numbered 0, 1, 2 and so on.']);
    const proto = await postMultipart(t.app, PARTICIPANT, president, {
      project_id: project,
      '__proto__[0]': own[0]!.uuid,
    });
    expect(proto.statusCode).toBe(400);
    const notUuid = await postMultipart(t.app, PARTICIPANT, president, {
      project_id: project,
      'members[0]': 'me',
    });
    expect(notUuid.json().errors).toEqual({ 'members.0': ['The 0 field must be a valid uuid.'] });
  });

  it('carries as many members as the form allows (79), and answers more than a request can carry with 400', async () => {
    const project = await createProjectVia(t, president);
    const ids = Array.from(
      { length: 80 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const fields = (n: number) =>
      Object.fromEntries([
        ['project_id', project],
        ...ids.slice(0, n).map((uuid, i) => [`members[${i}]`, uuid]),
      ]);
    // 79 members and the project id are 80 fields: read whole, then judged member by member.
    const most = await postMultipart(t.app, PARTICIPANT, president, fields(79));
    expect(most.statusCode).toBe(422);
    expect(most.json().errors).toEqual({ members: ['The selected member is invalid.'] });
    const tooMany = await postMultipart(t.app, PARTICIPANT, president, fields(80));
    expect(tooMany.statusCode).toBe(400);
    const json = await post(PARTICIPANT, { project_id: project, members: ids });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.members).toEqual(['The members field must not have more than 79 items.']);
  });
});

describe('region clubs', () => {
  it("answers the active clubs of the project's region matching the search", async () => {
    const project = await createProjectVia(t, president);
    const far = await farClub(t, 'Region 3');
    const all = await get(`/api/service-project/${project}/region-clubs/se=`);
    expect(all.statusCode).toBe(200);
    const placed = await placedClubs(t);
    const region = placed.find((c) => c.uuid === president.club)!.regionId;
    const expected = placed
      .filter((c) => c.regionId === region)
      .map((c) => ({ uuid: c.uuid, name: c.name }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(all.json().data).toEqual(expected);
    expect(all.json().data.map((c: { name: string }) => c.name)).not.toContain(far.club.name);
    const host = await get(`/api/service-project/${project}/region-clubs/se=COLOMBO%20h`);
    expect(host.json().data).toEqual([{ uuid: president.club, name: 'Lions Club of Colombo Host' }]);
    const none = await get(`/api/service-project/${project}/region-clubs/se=nowhere`);
    expect(none.json().data).toEqual([]);
    const multi = await actingAs(t.app, 'multi-role');
    expect((await get(`/api/service-project/${project}/region-clubs/se=`, multi)).statusCode).toBe(404);
  });

  it("answers a region's clubs by the region's uuid to a role that reaches the region", async () => {
    const placed = await placedClubs(t);
    const home = placed.find((c) => c.uuid === president.club)!.regionId;
    const rows = await t.database.db.select({ id: regions.id, uuid: regions.uuid }).from(regions);
    const own = rows.find((r) => r.id === home)!;
    const other = rows.find((r) => r.id !== home)!;
    const clubsOf = (regionId: number) =>
      placed
        .filter((c) => c.regionId === regionId)
        .map((c) => ({ uuid: c.uuid, name: c.name }))
        .sort((a, b) => a.name.localeCompare(b.name))
        .slice(0, 20);
    const chair = await actingAs(t.app, 'REGION_CHAIRPERSON');
    const mine = await get(`/api/service-project/${own.uuid}/region-clubs/se=`, chair);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toEqual(clubsOf(home));
    const host = await get(`/api/service-project/${own.uuid}/region-clubs/se=colombo%20HOST`, chair);
    expect(host.json().data).toEqual([{ uuid: president.club, name: 'Lions Club of Colombo Host' }]);
    // Another region is out of a region office's reach: not found, as an unknown id.
    const elsewhere = await get(`/api/service-project/${other.uuid}/region-clubs/se=`, chair);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('Project or region not found.');
    const unknown = await get(
      '/api/service-project/00000000-0000-4000-8000-000000000000/region-clubs/se=',
      chair,
    );
    expect(unknown.statusCode).toBe(404);
    // The evaluator (a district office) reaches every region.
    const cpe = await actingAs(t.app, 'CLUBS_PERFORMANCE_EVALUATION');
    const far = await get(`/api/service-project/${other.uuid}/region-clubs/se=`, cpe);
    expect(far.statusCode).toBe(200);
    expect(far.json().data).toEqual(clubsOf(other.id));
    // A club office and a zone office reach part of a region only.
    expect((await get(`/api/service-project/${own.uuid}/region-clubs/se=`)).statusCode).toBe(404);
    const zone = await actingAs(t.app, 'ZONE_CHAIRPERSON');
    expect((await get(`/api/service-project/${own.uuid}/region-clubs/se=`, zone)).statusCode).toBe(404);
  });

  it('refuses a malformed id with a 4xx, never a 500', async () => {
    const chair = await actingAs(t.app, 'REGION_CHAIRPERSON');
    for (const id of ['not-a-uuid', '12', "1'%20OR%201=1", '%00', 'x'.repeat(300)]) {
      const res = await get(`/api/service-project/${id}/region-clubs/se=`, chair);
      expect(res.statusCode, `${id}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
  });
});
