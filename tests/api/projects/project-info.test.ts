import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clubs, projectStatusLogs, serviceProjects } from '../../../src/server/db/schema';
import { photoWithGps } from '../../helpers/images';
import { as, signIn } from '../../helpers/test-app';
import {
  actingAs,
  createProjectVia,
  createWizardApp,
  farClub,
  filePart,
  infoFields,
  PDF,
  png,
  postMultipart,
  projectRow,
  setStatus,
  themeUuid,
  type WizardApp,
} from './wizard';

let t: WizardApp;
let president: Record<string, string>;
let vision: string;

beforeAll(async () => {
  t = await createWizardApp('project-info');
  president = await actingAs(t.app, 'CLUB_PRESIDENT');
  vision = await themeUuid(t, 'vision');
});
afterAll(() => t.close());

const SAVE = '/api/service-project/info/save';
const projectCount = async () => (await t.database.db.select().from(serviceProjects)).length;

/** Step 1 with both files, as the wizard posts it. */
async function saveInfo(headers: Record<string, string>, fields: Record<string, string>, url = SAVE) {
  return postMultipart(t.app, url, headers, {
    ...fields,
    billing_proof: filePart(PDF, 'bill.pdf'),
    int_report_screenshot: filePart(await png(), 'screen.png'),
  });
}

