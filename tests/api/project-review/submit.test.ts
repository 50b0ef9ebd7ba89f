import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  governorThemes,
  members,
  projectCommitteeMembers,
  projectParticipants,
  projectPointLines,
} from '../../../src/server/db/schema';
import { colomboDate } from '../../../src/shared/time/colombo';
import { multipart } from '../../helpers/multipart';
import { demoHand, insertProject, projectRow } from '../../helpers/project-fixtures';
import { createTestApp, signedInMember, type TestApp } from '../../helpers/test-app';
import {
  decideLine,
  finalApproval,
  forward,
  historyOf,
  projectInfo,
  reviewSessions,
  statusOf,
  type Headers,
} from './review-calls';

let t: TestApp;
let s: Awaited<ReturnType<typeof reviewSessions>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await reviewSessions(t.app);
});
afterAll(() => t.close());

const submit = (uuid: string, who: Headers, payload: object = { status: 'SUBMITTED' }) =>
  t.app.inject({ method: 'POST', url: `/api/service-project/${uuid}/update`, headers: who, payload });

describe('submitting a project', () => {
  it('moves a complete draft to SUBMITTED, kept in the history, with its estimate calculated', async () => {
    const project = await insertProject(t.database.db);
    // The estimate is stale: a line left over from an old calculation.
    await t.database.db
      .insert(projectPointLines)
      .values({ projectId: project.id, itemKey: 'gone', title: 'Gone', totalPoint: 3 });
    const res = await submit(project.uuid, s.secretary);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status_code: 200,
      message: 'Your service project has been submitted successfully',
    });
    expect(await statusOf(t, project.uuid)).toBe('SUBMITTED');
    // Its code is drawn now, at its first submission: the type, the Lions year and the next number.
    const code = (await projectRow(t.database.db, project.uuid))!.projectCode;
    expect(code).toMatch(/^GP-\d{4}-\d{4}$/);
    const secretary = await demoHand(t.database.db, 'CLUB_SECRETARY');
    expect((await historyOf(t, project.id)).at(-1)).toEqual({
      status: 'SUBMITTED',
      role: 'CLUB_SECRETARY',
      memberId: secretary.memberId,
      comment: null,
      note: null,
    });
    const keys = (
      await t.database.db.select().from(projectPointLines).where(eq(projectPointLines.projectId, project.id))
    ).map((l) => l.itemKey);
    expect(keys).not.toContain('gone');
    expect(keys).toContain('participants');

    const again = await submit(project.uuid, s.secretary);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This project has been submitted; it can no longer be changed.');
  });

  it('submits a project sent back (PENDING) again, keeping its code', async () => {
    const { uuid, code } = await insertProject(t.database.db, { status: 'PENDING' });
    expect((await submit(uuid, s.president)).statusCode).toBe(200);
    // The fixture was sent back by its chairman, so it returns to the chairman.
    expect(await statusOf(t, uuid)).toBe('SUBMITTED');
    expect((await projectRow(t.database.db, uuid)).projectCode).toBe(code);
  });

  it('needs a committee with its Project Chairman, a participant and a photo (422), writing nothing', async () => {
    const { id, uuid } = await insertProject(t.database.db, { photo: false });
    const before = await projectRow(t.database.db, uuid);
    await t.database.db.delete(projectParticipants).where(eq(projectParticipants.projectId, id));
    await t.database.db
      .update(projectCommitteeMembers)
      .set({ position: 'Committee Member' })
      .where(eq(projectCommitteeMembers.projectId, id));
    const res = await submit(uuid, s.president);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      committee: ['The committee needs a Project Chairman.'],
      participants: ['The project needs at least one participant.'],
      documents: ['Add at least one photo of the project (Photo 01 to Photo 04) before submitting.'],
    });
    await t.database.db.delete(projectCommitteeMembers).where(eq(projectCommitteeMembers.projectId, id));
    const empty = await submit(uuid, s.president);
    expect(empty.json().errors.committee).toEqual(['The committee needs at least one member.']);
    const after = await projectRow(t.database.db, uuid);
    expect(after).toMatchObject({ status: 'PROCESSING', version: before.version });
    expect(await historyOf(t, id)).toHaveLength(1);
  });

  it('is refused on a version the caller no longer sees', async () => {
    const { uuid } = await insertProject(t.database.db);
    const { version } = await projectRow(t.database.db, uuid);
    const stale = await submit(uuid, s.president, { status: 'SUBMITTED', version: version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'The project has changed since you opened it. Reload it and decide again.',
    );
    expect((await submit(uuid, s.president, { status: 'SUBMITTED', version })).statusCode).toBe(200);
  });

  it('is for the roles that may edit the project’s type, within their reach', async () => {
    const region = await insertProject(t.database.db, { type: 'RP' });
    const byOfficer = await submit(region.uuid, s.president);
    expect(byOfficer.statusCode).toBe(403);
    expect(await statusOf(t, region.uuid)).toBe('PROCESSING');
    expect((await submit(region.uuid, s.regionChair)).statusCode).toBe(200);

    const general = await insertProject(t.database.db);
    expect((await submit(general.uuid, s.regionChair)).statusCode).toBe(403);
    expect((await submit(general.uuid, s.member)).statusCode).toBe(403);
    expect((await submit(general.uuid, s.zone)).statusCode).toBe(403);
    const otherPresident = (await signedInMember(t.app, 'multi-role')).headers;
    expect((await submit(general.uuid, otherPresident)).statusCode).toBe(404);
    expect((await submit(general.uuid, s.cpe)).statusCode).toBe(200);
  });
});

