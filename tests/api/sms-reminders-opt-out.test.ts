import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/server/db/schema';
import { as, createTestApp, signIn, signedInMember, type TestApp } from '../helpers/test-app';

// PUT /api/member/sms-reminders: a user turns the daily reminder SMS off (and on again) in the profile.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const putReminders = (headers: Pick<InjectOptions, 'headers'>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/member/sms-reminders', payload: payload as object, ...headers });

const profileOf = async (headers: Pick<InjectOptions, 'headers'>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/member/profile', ...headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as { user: string; sms_reminders?: boolean };
};

/** The stored setting of a demo login, by its e-mail. */
async function stored(email: string): Promise<boolean> {
  const [row] = await t.database.db
    .select({ on: users.smsReminders })
    .from(users)
    .where(eq(users.email, email));
  return row!.on;
}

describe('the SMS reminders setting', () => {
  it('is on until the user turns it off; the change is kept, answered by the profile and audited', async () => {
    const president = await signedInMember(t.app, 'CLUB_PRESIDENT');
    const userUuid = (await profileOf({ headers: president.headers })).user;
    expect((await profileOf({ headers: president.headers })).sms_reminders).toBe(true);

    const off = await putReminders({ headers: president.headers }, { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ status_code: 200, message: 'SMS reminders updated', sms_reminders: false });
    expect((await profileOf({ headers: president.headers })).sms_reminders).toBe(false);
    expect(await stored('club-president@example.org')).toBe(false);
    // The same again records nothing more.
    expect((await putReminders({ headers: president.headers }, { enabled: false })).statusCode).toBe(200);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'smsReminders.change'), eq(auditLog.entityId, userUuid)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      entity: 'user',
      before: { sms_reminders: true },
      after: { sms_reminders: false },
    });

    expect((await putReminders({ headers: president.headers }, { enabled: true })).statusCode).toBe(200);
    expect(await stored('club-president@example.org')).toBe(true);
  });

  it('refuses anything but a boolean with 422 and changes nothing', async () => {
    const treasurer = await signedInMember(t.app, 'CLUB_TREASURER');
    for (const payload of [{}, { enabled: 'no' }, { enabled: null }, { enabled: false, extra: 1 }]) {
      const res = await putReminders({ headers: treasurer.headers }, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toMatchObject({ status_code: 422, errors: expect.any(Object) });
    }
    expect(await stored('club-treasurer@example.org')).toBe(true);
  });

  it('needs a session', async () => {
    expect((await putReminders(as('not-a-token'), { enabled: false })).statusCode).toBe(401);
    const secretary = await signIn(t.app, 'CLUB_SECRETARY');
    expect((await profileOf(as(secretary.token))).sms_reminders).toBe(true);
  });
});