describe('creating a project (step 1)', () => {
  it("creates a PROCESSING project of the officer's club with its code, files, history and audit record", async () => {
    const res = await saveInfo(president, infoFields(vision));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status_code: 200, message: 'Success' });
    const uuid = body.data.uuid as string;

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/service-project/${uuid}/info`,
      headers: president,
    });
    expect(read.statusCode).toBe(200);
    const project = read.json().data;
    expect(project).toMatchObject({
      uuid,
      // A draft takes its code at its first submission.
      project_code: '',
      project_title: 'Free Eye Camp',
      project_type: 'GP',
      status: 'PROCESSING',
      version: 1,
      club: { uuid: president.club, name: 'Lions Club of Colombo Host' },
      theme: { governor_theme: { uuid: vision, theme_key: 'vision' } },
      governor_theme_id: vision,
      venue: 'Colombo Town Hall',
      date: '2026-09-20',
      total_project_cost: 125000.5,
      direct_beneficiaries: 240,
      indirect_beneficiaries: 900,
      large_tree: 0,
      small_tree: 0,
      billing_proof_path: 'pdf',
      int_report_screenshot_path: 'image',
      documents: [],
      waiting_for: null,
    });
    expect(project.statusLogs).toEqual([
      {
        role: 'CLUB_PRESIDENT',
        member: { display_name: 'Ruwan Perera' },
        created_at: expect.any(String),
        status: 'PROCESSING',
        comment: null,
        note: null,
      },
    ]);
    // The estimate was calculated at creation.
    expect(project.projectPoints.length).toBeGreaterThan(0);

    const pdf = await t.app.inject({ method: 'GET', url: project.billing_proof });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'project.create'), eq(auditLog.entityId, uuid)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.role).toBe('CLUB_PRESIDENT');
  });

  it('re-encodes an image upload (its GPS position is gone) and serves it through a signed link', async () => {
    const photo = await photoWithGps();
    const res = await postMultipart(t.app, SAVE, president, {
      ...infoFields(vision),
      billing_proof: filePart(photo, 'bill.jpg'),
      int_report_screenshot: filePart(PDF, 'screen.pdf'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const project = (
      await t.app.inject({
        method: 'GET',
        url: `/api/service-project/${res.json().data.uuid}/info`,
        headers: president,
      })
    ).json().data;
    expect(project.billing_proof).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{24}\.jpg\?exp=\d+&sig=/);
    const served = await t.app.inject({ method: 'GET', url: project.billing_proof });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    // A link whose signature does not match is refused.
    const forged = project.billing_proof.replace(/sig=.{5}/, 'sig=AAAAA');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });

  it('requires every field of step 1, the two files included, and writes nothing', async () => {
    const before = await projectCount();
    const files = t.storedFiles();
    const res = await postMultipart(t.app, SAVE, president, { venue: '   ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      project_title: ['The project title field is required.'],
      project_type: ['The project type field is required.'],
      governor_theme_id: ['The governor theme id field is required.'],
      venue: ['The venue field is required.'],
      date: ['The date field is required.'],
      total_project_cost: ['The total project cost field is required.'],
      direct_beneficiaries: ['The direct beneficiaries field is required.'],
      indirect_beneficiaries: ['The indirect beneficiaries field is required.'],
      description: ['The description field is required.'],
      billing_proof: ['The billing proof field is required.'],
      int_report_screenshot: ['The int report screenshot field is required.'],
    });
    expect(await projectCount()).toBe(before);
    expect(t.storedFiles()).toBe(files);
  });

  it('refuses wrong values field by field, and stores no file of a refused request', async () => {
    const files = t.storedFiles();
    const before = await projectCount();
    const res = await saveInfo(
      president,
      infoFields(vision, {
        project_type: 'XP',
        date: '2026-02-30',
        total_project_cost: 'a lot',
        direct_beneficiaries: '-1',
        governor_theme_id: '00000000-0000-4000-8000-000000000000',
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      project_type: ['The selected project type is invalid.'],
      date: ['The date field must be a valid date.'],
      total_project_cost: ['The total project cost field must be a number.'],
      direct_beneficiaries: ['The direct beneficiaries field must be at least 0.'],
      governor_theme_id: ['The selected governor theme id is invalid.'],
    });
    expect(t.storedFiles()).toBe(files);
    expect(await projectCount()).toBe(before);
  });

  it('refuses a file that is neither a PDF nor an image, and one over 500 KB', async () => {
    const files = t.storedFiles();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await postMultipart(t.app, SAVE, president, {
      ...infoFields(vision),
      billing_proof: filePart(html, 'bill.pdf'),
      int_report_screenshot: filePart(await png(), 'screen.png'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      billing_proof: ['The file must be a PDF or a JPEG, PNG or WebP image.'],
    });
    const big = await postMultipart(t.app, SAVE, president, {
      ...infoFields(vision),
      billing_proof: filePart(PDF, 'bill.pdf'),
      int_report_screenshot: filePart(Buffer.concat([PDF, Buffer.alloc(600 * 1024)]), 'big.pdf'),
    });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.int_report_screenshot).toEqual([
      'The int report screenshot may not be greater than 500 KB.',
    ]);
    expect(t.storedFiles()).toBe(files);
  });

  it('refuses files named as text, in JSON or as a text part', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: SAVE,
      headers: president,
      payload: {
        ...infoFields(vision),
        total_project_cost: 1000,
        direct_beneficiaries: 1,
        indirect_beneficiaries: 2,
        billing_proof: 'someone-elses.pdf',
      },
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.billing_proof).toEqual(['Send files as multipart/form-data.']);
    const text = await postMultipart(t.app, SAVE, president, {
      ...infoFields(vision),
      billing_proof: 'G_e6ZiuOqxOmRr3HltYuPtiq.pdf',
      int_report_screenshot: filePart(PDF),
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.billing_proof).toEqual(['The billing_proof must be a file.']);
  });

  it('applies the theme rule: reforestation keeps large trees, gardening small ones, others neither', async () => {
    const cases = [
      ['reforestation', 120, 0],
      ['gardening_farming', 0, 45],
      ['hunger', 0, 0],
    ] as const;
    for (const [key, large, small] of cases) {
      const res = await saveInfo(
        president,
        infoFields(await themeUuid(t, key), { large_tree: '120', small_tree: '45' }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const row = await projectRow(t, res.json().data.uuid);
      expect([key, row!.largeTree, row!.smallTree]).toEqual([key, large, small]);
    }
  });

  it('lets each role create only the types it may edit', async () => {
    const clubType = await saveInfo(president, infoFields(vision, { project_type: 'RP' }));
    expect(clubType.statusCode).toBe(422);
    expect(clubType.json().errors).toEqual({ project_type: ['The selected project type is invalid.'] });

    const region = await actingAs(t.app, 'REGION_CHAIRPERSON');
    const noClub = await saveInfo(region, infoFields(vision, { project_type: 'RP' }));
    expect(noClub.statusCode).toBe(422);
    expect(noClub.json().errors).toEqual({ club: ['Choose the club the project is for.'] });

    const inRegion = { ...region, club: president.club! };
    const general = await saveInfo(inRegion, infoFields(vision, { project_type: 'GP' }));
    expect(general.json().errors).toEqual({ project_type: ['The selected project type is invalid.'] });
    const regional = await saveInfo(inRegion, infoFields(vision, { project_type: 'RP' }));
    expect(regional.statusCode, regional.body).toBe(200);
    expect((await projectRow(t, regional.json().data.uuid))!.projectType).toBe('RP');

    // A club outside the region role's region is not the role's to create for.
    const far = await farClub(t);
    const outside = await saveInfo(
      { ...region, club: far.club.uuid },
      infoFields(vision, { project_type: 'RP' }),
    );
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toEqual({ club: ['The selected club is invalid.'] });

    const cpe = await actingAs(t.app, 'CLUBS_PERFORMANCE_EVALUATION');
    const joint = await saveInfo(
      { ...cpe, club: far.club.uuid },
      infoFields(vision, { project_type: 'JRP' }),
    );
    expect(joint.statusCode, joint.body).toBe(200);
    const [farRow] = await t.database.db
      .select({ club: clubs.uuid })
      .from(serviceProjects)
      .innerJoin(clubs, eq(clubs.id, serviceProjects.clubId))
      .where(eq(serviceProjects.uuid, joint.json().data.uuid));
    expect(farRow!.club).toBe(far.club.uuid);
  });

  it('refuses creation by roles the spec does not allow (403)', async () => {
    const before = await projectCount();
    for (const role of ['CLUB_MEMBER', 'ZONE_CHAIRPERSON', 'DISTRICT_GOVERNOR', 'REGION_SECRETARY']) {
      const res = await saveInfo(await actingAs(t.app, role), infoFields(vision));
      expect([role, res.statusCode]).toEqual([role, 403]);
    }
    expect(await projectCount()).toBe(before);
  });
});

describe('updating step 1', () => {
  it('saves the fields, keeps the files not sent, replaces (and removes) a file sent, and bumps the version', async () => {
    const uuid = await createProjectVia(t, president);
    const before = await projectRow(t, uuid);
    const files = t.storedFiles();
    const url = `/api/service-project/${uuid}/update-info`;
    const kept = await postMultipart(
      t.app,
      url,
      president,
      infoFields(vision, { venue: 'Galle Face Green' }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toEqual({ status_code: 200, message: 'Success', data: { uuid } });
    const afterKeep = await projectRow(t, uuid);
    expect(afterKeep).toMatchObject({
      venue: 'Galle Face Green',
      billingProof: before!.billingProof,
      intReportScreenshot: before!.intReportScreenshot,
      version: before!.version + 1,
    });
    expect(t.storedFiles()).toBe(files);

    const replaced = await postMultipart(t.app, url, president, {
      ...infoFields(vision),
      billing_proof: filePart(await png('#ebb700'), 'new-bill.png'),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const afterReplace = await projectRow(t, uuid);
    expect(afterReplace!.billingProof).not.toBe(before!.billingProof);
    expect(afterReplace!.billingProof).toMatch(/\.png$/);
    expect(afterReplace!.intReportScreenshot).toBe(before!.intReportScreenshot);
    // The old billing proof went with the change: the store holds as many files as before.
    expect(t.storedFiles()).toBe(files);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'project.update'), eq(auditLog.entityId, uuid)));
    expect(audit).toHaveLength(2);
  });

  it('takes JSON too, with numbers as numbers, keeping both files', async () => {
    const uuid = await createProjectVia(t, president);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/service-project/${uuid}/update-info`,
      headers: president,
      payload: {
        ...infoFields(vision),
        total_project_cost: 99000,
        direct_beneficiaries: 10,
        indirect_beneficiaries: 20,
        large_tree: 5,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await projectRow(t, uuid)).toMatchObject({ totalProjectCost: 99000, largeTree: 0 });
  });

  it('refuses (409) a project that is no longer a draft, and writes nothing', async () => {
    const uuid = await createProjectVia(t, president);
    await setStatus(t, uuid, 'SUBMITTED');
    const before = await projectRow(t, uuid);
    const res = await saveInfo(
      president,
      infoFields(vision, { venue: 'Elsewhere' }),
      `/api/service-project/${uuid}/update-info`,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This project has been submitted; it can no longer be changed.');
    expect(await projectRow(t, uuid)).toEqual(before);

    // A project sent back (PENDING) is a draft again.
    await setStatus(t, uuid, 'PENDING');
    const again = await postMultipart(
      t.app,
      `/api/service-project/${uuid}/update-info`,
      president,
      infoFields(vision),
    );
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses a region project to a club officer (403) and a club type to a region role (422)', async () => {
    const region = { ...(await actingAs(t.app, 'REGION_CHAIRPERSON')), club: president.club! };
    const rp = await createProjectVia(t, region, { project_type: 'RP' });
    const officer = await postMultipart(
      t.app,
      `/api/service-project/${rp}/update-info`,
      president,
      infoFields(vision, { project_type: 'RP' }),
    );
    expect(officer.statusCode).toBe(403);
    const toClubType = await postMultipart(
      t.app,
      `/api/service-project/${rp}/update-info`,
      region,
      infoFields(vision, { project_type: 'GP' }),
    );
    expect(toClubType.statusCode).toBe(422);
    expect(toClubType.json().errors).toEqual({ project_type: ['The selected project type is invalid.'] });
    const gp = await createProjectVia(t, president);
    const regionOnGp = await postMultipart(
      t.app,
      `/api/service-project/${gp}/update-info`,
      region,
      infoFields(vision),
    );
    expect(regionOnGp.statusCode).toBe(403);
  });

  it("answers 404 for another club's project to a club officer", async () => {
    const cpe = await actingAs(t.app, 'CLUBS_PERFORMANCE_EVALUATION');
    const [other] = (await t.database.db.select().from(clubs)).filter((c) => c.uuid !== president.club);
    const uuid = await createProjectVia(t, { ...cpe, club: other!.uuid });
    const res = await postMultipart(
      t.app,
      `/api/service-project/${uuid}/update-info`,
      president,
      infoFields(vision),
    );
    expect(res.statusCode).toBe(404);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/service-project/${uuid}/info`,
      headers: president,
    });
    expect(read.statusCode).toBe(404);
    // The evaluator reaches it, and so does the club's own member.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/service-project/${uuid}/info`, headers: cpe }))
        .statusCode,
    ).toBe(200);
  });
});

