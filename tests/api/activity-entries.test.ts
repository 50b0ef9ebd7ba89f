import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../src/server/db/schema';
import { multipart } from '../helpers/multipart';
import { as, createTestApp, signIn, type TestApp } from '../helpers/test-app';

const FILES_DIR = `/tmp/club-cms-entry-files-${process.pid}`;
let t: TestApp;
let president: ReturnType<typeof as>;
let clubMembers: { uuid: string; name: string }[];
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const stored = () => readdirSync(FILES_DIR).length;

beforeAll(async () => {
  t = await createTestApp({ env: { FILES_DIR } });
  const session = await signIn(t.app, 'CLUB_PRESIDENT');
  president = as(session.token, 'CLUB_PRESIDENT', session.roles[0]!.club!.uuid);
  clubMembers = (await t.app.inject({ method: 'GET', url: '/api/club-member/list/se=', ...president })).json()
    .data;
});
afterAll(() => t.close());

/** Adds one MAF contribution of a member for October, with both documents. */
async function addContribution(member: string, date: string) {
  const body = await multipart({
    month: '10',
    key: 'MAF_CONTRIBUTION',
    member_id: member,
    date,
    document1: { name: 'application.pdf', type: 'application/pdf', bytes: pdf },
    document2: { name: 'slip.pdf', type: 'application/pdf', bytes: pdf },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/maf-contribution-details',
    payload: body.payload,
    headers: { ...president.headers, ...body.headers },
  });
}

describe('MAF contributions, entry by entry', () => {
  it('adds entries to the month’s one report, lists them as details, and deletes them one by one', async () => {
    const first = await addContribution(clubMembers[0]!.uuid, '2026-10-03');
    expect(first.statusCode, first.body).toBe(200);
    const second = await addContribution(clubMembers[1]!.uuid, '2026-10-09');
    expect(second.statusCode, second.body).toBe(200);
    const uuid = first.json().data.uuid;
    expect(second.json().data.uuid).toBe(uuid);
    expect(stored()).toBe(4);

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/maf-contribution-details/${uuid}`,
      ...president,
    });
    const details = read.json().data.details;
    expect(details).toHaveLength(2);
    expect(details[1]).toMatchObject({
      member_id: { uuid: clubMembers[1]!.uuid, display_name: clubMembers[1]!.name },
      date: '2026-10-09',
      documents: [
        { comments: 'document1', type: 'pdf' },
        { comments: 'document2', type: 'pdf' },
      ],
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/maf-contribution-details/detail/${details[0].uuid}`,
      ...president,
    });
    expect(removed.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/maf-contribution-details/${uuid}`,
      ...president,
    });
    expect(after.json().data.details.map((d: { date: string }) => d.date)).toEqual(['2026-10-09']);
    expect(stored()).toBe(2);

    // With its last entry the report goes, and the month reads Not Submitted again.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/maf-contribution-details/detail/${details[1].uuid}`,
      ...president,
    });
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/maf-contribution-details/${uuid}`,
      ...president,
    });
    expect(gone.statusCode).toBe(404);
    expect(stored()).toBe(0);
  });

  it('refuses entries once the month’s report is decided, and an entry of another type', async () => {
    const first = await addContribution(clubMembers[2]!.uuid, '2026-10-12');
    const { uuid, details } = first.json().data;
    const wrongType = await t.app.inject({
      method: 'DELETE',
      url: `/api/mjf-contribution-details/detail/${details[0].uuid}`,
      ...president,
    });
    expect(wrongType.statusCode).toBe(404);
    await t.database.db.update(activities).set({ status: 'APPROVED' }).where(eq(activities.uuid, uuid));
    const late = await addContribution(clubMembers[3]!.uuid, '2026-10-20');
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({
      month: ['This activity has already been reviewed for this month.'],
    });
    const locked = await t.app.inject({
      method: 'DELETE',
      url: `/api/maf-contribution-details/detail/${details[0].uuid}`,
      ...president,
    });
    expect(locked.statusCode).toBe(422);
    const update = await t.app.inject({
      method: 'POST',
      url: `/api/maf-contribution-details/${uuid}`,
      payload: { member_id: clubMembers[3]!.uuid },
      ...president,
    });
    expect(update.statusCode).toBe(422);
  });
});
