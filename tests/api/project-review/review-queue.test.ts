import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHand, insertProject, plainMembers } from '../../helpers/project-fixtures';
import { as, createTestApp, signIn, signedInMember, type TestApp } from '../../helpers/test-app';
import { forward, reviewSessions, type Headers } from './review-calls';

let t: TestApp;
let s: Awaited<ReturnType<typeof reviewSessions>>;

/** The fixtures, one per place on the review path, plus a region project and another club's. */
const p: Record<string, { id: number; uuid: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  s = await reviewSessions(t.app);
  const db = t.database.db;
  const treasurer = await demoHand(db, 'CLUB_TREASURER');
  p.draft = await insertProject(db, { chairmanId: treasurer.memberId });
  p.submitted = await insertProject(db, { status: 'SUBMITTED', chairmanId: treasurer.memberId });
  p.submittedOther = await insertProject(db, { status: 'SUBMITTED' });
  p.chairman = await insertProject(db, { status: 'PROJECT_CHAIRMAN_REVIEW' });
  p.club = await insertProject(db, { status: 'CLUB_PRESIDENT_SECRETARY_REVIEW' });
  p.zone = await insertProject(db, { status: 'ZONE_CHAIRPERSON_REVIEW' });
  p.region = await insertProject(db, { status: 'REGION_CPE_CHAIRPERSON_REVIEW' });
  p.gst = await insertProject(db, { status: 'REGION_GST_REVIEW' });
  p.approved = await insertProject(db, { status: 'APPROVED' });
  p.regionType = await insertProject(db, { type: 'RP', status: 'PROJECT_CHAIRMAN_REVIEW' });
  const multi = await demoHand(db, 'multi-role');
  p.otherClub = await insertProject(db, {
    clubId: multi.clubId,
    chairmanId: multi.memberId,
    status: 'PROJECT_CHAIRMAN_REVIEW',
  });
});
afterAll(() => t.close());

/** The fixture names among a queue's projects. */
function fixturesIn(uuids: string[]): string[] {
  return Object.entries(p)
    .filter(([, project]) => uuids.includes(project.uuid))
    .map(([name]) => name)
    .sort();
}