describe('the whole life of a project through the API', () => {
  it('is created, filled in, submitted, reviewed level by level and approved with its points', async () => {
    const [theme] = await t.database.db
      .select({ uuid: governorThemes.uuid })
      .from(governorThemes)
      .where(eq(governorThemes.themeKey, 'reforestation'));
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#00338d' } })
      .png()
      .toBuffer();
    const body = await multipart({
      project_title: 'Tree Planting at Diyawanna',
      project_type: 'GP',
      governor_theme_id: theme!.uuid,
      venue: 'Diyawanna Oya',
      date: colomboDate(),
      total_project_cost: '90000',
      direct_beneficiaries: '120',
      indirect_beneficiaries: '1000',
      large_tree: '50',
      small_tree: '30',
      description: 'Fifty native trees.',
      billing_proof: { name: 'bill.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') },
      int_report_screenshot: { name: 'shot.png', type: 'image/png', bytes: png },
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/service-project/info/save',
      payload: body.payload,
      headers: { ...s.president, ...body.headers },
    });
    expect(created.statusCode, created.body).toBe(200);
    const uuid = created.json().data.uuid as string;
    const chairman = await memberUuid('CLUB_MEMBER');
    const committee = await t.app.inject({
      method: 'POST',
      url: '/api/service-project/committee-member/save',
      headers: s.president,
      payload: { position: 'Project Chairman', member: chairman, project_id: uuid },
    });
    expect(committee.statusCode, committee.body).toBe(200);
    const participants = await t.app.inject({
      method: 'POST',
      url: '/api/service-project/participant/save',
      headers: s.president,
      payload: { project_id: uuid, members: [chairman, await memberUuid('CLUB_TREASURER')] },
    });
    expect(participants.statusCode, participants.body).toBe(200);
    // Without a photo it is not submitted; with one it is.
    expect((await submit(uuid, s.president)).json().errors).toHaveProperty('documents');
    const photo = await multipart({
      type: 'Photo 01',
      document: { name: 'p.png', type: 'image/png', bytes: png },
    });
    const attached = await t.app.inject({
      method: 'POST',
      url: `/api/service-project/${uuid}/document`,
      payload: photo.payload,
      headers: { ...s.president, ...photo.headers },
    });
    expect(attached.statusCode, attached.body).toBe(200);

    expect((await submit(uuid, s.president)).statusCode).toBe(200);
    const path: [Headers, string][] = [
      [s.member, 'PROJECT_CHAIRMAN'],
      [s.president, 'CLUB_PRESIDENT_SECRETARY'],
      [s.zone, 'ZONE_CHAIRPERSON'],
      [s.regionCpe, 'REGION_CPE_CHAIRPERSON'],
      [s.regionGst, 'REGION_GST'],
    ];
    for (const [who, role] of path) {
      const res = await forward(t.app, uuid, who, role);
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
    }
    const info = await projectInfo(t.app, uuid, s.cpe);
    const titles = info.projectPoints.map((l) => l.items.title);
    expect(titles).toContain('Large trees planted (1 per 5 trees, at most 20)');
    expect(titles).toContain('Members participating (1 each, at most 15)');
    for (const line of info.projectPoints) {
      expect((await decideLine(t.app, s.cpe, { id: line.id, status: 'APPROVED' })).statusCode).toBe(200);
    }
    expect((await finalApproval(t.app, uuid, s.cpe)).statusCode).toBe(200);
    const approved = await projectInfo(t.app, uuid, s.president);
    expect(approved.status).toBe('APPROVED');
    expect(approved.approvedTotal).toBe(approved.totalEstimationPoints);
    expect(approved.approvedTotal).toBeGreaterThan(0);
  });
});

/** The uuid of a demo login's member. */
async function memberUuid(role: string): Promise<string> {
  const hand = await demoHand(t.database.db, role);
  const [row] = await t.database.db
    .select({ uuid: members.uuid })
    .from(members)
    .where(eq(members.id, hand.memberId));
  return row!.uuid;
}
