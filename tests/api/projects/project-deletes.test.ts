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

  it('refuses an approved project (409) and every role but the evaluator (403)', async () => {
    const project = await createProjectVia(t, president);
    for (const role of ['CLUB_PRESIDENT', 'REGION_CHAIRPERSON', 'DISTRICT_GOVERNOR', 'CLUB_MEMBER']) {
      const res = await del(`/api/service-project/${project}/delete`, await actingAs(t.app, role));
      expect([role, res.statusCode]).toEqual([role, 403]);
    }
    await setStatus(t, project, 'APPROVED');
    const approved = await del(`/api/service-project/${project}/delete`, cpe);
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toBe('This project has already been approved.');
    expect(await projectRow(t, project)).toBeDefined();
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

  it('is refused once approved (409), to roles other than the four officers (403), and across clubs (404)', async () => {
    const filled = await filledProject();
    const url = `/api/service-project/delete/PROJECT_COMMITTEE/${filled.committee}`;
    for (const role of [
      'CLUBS_PERFORMANCE_EVALUATION',
      'CLUB_GST_COORDINATOR',
      'CLUB_MEMBER',
      'ZONE_CHAIRPERSON',
    ]) {
      const res = await del(url, await actingAs(t.app, role));
      expect([role, res.statusCode]).toEqual([role, 403]);
    }
    expect((await del(url, await actingAs(t.app, 'multi-role'))).statusCode).toBe(404);
    await setStatus(t, filled.project, 'APPROVED');
    const approved = await del(url, president);
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toBe('This project has already been approved.');
    const rows = await t.database.db
      .select()
      .from(projectCommitteeMembers)
      .where(eq(projectCommitteeMembers.uuid, filled.committee));
    expect(rows).toHaveLength(1);
    // Before approval, in review, the officers may still delete entries (spec 3 section 6).
    await setStatus(t, filled.project, 'SUBMITTED');
    const treasurer = await actingAs(t.app, 'CLUB_TREASURER');
    expect((await del(url, treasurer)).statusCode).toBe(200);
  });
});
