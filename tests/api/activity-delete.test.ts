import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, activityPoints, auditLog } from '../../src/server/db/schema';
import { multipart } from '../helpers/multipart';
import { as, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let president: ReturnType<typeof as>;
let cpe: ReturnType<typeof as>;
beforeAll(async () => {
  t = await createTestApp({ env: { FILES_DIR: `/tmp/club-cms-delete-files-${process.pid}` } });
  const session = await signIn(t.app, 'CLUB_PRESIDENT');
  const club = session.roles[0]!.club!.uuid;
  president = as(session.token, 'CLUB_PRESIDENT', club);
  cpe = as((await signIn(t.app, 'CLUBS_PERFORMANCE_EVALUATION')).token, 'CLUBS_PERFORMANCE_EVALUATION', club);
});
afterAll(() => t.close());

/**
 * Files the club's District Dues for July (the one month the district schedules them), clearing a
 * report an earlier test left there first.
 */
async function fileDues() {
  await t.database.db
    .delete(activities)
    .where(and(eq(activities.key, 'DISTRICT_DUES'), eq(activities.month, '07')));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/district-dues',
    payload: { month: '07', paid: 1, amount: 1000 },
    ...president,
  });
  return res.json().data.uuid as string;
}

describe('deleting a report', () => {
  it('is refused to a club officer while the report is not REJECTED, and allowed once it is', async () => {
    const uuid = await fileDues();
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/district-dues/${uuid}`, ...president });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only a rejected activity can be deleted.');
    await t.database.db.update(activities).set({ status: 'REJECTED' }).where(eq(activities.uuid, uuid));
    const done = await t.app.inject({
      method: 'DELETE',
      url: `/api/activity/${uuid}/delete/DISTRICT_DUES`,
      ...president,
    });
    expect(done.json()).toEqual({ status_code: 200, message: 'Activity has been deleted successfully' });
    expect(await t.database.db.select().from(activities).where(eq(activities.uuid, uuid))).toHaveLength(0);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, uuid));
    expect(audit.map((a) => [a.action, a.role])).toEqual([
      ['activity.submit', 'CLUB_PRESIDENT'],
      ['activity.delete', 'CLUB_PRESIDENT'],
    ]);
  });

  it('is open to the evaluator for any status, with the point lines and the files', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00338d' } })
      .png()
      .toBuffer();
    const withKey = await multipart({
      key: 'DISTRICT_GET_TOGETHER',
      month: '12',
      no_of_lions_members: '20',
      no_of_lions_ladies: '9',
      no_of_others: '3',
      document1: { name: 'a.png', type: 'image/png', bytes: png },
    });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/activity/common/create',
      payload: withKey.payload,
      headers: { ...president.headers, ...withKey.headers },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const report = ok.json().data;
    const [row] = await t.database.db.select().from(activities).where(eq(activities.uuid, report.uuid));
    await t.database.db
      .insert(activityPoints)
      .values({ activityId: row!.id, title: 'Held', crPoints: 5, totalPoints: 5 });
    const photo = report.documents[0].path as string;
    expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/activity/${report.uuid}/delete/DISTRICT_GET_TOGETHER`,
      ...cpe,
    });
    expect(res.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(activityPoints).where(eq(activityPoints.activityId, row!.id)),
    ).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);
  });

  it('answers a wrong key or an unknown report as not found', async () => {
    const uuid = await fileDues();
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/activity/${uuid}/delete/INTERNATIONAL_DUES`,
          ...cpe,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/international-dues/${uuid}`, ...cpe })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/activity/{id}/show?key=', () => {
  it('reads a report of any type by its key', async () => {
    const uuid = await fileDues();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/activity/${uuid}/show?key=DISTRICT_DUES`,
      ...president,
    });
    expect(res.json().data).toMatchObject({ uuid, key: 'DISTRICT_DUES', paid: 1, amount: 1000 });
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/activity/${uuid}/show?key=LADIES_GET_TOGETHER`,
      ...president,
    });
    expect(wrong.statusCode).toBe(404);
  });
});
