import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectDocuments } from '../../../src/server/db/schema';
import { referencedFiles, sweepOrphanFiles } from '../../../src/server/services/files/orphan-sweep';
import { checkConsistency } from '../../../src/server/services/files/consistency';
import {
  actingAs,
  createProjectVia,
  createWizardApp,
  filePart,
  PDF,
  png,
  postMultipart,
  projectRow,
  setStatus,
  type WizardApp,
} from './wizard';

let t: WizardApp;
let president: Record<string, string>;

beforeAll(async () => {
  t = await createWizardApp('project-documents');
  president = await actingAs(t.app, 'CLUB_PRESIDENT');
});
afterAll(() => t.close());

const upload = (project: string, fields: Parameters<typeof postMultipart>[3], headers = president) =>
  postMultipart(t.app, `/api/service-project/${project}/document`, headers, fields);
const documentCount = async (project: string) =>
  (
    await t.database.db
      .select()
      .from(projectDocuments)
      .where(eq(projectDocuments.projectId, (await projectRow(t, project))!.id))
  ).length;

describe('photos and documents (step 5)', () => {
  it('attaches a photo, re-encoded, answered as a signed link that downloads, with the role that attached it', async () => {
    const project = await createProjectVia(t, president);
    const photo = await png('#ebb700', 64);
    const res = await upload(project, {
      type: 'Photo 01',
      comments: 'Opening',
      document: filePart(photo, 'p.png'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      uuid: expect.any(String),
      type: 'image',
      document_type: 'Photo 01',
      path: expect.stringMatching(/^\/api\/files\/[A-Za-z0-9_-]{24}\.png\?exp=\d+&sig=[A-Za-z0-9_-]{43}$/),
      comments: 'Opening',
      role: { name: 'Club President' },
      created_at: expect.any(String),
    });
    const served = await t.app.inject({ method: 'GET', url: data.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();
    expect((await pixels(served.rawPayload)).equals(await pixels(photo))).toBe(true);

    const pdf = await upload(project, { type: 'Project Report', document: filePart(PDF, 'r.pdf') });
    expect(pdf.json().data).toMatchObject({ type: 'pdf', document_type: 'Project Report', comments: null });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/service-project/${project}/info`,
      headers: president,
    });
    expect(detail.json().data.documents.map((d: { document_type: string }) => d.document_type)).toEqual([
      'Photo 01',
      'Project Report',
    ]);
  });

  it('needs a type of the list (or none) and a file: a PDF or an image of at most 500 KB; stores nothing refused', async () => {
    const project = await createProjectVia(t, president);
    const files = t.storedFiles();
    const noFile = await upload(project, { type: 'Photo 02' });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toEqual({ document: ['The document field is required.'] });
    const badType = await upload(project, { type: 'Selfie', document: filePart(PDF) });
    expect(badType.json().errors).toEqual({ type: ['The selected type is invalid.'] });
    const script = await upload(project, {
      type: 'Photo 02',
      document: filePart(Buffer.from('#!/bin/sh\nrm -rf /\n'), 'photo.png'),
    });
    expect(script.json().errors).toEqual({
      document: ['The file must be a PDF or a JPEG, PNG or WebP image.'],
    });
    const big = await upload(project, {
      type: 'Photo 02',
      document: filePart(Buffer.concat([PDF, Buffer.alloc(520 * 1024)]), 'big.pdf'),
    });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.document).toEqual(['The document may not be greater than 500 KB.']);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/service-project/${project}/document`,
      headers: president,
      payload: { type: 'Photo 02' },
    });
    expect(json.statusCode).toBe(415);
    expect(t.storedFiles()).toBe(files);
    expect(await documentCount(project)).toBe(0);
  });

  it("takes the spec's payload (document and comments, no type): the type the comments name, else a photo slot or a report", async () => {
    const project = await createProjectVia(t, president);
    const typeOf = async (fields: Parameters<typeof postMultipart>[3]) => {
      const res = await upload(project, fields);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.document_type as string;
    };
    expect(
      await typeOf({ document: filePart(PDF), comments: 'The project cost bill from the optician' }),
    ).toBe('Project Cost Bill');
    expect(await typeOf({ document: filePart(await png('#aa3311')), comments: 'At the clinic' })).toBe(
      'Photo 01',
    );
    expect(await typeOf({ document: filePart(await png('#11aa33')) })).toBe('Photo 02');
    expect(await typeOf({ document: filePart(PDF), comments: 'Minutes and summary' })).toBe('Project Report');
    expect(await typeOf({ document: filePart(PDF), type: '', comments: 'attendance sheets, signed' })).toBe(
      'Attendance Sheets',
    );
    expect(await documentCount(project)).toBe(5);
  });

  it('refuses a submitted project (409), roles that may not edit it (403), and other clubs (404)', async () => {
    const project = await createProjectVia(t, president);
    await setStatus(t, project, 'SUBMITTED');
    const files = t.storedFiles();
    const late = await upload(project, { type: 'Photo 03', document: filePart(PDF) });
    expect(late.statusCode).toBe(409);
    expect(t.storedFiles()).toBe(files);
    await setStatus(t, project, 'PENDING');
    const region = await actingAs(t.app, 'REGION_CHAIRPERSON');
    expect((await upload(project, { type: 'Photo 03', document: filePart(PDF) }, region)).statusCode).toBe(
      403,
    );
    const multi = await actingAs(t.app, 'multi-role');
    expect((await upload(project, { type: 'Photo 03', document: filePart(PDF) }, multi)).statusCode).toBe(
      404,
    );
    expect(await documentCount(project)).toBe(0);
  });
});

describe('deleting a document', () => {
  it('removes the document and its file: message success', async () => {
    const project = await createProjectVia(t, president);
    const res = await upload(project, { type: 'News papers', document: filePart(PDF) });
    const doc = res.json().data;
    const files = t.storedFiles();
    const version = (await projectRow(t, project))!.version;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/document/delete/${doc.uuid}`,
      headers: president,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ status_code: 200, message: 'success' });
    expect(t.storedFiles()).toBe(files - 1);
    expect((await t.app.inject({ method: 'GET', url: doc.path })).statusCode).toBe(404);
    expect(await documentCount(project)).toBe(0);
    expect((await projectRow(t, project))!.version).toBe(version + 1);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/document/delete/${doc.uuid}`,
      headers: president,
    });
    expect(again.statusCode).toBe(404);
  });

  it('is for the roles that may edit the project, its club only, and only while it is a draft', async () => {
    const project = await createProjectVia(t, president);
    const doc = (await upload(project, { type: 'Social Media', document: filePart(PDF) })).json().data;
    const url = `/api/document/delete/${doc.uuid}`;
    for (const role of ['CLUB_MEMBER', 'REGION_CHAIRPERSON', 'ZONE_CHAIRPERSON']) {
      const res = await t.app.inject({ method: 'DELETE', url, headers: await actingAs(t.app, role) });
      expect([role, res.statusCode]).toEqual([role, 403]);
    }
    const multi = await actingAs(t.app, 'multi-role');
    expect((await t.app.inject({ method: 'DELETE', url, headers: multi })).statusCode).toBe(404);
    await setStatus(t, project, 'APPROVED');
    const approved = await t.app.inject({ method: 'DELETE', url, headers: president });
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toBe('This project has already been approved.');
    // Under review the evidence stays as the reviewers saw it.
    await setStatus(t, project, 'ZONE_CHAIRPERSON_REVIEW');
    const secretary = await actingAs(t.app, 'CLUB_SECRETARY');
    expect((await t.app.inject({ method: 'DELETE', url, headers: secretary })).statusCode).toBe(409);
    expect(await documentCount(project)).toBe(1);
    // Sent back, it is a draft again: the club's GST coordinator, who may add it, may take it out.
    await setStatus(t, project, 'PENDING');
    const gst = await actingAs(t.app, 'CLUB_GST_COORDINATOR');
    expect((await t.app.inject({ method: 'DELETE', url, headers: gst })).statusCode).toBe(200);
    expect(await documentCount(project)).toBe(0);
  });
});

describe('project files and the orphan sweep', () => {
  it('counts billing proofs, screenshots and documents as referenced, so neither sweep nor check loses them', async () => {
    const project = await createProjectVia(t, president);
    await upload(project, { type: 'Photo 04', document: filePart(PDF) });
    const row = await projectRow(t, project);
    const [doc] = await t.database.db
      .select()
      .from(projectDocuments)
      .where(eq(projectDocuments.projectId, row!.id));
    const referenced = await referencedFiles(t.database.db);
    expect(referenced.has(row!.billingProof!)).toBe(true);
    expect(referenced.has(row!.intReportScreenshot!)).toBe(true);
    expect(referenced.has(doc!.path)).toBe(true);
    const files = t.storedFiles();
    const removed = await sweepOrphanFiles(t.database.db, t.app.files, new Date(Date.now() + 60_000));
    expect(removed).not.toContain(doc!.path);
    expect(removed).not.toContain(row!.billingProof);
    expect(t.storedFiles()).toBe(files - removed.length);
    const report = await checkConsistency(t.database.db, t.app.files, t.app.activityCatalogue);
    expect(report.missingFiles).toEqual([]);
    expect(report.orphanFiles).toEqual([]);
  });
});
