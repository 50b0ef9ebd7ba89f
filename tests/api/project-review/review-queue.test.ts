import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../src/server/db/schema';
import { heldRoles } from '../../../src/server/services/auth/held-roles';
import { reviewQueue } from '../../../src/server/services/project-review/review-queue';
import { demoHand, insertProject } from '../../helpers/project-fixtures';
import { createTestApp, signedInMember, type TestApp } from '../../helpers/test-app';
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
async function queueOf(who: Headers) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/service-project/review/list?page=1',
    headers: who,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as {
    data: { uuid: string; status: string; actions: { can_review: boolean } }[];
    meta: { total: number };
  };
  expect(body.meta.total).toBe(body.data.length);
  return body;
}

/** The queue of a demo login acting in a role, asked of the service (for roles the page is not for). */
async function serviceQueue(who: string, roleName: string) {
  const db = t.database.db;
  const hand = await demoHand(db, who);
  const [member] = await db.select().from(members).where(eq(members.id, hand.memberId));
  const role = (await heldRoles(db, member!)).find((r) => r.name === roleName)!;
  const page = await reviewQueue(db, { role, club: role.club, member: { id: hand.memberId } }, 1);
  return page.data;
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

  it('shows the evaluator the projects waiting for the final approval', async () => {
    const queue = await queueOf(s.cpe);
    expect(fixturesIn(queue.data.map((d) => d.uuid))).toEqual(['gst']);
    expect(queue.data.every((d) => d.status === 'REGION_GST_REVIEW')).toBe(true);
  });

  it('is the page of club officers and the evaluator only', async () => {
    for (const who of [s.zone, s.regionChair, s.member]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/service-project/review/list',
        headers: who,
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('gives the zone and region levels their own projects (asked of the service)', async () => {
    const uuids = async (who: string, role = who) => (await serviceQueue(who, role)).map((d) => d.uuid);
    expect(fixturesIn(await uuids('ZONE_CHAIRPERSON'))).toEqual(['club']);
    expect(fixturesIn(await uuids('REGION_CPE_COORDINATOR'))).toEqual(['regionType', 'zone']);
    expect(fixturesIn(await uuids('REGION_CHAIRPERSON'))).toEqual(['regionType', 'zone']);
    expect(fixturesIn(await uuids('REGION_GST_COORDINATOR'))).toEqual(['region']);
    expect(fixturesIn(await uuids('REGION_SECRETARY'))).toEqual([]);
    // The multi-role login chairs the other zone: only its own zone's projects.
    expect(fixturesIn(await uuids('multi-role', 'ZONE_CHAIRPERSON'))).toEqual([]);
  });

  it('loses a project once its level has passed it on', async () => {
    const { uuid } = await insertProject(t.database.db, { status: 'REGION_CPE_CHAIRPERSON_REVIEW' });
    expect(
      (await serviceQueue('REGION_GST_COORDINATOR', 'REGION_GST_COORDINATOR')).map((d) => d.uuid),
    ).toContain(uuid);
    expect((await forward(t.app, uuid, s.regionGst, 'REGION_GST')).statusCode).toBe(200);
    expect(
      (await serviceQueue('REGION_GST_COORDINATOR', 'REGION_GST_COORDINATOR')).map((d) => d.uuid),
    ).not.toContain(uuid);
    expect((await queueOf(s.cpe)).data.map((d) => d.uuid)).toContain(uuid);
  });
});