describe('hostile multipart bodies', () => {
  it('refuses prototype-polluting field names (400) and huge list indexes (422), writing nothing', async () => {
    const before = await projectCount();
    const proto = await postMultipart(t.app, SAVE, president, {
      ...infoFields(vision),
      '__proto__[admin]': '1',
    });
    expect(proto.statusCode).toBe(400);
    const ctor = await postMultipart(t.app, SAVE, president, {
      ...infoFields(vision),
      'constructor[prototype]': '1',
    });
    expect(ctor.statusCode).toBe(400);
    const huge = await postMultipart(t.app, SAVE, president, { ...infoFields(vision), 'venue[999]': 'x' });
    expect(huge.statusCode).toBe(422);
    const stray = await postMultipart(t.app, SAVE, president, { ...infoFields(vision), is_admin: '1' });
    expect(stray.statusCode).toBe(422);
    expect(stray.json().errors.is_admin).toEqual(['The is admin field is not allowed.']);
    const strayFile = await postMultipart(t.app, SAVE, president, {
      ...infoFields(vision),
      avatar: filePart(PDF),
    });
    expect(strayFile.statusCode).toBe(422);
    expect(await projectCount()).toBe(before);
    // Nothing leaked onto objects' prototypes.
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('refuses a body that is not multipart nor JSON, and a second file in one slot', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: SAVE,
      headers: { ...president, 'content-type': 'text/plain' },
      payload: 'venue=x',
    });
    expect(res.statusCode).toBe(415);
    const form = new FormData();
    for (const [k, v] of Object.entries(infoFields(vision))) form.append(k, v);
    form.append('billing_proof', new Blob([PDF]), 'a.pdf');
    form.append('billing_proof', new Blob([PDF]), 'b.pdf');
    const encoded = new Response(form);
    const twice = await t.app.inject({
      method: 'POST',
      url: SAVE,
      headers: { ...president, 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.billing_proof).toEqual(['The billing_proof field holds one file only.']);
  });
});

describe('the status history', () => {
  it('records the creation as PROCESSING, by the role and member who created it', async () => {
    const { token } = await signIn(t.app, 'CLUB_SECRETARY');
    const secretary = as(token, 'CLUB_SECRETARY').headers as Record<string, string>;
    const uuid = await createProjectVia(t, secretary);
    const row = await projectRow(t, uuid);
    const logs = await t.database.db
      .select()
      .from(projectStatusLogs)
      .where(eq(projectStatusLogs.projectId, row!.id));
    expect(logs.map((l) => [l.status, l.roleCode])).toEqual([['PROCESSING', 'CLUB_SECRETARY']]);
  });
});