/** The queue through the API: every page's uuids and statuses. */
async function queueOf(who: Headers, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/service-project/review/list?page=1${query}`,
    headers: who,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as {
    data: {
      uuid: string;
      status: string;
      waiting_for: string | null;
      waiting_since: string | null;
      actions: { can_review: boolean };
    }[];
    meta: { total: number };
  };
  expect(body.meta.total).toBe(body.data.length);
  return body;
}

describe('the Review Projects queue', () => {
  it('shows a club president the club’s projects waiting for the club, and those they chair', async () => {
    const queue = await queueOf(s.president);
    expect(fixturesIn(queue.data.map((d) => d.uuid))).toEqual(['chairman']);
    for (const item of queue.data) {
      expect(item.status).toBe('PROJECT_CHAIRMAN_REVIEW');
      expect(item.actions.can_review).toBe(true);
    }
    const multi = (await signedInMember(t.app, 'multi-role')).headers;
    expect(fixturesIn((await queueOf(multi)).data.map((d) => d.uuid))).toEqual(['otherClub']);
  });

  it('shows a member the submitted projects whose committee they chair, whatever their office', async () => {
    const queue = await queueOf(s.treasurer);
    expect(fixturesIn(queue.data.map((d) => d.uuid))).toEqual(['submitted']);
    expect(queue.data.every((d) => d.status === 'SUBMITTED' && d.actions.can_review)).toBe(true);
  });

  it('shows the evaluator every project under review, longest waiting at its level first, with since when', async () => {
    const queue = await queueOf(s.cpe);
    // The evaluator may approve or send back at any level: nothing stalls out of their sight.
    expect(fixturesIn(queue.data.map((d) => d.uuid))).toEqual(
      [
        'chairman',
        'club',
        'gst',
        'otherClub',
        'region',
        'regionType',
        'submitted',
        'submittedOther',
        'zone',
      ].sort(),
    );
    const since = queue.data.map((d) => Date.parse(d.waiting_since!));
    expect(since).toEqual([...since].sort((a, b) => a - b));
    for (const row of queue.data) {
      expect(row.waiting_for, row.status).not.toBeNull();
      expect(row.actions.can_review).toBe(true);
    }
    // `level` keeps those waiting for one level: the final approval's.
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/service-project/review/list?level=CLUBS_PERFORMANCE_EVALUATION',
      headers: s.cpe,
    });
    expect(fixturesIn(res.json().data.map((d: { uuid: string }) => d.uuid))).toEqual(['gst']);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/service-project/review/list?level=ALL',
      headers: s.cpe,
    });
    expect(bad.statusCode).toBe(422);
  });

  it('is open to every role that can open a project, and to no other', async () => {
    // The fixtures' Project Chairman, signed in as a plain member: the submitted projects they chair.
    const chaired = (await queueOf(s.member)).data;
    expect(fixturesIn(chaired.map((d) => d.uuid))).toEqual(['submittedOther']);
    expect(chaired.every((d) => d.actions.can_review)).toBe(true);
    const { token } = await signIn(t.app, 'DISTRICT_GLOBAL_LEADERSHIP_TEAM_COORDINATOR');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/service-project/review/list',
      ...as(token, 'DISTRICT_GLOBAL_LEADERSHIP_TEAM_COORDINATOR'),
    });
    expect(res.statusCode).toBe(403);
  });

  it('gives the zone and region levels their own projects', async () => {
    const uuids = async (who: Headers) => fixturesIn((await queueOf(who)).data.map((d) => d.uuid));
    expect(await uuids(s.zone)).toEqual(['club']);
    expect(await uuids(s.regionCpe)).toEqual(['regionType', 'zone']);
    expect(await uuids(s.regionChair)).toEqual(['regionType', 'zone']);
    expect(await uuids(s.regionGst)).toEqual(['region']);
    expect(await uuids(s.regionSecretary)).toEqual([]);
    // The multi-role login chairs the other zone: only its own zone's projects.
    const { token, roles } = await signIn(t.app, 'multi-role');
    const zone = roles.find((r) => r.name === 'ZONE_CHAIRPERSON')!;
    expect(await uuids(as(token, zone.name, zone.club?.uuid).headers as Headers)).toEqual([]);
  });

  it("gives the club's president and secretary the projects whose chairman cannot sign in, to stand in", async () => {
    // A chairman who is a member without a login: the president stands in, the treasurer does not.
    const db = t.database.db;
    const president = await demoHand(db, 'CLUB_PRESIDENT');
    const [noLogin] = await plainMembers(db, president.clubId);
    const unsigned = await insertProject(db, { status: 'SUBMITTED', chairmanId: noLogin });
    const queue = await queueOf(s.president);
    expect(queue.data.map((d) => d.uuid)).toContain(unsigned.uuid);
    expect(queue.data.find((d) => d.uuid === unsigned.uuid)!.actions.can_review).toBe(true);
    expect((await queueOf(s.secretary)).data.map((d) => d.uuid)).toContain(unsigned.uuid);
    expect((await queueOf(s.treasurer)).data.map((d) => d.uuid)).not.toContain(unsigned.uuid);
    // Another club's president never stands in for this club.
    const multi = (await signedInMember(t.app, 'multi-role')).headers;
    expect((await queueOf(multi)).data.map((d) => d.uuid)).not.toContain(unsigned.uuid);
  });

  it('loses a project once its level has passed it on', async () => {
    const { uuid } = await insertProject(t.database.db, { status: 'REGION_CPE_CHAIRPERSON_REVIEW' });
    expect((await queueOf(s.regionGst)).data.map((d) => d.uuid)).toContain(uuid);
    expect((await forward(t.app, uuid, s.regionGst, 'REGION_GST')).statusCode).toBe(200);
    expect((await queueOf(s.regionGst)).data.map((d) => d.uuid)).not.toContain(uuid);
    const final = await queueOf(s.cpe, '&level=CLUBS_PERFORMANCE_EVALUATION');
    expect(final.data.map((d) => d.uuid)).toContain(uuid);
  });
});
