import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  projectCommitteeMembers,
  projectContributions,
  projectDocuments,
  projectParticipants,
  projectPointLines,
  projectStatusLogs,
} from '../../../src/server/db/schema';
import {
  actingAs,
  createProjectVia,
  createWizardApp,
  filePart,
  infoFields,
  membersOf,
  PDF,
  postMultipart,
  projectRow,
  setStatus,
  themeUuid,
  type WizardApp,
} from './wizard';

let t: WizardApp;
let president: Record<string, string>;
let cpe: Record<string, string>;
let own: { uuid: string; name: string }[];

beforeAll(async () => {
  t = await createWizardApp('project-deletes');
  president = await actingAs(t.app, 'CLUB_PRESIDENT');
  cpe = await actingAs(t.app, 'CLUBS_PERFORMANCE_EVALUATION');
  own = await membersOf(t, president.club!);
});
afterAll(() => t.close());

const del = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'DELETE', url, headers });

/** A project with one entry on every wizard list and a document; answers the uuids. */
async function filledProject() {
  const project = await createProjectVia(t, president);
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: president });
  const committee = await post('/api/service-project/committee-member/save', {
    project_id: project,
    position: 'Project Chairman',
    member: own[0]!.uuid,
  });
  const contribution = await post('/api/service-project/clubs-contribution/save', {
    project_id: project,
    member: own[1]!.uuid,
    contributions: 5000,
  });
  const participant = await post('/api/service-project/participant/save', {
    project_id: project,
    members: [own[2]!.uuid],
  });
  const document = await postMultipart(t.app, `/api/service-project/${project}/document`, president, {
    type: 'Photo 01',
    document: filePart(PDF),
  });
  for (const res of [committee, contribution, participant, document])
    expect(res.statusCode, res.body).toBe(200);
  return {
    project,
    committee: committee.json().data.uuid as string,
    contribution: contribution.json().data.uuid as string,
    participant: participant.json().data[0].uuid as string,
    document: document.json().data.uuid as string,
  };
}

