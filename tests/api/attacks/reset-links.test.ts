import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, smsOutbox, users } from '../../../src/server/db/schema';
import { DEMO_PASSWORD } from '../../../src/server/db/seed/demo-logins';
import { createTestApp, lastSmsTo, resetTokenOf, signedInMember, type TestApp } from '../../helpers/test-app';

// Holes 10 and 11 of the security review: forgot-password did its work for known numbers only (so
// its timing told who has an account), the outbox kept working reset links, and open links
// survived a password change, another reset and a mobile change.

let release: () => void = () => undefined;
let gate: Promise<void> = Promise.resolve();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ smsDelivery: () => gate });
});
afterAll(() => t.close());

const forgot = (mobile: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { mobile }, remoteAddress });

const resetWith = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: { token, password: 'fresh-password-1', password_confirmation: 'fresh-password-1' },
  });

async function linkFor(mobile: string, remoteAddress: string): Promise<string> {
  await forgot(mobile, remoteAddress);
  return resetTokenOf((await lastSmsTo(t, mobile))!.text);
}

describe('forgot-password', () => {
  it('answers before any SMS goes out, for a known number as for an unknown one', async () => {
    gate = new Promise((resolve) => (release = resolve));
    const member = await signedInMember(t.app, 'REGION_GST_COORDINATOR');
    const known = await forgot(member.mobile, '10.40.0.1');
    const unknown = await forgot('779999998', '10.40.0.2');
    // The delivery is still held: the answers did not wait for it.
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(unknown.json());
    expect(t.smsInbox.filter((s) => s.to === member.mobile)).toEqual([]);
    release();
    gate = Promise.resolve();
    expect((await lastSmsTo(t, member.mobile))?.text).toContain('reset-password?token=');
  });

  it('keeps no working link in the outbox', async () => {
    const rows = await t.database.db.select().from(smsOutbox);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.body).not.toMatch(/token=[\w-]{20,}/);
  });
});

describe('open reset links are cancelled', () => {
  it('by a newer link', async () => {
    const member = await signedInMember(t.app, 'REGION_GET_COORDINATOR');
    const first = await linkFor(member.mobile, '10.41.0.1');
    const second = await linkFor(member.mobile, '10.41.0.2');
    expect((await resetWith(first)).statusCode).toBe(422);
    expect((await resetWith(second)).statusCode).toBe(200);
  });

  it('by a password change', async () => {
    const member = await signedInMember(t.app, 'REGION_CPE_COORDINATOR');
    const link = await linkFor(member.mobile, '10.42.0.1');
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/member/password',
      headers: member.headers,
      payload: {
        old_password: DEMO_PASSWORD,
        password: 'changed-pass-1',
        password_confirmation: 'changed-pass-1',
      },
    });
    expect(change.statusCode).toBe(200);
    expect((await resetWith(link)).statusCode).toBe(422);
  });

  it('by a completed reset (every other open link of the user goes too)', async () => {
    const member = await signedInMember(t.app, 'DISTRICT_LCIF_COORDINATOR');
    const link = await linkFor(member.mobile, '10.43.0.1');
    expect((await resetWith(link)).statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.mobile, member.mobile));
    const open = await t.database.db
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, user!.id), isNull(passwordResets.usedAt)));
    expect(open).toEqual([]);
  });
});
