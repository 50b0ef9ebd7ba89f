import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../../src/server/db/schema';
import { multipart } from '../../helpers/multipart';
import { pinToday } from '../../helpers/pin-today';
import { createTestApp, signedInMember, type SignedInMember, type TestApp } from '../../helpers/test-app';

// Hole 12 of the security review: a report was accepted for a month outside the edit window and
// for a month its type is not scheduled in, and MAF/MJF entries were added outside the window.

// 10 March: the months from July to February are closed (the month 05 boundary), March on is open.
pinToday('2027-03-10');

let t: TestApp;
let president: SignedInMember;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  president = await signedInMember(t.app, 'CLUB_PRESIDENT');
  member = (await signedInMember(t.app, 'CLUB_MEMBER')).uuid;
});
afterAll(() => t.close());

const file = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: president.headers });

const closed = { month: ['Previous or future months activities are disabled'] };

describe('a new report', () => {
  it('is refused for a month before the edit window, and nothing is written', async () => {
    const res = await file('/api/activity/common/create', {
      key: 'CONTRIBUTION_DISTRICT_FUNDS',
      month: '01',
      contribution: 5000,
      category: 'Other',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(closed);
    expect(await t.database.db.select().from(activities)).toEqual([]);
  });

  it('is refused for a month its type is not scheduled in', async () => {
    const res = await file('/api/district-dues', { month: '03', paid: 1, amount: 1000 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ month: ['This activity is not scheduled for that month.'] });
  });

  it('is accepted for a scheduled month inside the window', async () => {
    const res = await file('/api/activity/common/create', {
      key: 'CONTRIBUTION_DISTRICT_FUNDS',
      month: '03',
      contribution: 5000,
      category: 'Other',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('MAF entries', () => {
  const addEntry = async (month: string) => {
    const body = await multipart({ key: 'MAF_CONTRIBUTION', month, member_id: member, date: '2027-03-01' });
    return t.app.inject({
      method: 'POST',
      url: '/api/maf-contribution-details',
      payload: body.payload,
      headers: { ...president.headers, ...body.headers },
    });
  };

  it('are refused outside the window', async () => {
    const res = await addEntry('02');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(closed);
  });

  it('stop at 50 a report: the 51st is refused and not stored', async () => {
    for (let i = 0; i < 50; i += 1) expect((await addEntry('04')).statusCode).toBe(200);
    const refused = await addEntry('04');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ details: ['A report holds at most 50 entries.'] });
    const [report] = await t.database.db
      .select()
      .from(activities)
      .where(eq(activities.key, 'MAF_CONTRIBUTION'));
    expect((report!.data as { details: unknown[] }).details).toHaveLength(50);
  });
});