describe('deleting a project', () => {
  it('lets the evaluator delete a project in review with everything recorded with it and its files', async () => {
    const files = t.storedFiles();
    const filled = await filledProject();
    expect(t.storedFiles()).toBe(files + 3);
    const row = await projectRow(t, filled.project);
    await setStatus(t, filled.project, 'REGION_GST_REVIEW');
    const res = await del(`/api/service-project/${filled.project}/delete`, cpe);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status_code).toBe(200);
    expect(await projectRow(t, filled.project)).toBeUndefined();
    for (const table of [
      projectCommitteeMembers,
      projectContributions,
      projectParticipants,
      projectDocuments,
      projectStatusLogs,
      projectPointLines,
    ]) {
      expect(await t.database.db.select().from(table).where(eq(table.projectId, row!.id))).toEqual([]);
    }
    expect(t.storedFiles()).toBe(files);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'project.delete'), eq(auditLog.entityId, filled.project)));
    expect(audit).toHaveLength(1);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/service-project/${filled.project}/info`,
          headers: cpe,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses an approved project (409) and every role but the evaluator (403), but a draft never submitted', async () => {
    const project = await createProjectVia(t, president);
    await setStatus(t, project, 'SUBMITTED');
    for (const role of ['CLUB_PRESIDENT', 'REGION_CHAIRPERSON', 'DISTRICT_GOVERNOR', 'CLUB_MEMBER']) {
      const res = await del(`/api/service-project/${project}/delete`, await actingAs(t.app, role));
      expect([role, res.statusCode]).toEqual([role, role === 'CLUB_PRESIDENT' ? 409 : 403]);
    }
    // The club's officer is told why: only a draft never submitted is theirs to delete.
    const submitted = await del(`/api/service-project/${project}/delete`, president);
    expect(submitted.json().message).toBe(
      'Only a draft that was never submitted can be deleted by its club.',
    );
    await setStatus(t, project, 'APPROVED');
    const approved = await del(`/api/service-project/${project}/delete`, cpe);
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toBe('This project has already been approved.');
    expect(await projectRow(t, project)).toBeDefined();
  });

  it('lets the club delete a draft abandoned in the wizard (PROCESSING), never a project sent back', async () => {
    const abandoned = await createProjectVia(t, president);
    // Roles without the right to edit the project are refused, whatever its status.
    for (const role of ['CLUB_MEMBER', 'ZONE_CHAIRPERSON', 'DISTRICT_GOVERNOR']) {
      const res = await del(`/api/service-project/${abandoned}/delete`, await actingAs(t.app, role));
      expect([role, res.statusCode]).toEqual([role, 403]);
    }
    // Another club's officer does not find it.
    expect(
      (await del(`/api/service-project/${abandoned}/delete`, await actingAs(t.app, 'multi-role'))).statusCode,
    ).toBe(404);
    const treasurer = await actingAs(t.app, 'CLUB_TREASURER');
    const res = await del(`/api/service-project/${abandoned}/delete`, treasurer);
    expect(res.statusCode, res.body).toBe(200);
    expect(await projectRow(t, abandoned)).toBeUndefined();
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'project.discard'), eq(auditLog.entityId, abandoned)));
    expect(audit).toHaveLength(1);

    // A project sent back has a review history: only the evaluator deletes it.
    const sentBack = await createProjectVia(t, president);
    await setStatus(t, sentBack, 'PENDING');
    expect((await del(`/api/service-project/${sentBack}/delete`, treasurer)).statusCode).toBe(409);
    // A region project is the region's to throw away, not the club's.
    const region = await actingAs(t.app, 'REGION_CHAIRPERSON');
    const regional = await createProjectVia(t, { ...region, club: president.club! }, { project_type: 'RP' });
    expect((await del(`/api/service-project/${regional}/delete`, president)).statusCode).toBe(403);
    expect((await del(`/api/service-project/${regional}/delete`, region)).statusCode).toBe(200);
  });
});

describe('typed deletes in the wizard lists', () => {
  it('removes a committee entry, a contribution and a participant by their uuids', async () => {
    const filled = await filledProject();
    const row = await projectRow(t, filled.project);
    for (const [type, uuid, table] of [
      ['PROJECT_COMMITTEE', filled.committee, projectCommitteeMembers],
      ['PROJECT_CONTRIBUTION', filled.contribution, projectContributions],
      ['PROJECT_PARTICIPANT', filled.participant, projectParticipants],
    ] as const) {
      const res = await del(`/api/service-project/delete/${type}/${uuid}`, president);
      expect([type, res.statusCode]).toEqual([type, 200]);
      expect(res.json()).toEqual({ status_code: 200, message: 'success' });
      expect(await t.database.db.select().from(table).where(eq(table.projectId, row!.id))).toEqual([]);
      const again = await del(`/api/service-project/delete/${type}/${uuid}`, president);
      expect(again.statusCode).toBe(404);
    }
    // The wrong type for a uuid names nothing.
    expect(
      (await del(`/api/service-project/delete/PROJECT_COMMITTEE/${filled.document}`, president)).statusCode,
    ).toBe(404);
    expect((await projectRow(t, filled.project))!.version).toBe(row!.version + 3);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, filled.project));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'project.committee.delete',
        'project.contribution.delete',
        'project.participant.delete',
      ]),
    );
  });

  it("clears a draft's theme and tree counts (DISTRICT_GOVERNOR_THEME, by the project's uuid), drafts only", async () => {
    const res = await postMultipart(t.app, '/api/service-project/info/save', president, {
      ...infoFields(await themeUuid(t, 'reforestation'), { large_tree: '300' }),
      billing_proof: filePart(PDF),
      int_report_screenshot: filePart(PDF),
    });
    const project = res.json().data.uuid as string;
    expect((await projectRow(t, project))!.largeTree).toBe(300);
    const cleared = await del(`/api/service-project/delete/DISTRICT_GOVERNOR_THEME/${project}`, president);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await projectRow(t, project)).toMatchObject({ governorThemeId: null, largeTree: 0, smallTree: 0 });
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/service-project/${project}/info`, headers: president })
    ).json().data;
    expect(detail).toMatchObject({ theme: null, governor_theme_id: null, large_tree: 0 });

    await setStatus(t, project, 'SUBMITTED');
    const late = await del(`/api/service-project/delete/DISTRICT_GOVERNOR_THEME/${project}`, president);
    expect(late.statusCode).toBe(409);
    const bad = await del(`/api/service-project/delete/EVERYTHING/${project}`, president);
    expect(bad.statusCode).toBe(422);
  });

  it('follows the edit window: refused under review and once approved (409), to roles that may not edit (403), across clubs (404)', async () => {
    const filled = await filledProject();
    const url = `/api/service-project/delete/PROJECT_COMMITTEE/${filled.committee}`;
    for (const role of ['CLUB_MEMBER', 'ZONE_CHAIRPERSON', 'REGION_CHAIRPERSON', 'DISTRICT_GOVERNOR']) {
      const res = await del(url, await actingAs(t.app, role));
      expect([role, res.statusCode]).toEqual([role, 403]);
    }
    expect((await del(url, await actingAs(t.app, 'multi-role'))).statusCode).toBe(404);
    const remaining = async () =>
      t.database.db
        .select()
        .from(projectCommitteeMembers)
        .where(eq(projectCommitteeMembers.uuid, filled.committee));
    // Under review, the evidence stays as the reviewers saw it: no list entry and no document goes.
    for (const status of ['SUBMITTED', 'ZONE_CHAIRPERSON_REVIEW', 'APPROVED'] as const) {
      await setStatus(t, filled.project, status);
      const res = await del(url, president);
      expect([status, res.statusCode]).toEqual([status, 409]);
      const document = await del(`/api/document/delete/${filled.document}`, president);
      expect([status, document.statusCode]).toEqual([status, 409]);
    }
    expect(await remaining()).toHaveLength(1);
    expect(
      await t.database.db.select().from(projectDocuments).where(eq(projectDocuments.uuid, filled.document)),
    ).toHaveLength(1);
    // Sent back to PENDING it is a draft again: whoever may edit it may take an entry out.
    await setStatus(t, filled.project, 'PENDING');
    const gst = await actingAs(t.app, 'CLUB_GST_COORDINATOR');
    expect((await del(url, gst)).statusCode).toBe(200);
    expect(await remaining()).toHaveLength(0);
  });

  it("keeps a region project's lists to the roles that may edit it (RP, JRP), the club's officers too", async () => {
    const region = await actingAs(t.app, 'REGION_CHAIRPERSON');
    const acting = { ...region, club: president.club! };
    const project = await createProjectVia(t, acting, { project_type: 'RP' });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/service-project/committee-member/save',
      headers: acting,
      payload: { project_id: project, position: 'Project Chairman', member: own[0]!.uuid },
    });
    expect(added.statusCode, added.body).toBe(200);
    const url = `/api/service-project/delete/PROJECT_COMMITTEE/${added.json().data.uuid}`;
    expect((await del(url, president)).statusCode).toBe(403);
    expect(
      (await del(`/api/service-project/delete/DISTRICT_GOVERNOR_THEME/${project}`, president)).statusCode,
    ).toBe(403);
    expect((await del(url, acting)).statusCode).toBe(200);
  });
});
