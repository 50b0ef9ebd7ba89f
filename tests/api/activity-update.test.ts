import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, auditLog, clubs } from '../../src/server/db/schema';
import { multipart } from '../helpers/multipart';
import { as, createTestApp, signIn, type TestApp } from '../helpers/test-app';

const FILES_DIR = `/tmp/club-cms-update-files-${process.pid}`;
let t: TestApp;
let president: ReturnType<typeof as>;
let png: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const stored = () => readdirSync(FILES_DIR).sort();

beforeAll(async () => {
  t = await createTestApp({ env: { FILES_DIR } });
  const session = await signIn(t.app, 'CLUB_PRESIDENT');
  president = as(session.token, 'CLUB_PRESIDENT', session.roles[0]!.club!.uuid);
  png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#003f87' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

/** Sends a multipart body with the president's headers. */
async function send(method: 'POST', url: string, fields: Parameters<typeof multipart>[0]) {
  const body = await multipart(fields);
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...president.headers, ...body.headers },
  });
}
const file = (name: string, bytes: Buffer) => ({ name, type: 'application/octet-stream', bytes });

describe('changing a filed report', () => {
  it('saves the new fields, keeps an unreplaced file, replaces a new one and removes the old', async () => {
    const filed = await send('POST', '/api/financial-statements', {
      month: '09',
      date_of_approval_of_the_board: '2026-09-10',
      document1: file('statement.pdf', pdf),
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const { uuid } = filed.json().data;
    const firstFile = stored();
    expect(firstFile).toHaveLength(1);

    const kept = await send('POST', `/api/financial-statements/${uuid}`, {
      month: '09',
      date_of_approval_of_the_board: '2026-09-12',
      date_of_submission_to_cab_treasurer: '2026-09-20',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      message: 'Activity has been updated successfully',
      data: {
        uuid,
        status: 'SUBMITTED',
        date_of_approval_of_the_board: '2026-09-12',
        date_of_submission_to_cab_treasurer: '2026-09-20',
        documents: [{ comments: 'document1', type: 'pdf' }],
      },
    });
    expect(stored()).toEqual(firstFile);

    const replaced = await send('POST', `/api/financial-statements/${uuid}`, {
      date_of_approval_of_the_board: '2026-09-12',
      document1: file('scan.png', png),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data.documents).toMatchObject([{ comments: 'document1', type: 'image' }]);
    expect(stored()).toHaveLength(1);
    expect(stored()).not.toEqual(firstFile);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, uuid));
    expect(audit.map((a) => a.action)).toEqual(['activity.submit', 'activity.update', 'activity.update']);
  });

  it('changes a type without a slug through the common update, and checks it like a new report', async () => {
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/activity/common/create',
      payload: { key: 'LADIES_GET_TOGETHER', month: '12', no_of_Lion_ladies: 12 },
      ...president,
    });
    const { uuid } = filed.json().data;
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/activity/${uuid}/update`,
      payload: { key: 'LADIES_GET_TOGETHER', no_of_Lion_ladies: 0 },
      ...president,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ no_of_Lion_ladies: ['The no of Lion ladies field is required.'] });
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/activity/${uuid}/update`,
      payload: { key: 'LADIES_GET_TOGETHER', month: '11', no_of_Lion_ladies: 3 },
      ...president,
    });
    expect(moved.json().errors).toEqual({ month: ['The month of a report cannot change.'] });
    const good = await t.app.inject({
      method: 'POST',
      url: `/api/activity/${uuid}/update`,
      payload: { key: 'LADIES_GET_TOGETHER', no_of_Lion_ladies: 14 },
      ...president,
    });
    expect(good.statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/activity/${uuid}/show?key=LADIES_GET_TOGETHER`,
      ...president,
    });
    expect(read.json().data.no_of_Lion_ladies).toBe(14);
  });

  it('refuses a decided report, and a file slot named as text', async () => {
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/international-dues',
      payload: { month: '07', paid: 1, amount: 5000 },
      ...president,
    });
    const { uuid } = filed.json().data;
    const named = await send('POST', `/api/international-dues/${uuid}`, { paid: '1', amount: '6000' });
    expect(named.statusCode).toBe(200);

    const newsletter = await send('POST', '/api/news-letter', {
      month: '08',
      document1: 'someone-elses.pdf',
    });
    expect(newsletter.statusCode).toBe(422);
    expect(newsletter.json().errors.document1).toEqual(['The document1 must be a file.']);

    await t.database.db.update(activities).set({ status: 'APPROVED' }).where(eq(activities.uuid, uuid));
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/international-dues/${uuid}`,
      payload: { paid: 1, amount: 7000 },
      ...president,
    });
    expect(decided.statusCode).toBe(422);
    expect(decided.json().errors).toEqual({
      status: ['An activity that has been approved or rejected can no longer be changed.'],
    });
    const [row] = await t.database.db.select().from(activities).where(eq(activities.uuid, uuid));
    expect((row!.data as { amount: number }).amount).toBe(6000);
  });

  it('refuses a member who is not in the district, and writes nothing', async () => {
    const before = (await t.database.db.select().from(activities)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/activity/common/create',
      payload: {
        key: 'HONORING_PAST_PRESIDENT',
        month: '08',
        date: '2026-08-02',
        member_id: crypto.randomUUID(),
      },
      ...president,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ member_id: ['The selected member is invalid.'] });
    expect(await t.database.db.select().from(activities)).toHaveLength(before);
  });

  it('is closed to roles that do not file reports, and to other clubs', async () => {
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/district-dues',
      payload: { month: '07', paid: 1 },
      ...president,
    });
    const { uuid } = filed.json().data;
    const governor = await signIn(t.app, 'DISTRICT_GOVERNOR');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/district-dues/${uuid}`,
      payload: { paid: 1 },
      ...as(governor.token, 'DISTRICT_GOVERNOR'),
    });
    expect(refused.statusCode).toBe(403);
    const [other] = (await t.database.db.select().from(clubs)).filter(
      (c) => c.uuid !== president.headers!.club,
    );
    const cpe = await signIn(t.app, 'CLUBS_PERFORMANCE_EVALUATION');
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/district-dues',
      payload: { month: '07', paid: 1 },
      ...as(cpe.token, 'CLUBS_PERFORMANCE_EVALUATION', other!.uuid),
    });
    const hidden = await t.app.inject({
      method: 'POST',
      url: `/api/district-dues/${theirs.json().data.uuid}`,
      payload: { paid: 1 },
      ...president,
    });
    expect(hidden.statusCode).toBe(404);
    const [mine] = await t.database.db.select().from(activities).where(eq(activities.uuid, uuid));
    expect(mine!.status).toBe('SUBMITTED');
  });
});
