import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, smsOutbox, users } from '../../src/server/db/schema';
import { as, createTestApp, lastSmsTo, resetTokenOf, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://cms.example.org' } });
});
afterAll(() => t.close());

const SENT = 'Password reset details has been sent your phone please check.';

const forgot = (mobile: unknown, remoteAddress = '10.3.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { mobile }, remoteAddress });

const reset = (payload: object) => t.app.inject({ method: 'POST', url: '/api/reset-password', payload });

async function mobileOf(email: string) {
  const [u] = await t.database.db.select().from(users).where(eq(users.email, email));
  return u!.mobile!;
}

async function outboxRowTo(mobile: string) {
  await t.app.background.drain();
  const [row] = await t.database.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.toMobile, mobile))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return row;
}

/** The reset secret of the newest SMS to a mobile, as the phone received it. */
async function tokenSentTo(mobile: string): Promise<string> {
  return resetTokenOf((await lastSmsTo(t, mobile))!.text);
}

describe('POST /api/forgot-password', () => {
  it('sends a reset link by SMS and answers status_code 200 with the notice', async () => {
    const mobile = await mobileOf('region-chairperson@example.org');
    const res = await forgot(mobile);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_code: 200, message: SENT });
    expect((await lastSmsTo(t, mobile))?.text).toMatch(
      /https:\/\/cms\.example\.org\/reset-password\?token=[\w-]{43}/,
    );
    // The outbox keeps the message with the secret withheld: nothing in the database can be replayed.
    const row = await outboxRowTo(mobile);
    expect(row).toMatchObject({ purpose: 'password_reset', status: 'sent' });
    expect(row!.body).toContain('https://cms.example.org/reset-password?token=[withheld]');
  });

  it('accepts the number with its leading 0 and as a number', async () => {
    const mobile = await mobileOf('region-gst-coordinator@example.org');
    expect((await forgot(`0${mobile}`, '10.3.0.2')).statusCode).toBe(200);
    expect((await forgot(Number(mobile), '10.3.0.2')).statusCode).toBe(200);
  });

  it('answers an unknown number exactly as a known one, and sends nothing', async () => {
    const res = await forgot('779999999', '10.3.0.3');
    expect(res.json()).toEqual({ status_code: 200, message: SENT });
    expect(await lastSmsTo(t, '779999999')).toBeUndefined();
    expect(await outboxRowTo('779999999')).toBeUndefined();
  });

  it('refuses what is not a mobile number with 422', async () => {
    const res = await forgot('12ab', '10.3.0.4');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.mobile).toEqual(['The mobile must be a valid mobile number (777xxxxxx).']);
  });

  it('refuses a missing mobile with 422', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ mobile: ['The mobile field is required.'] });
  });

  it('throttles a number after 3 requests in an hour', async () => {
    const mobile = await mobileOf('region-get-coordinator@example.org');
    for (let i = 0; i < 3; i++) expect((await forgot(mobile, `10.4.${i}.1`)).statusCode).toBe(200);
    const blocked = await forgot(mobile, '10.4.9.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many password reset requests\./);
  });

  it('throttles an address after 10 requests in 15 minutes', async () => {
    for (let i = 0; i < 10; i++) await forgot(`77000${String(i).padStart(4, '0')}`, '10.5.0.1');
    expect((await forgot('771110000', '10.5.0.1')).statusCode).toBe(429);
  });
});

describe('POST /api/reset-password', () => {
  it('sets the new password once, signs out every session, and the link cannot be used again', async () => {
    const mobile = await mobileOf('region-cpe-coordinator@example.org');
    const before = await signIn(t.app, 'REGION_CPE_COORDINATOR');
    await forgot(mobile, '10.6.0.1');
    const token = await tokenSentTo(mobile);

    const res = await reset({ token, password: 'new-password-1', password_confirmation: 'new-password-1' });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/roles', ...as(before.token) })).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: { username: mobile, password: 'new-password-1' },
    });
    expect(login.statusCode).toBe(200);

    const again = await reset({ token, password: 'new-password-2', password_confirmation: 'new-password-2' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual(['This password reset link is invalid or has expired.']);
  });

  it('refuses an expired link', async () => {
    const mobile = await mobileOf('region-gmt-coordinator@example.org');
    await forgot(mobile, '10.6.0.2');
    const token = await tokenSentTo(mobile);
    await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await reset({ token, password: 'new-password-1', password_confirmation: 'new-password-1' });
    expect(res.statusCode).toBe(422);
  });

  it('checks the new password before the link', async () => {
    const res = await reset({ token: 'x', password: 'short', password_confirmation: 'short' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: ['The password must be at least 8 characters.'] });
  });
});
