import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/server/db/schema';
import { as, createTestApp, signIn, signedInMember, type TestApp } from '../helpers/test-app';

// PUT /api/member/language: the language a user chose for the app, kept on their login and answered
// by their own profile (and by no answer about another member).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const putLanguage = (headers: Pick<InjectOptions, 'headers'>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/member/language', payload: payload as object, ...headers });

const profileOf = async (headers: Pick<InjectOptions, 'headers'>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/member/profile', ...headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as { uuid: string; user: string; language?: string };
};

/** The stored language of a demo login, by its e-mail. */
async function storedLanguage(email: string): Promise<string> {
  const [row] = await t.database.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email, email));
  return row!.language;
}

/** The language changes recorded for a user (by uuid), oldest first. */
async function languageAudit(userUuid: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'language.change'), eq(auditLog.entityId, userUuid)))
    .orderBy(auditLog.id);
}

describe('the language of a user', () => {
  it('is English until the user chooses, and the database refuses any other', async () => {
    const president = await signIn(t.app, 'CLUB_PRESIDENT');
    expect((await profileOf(as(president.token))).language).toBe('en');
    expect(await storedLanguage('club-president@example.org')).toBe('en');
    await expect(
      t.database.db
        .update(users)
        .set({ language: 'fr' as never })
        .where(eq(users.email, 'club-president@example.org')),
    ).rejects.toThrow();
    expect(await storedLanguage('club-president@example.org')).toBe('en');
  });

  it('is set with PUT, answered by the profile from then on, and audited', async () => {
    const president = await signedInMember(t.app, 'CLUB_PRESIDENT');
    const secretary = await signedInMember(t.app, 'CLUB_SECRETARY');
    const userUuid = (await profileOf({ headers: president.headers })).user;

    const res = await putLanguage({ headers: president.headers }, { language: 'si' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_code: 200, message: 'භාෂාව යාවත්කාලීන කරන ලදී', language: 'si' });

    expect((await profileOf({ headers: president.headers })).language).toBe('si');
    // Kept on the server: a new session of the same login answers it too.
    const again = await signIn(t.app, 'CLUB_PRESIDENT');
    expect((await profileOf(as(again.token))).language).toBe('si');
    expect(await storedLanguage('club-president@example.org')).toBe('si');

    // Another user is unaffected.
    expect((await profileOf({ headers: secretary.headers })).language).toBe('en');
    expect(await storedLanguage('club-secretary@example.org')).toBe('en');

    const [entry, ...more] = await languageAudit(userUuid);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      entity: 'user',
      role: 'CLUB_PRESIDENT',
      before: { language: 'en' },
      after: { language: 'si' },
    });
    const [stored] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'club-president@example.org'));
    expect(entry!.userId).toBe(stored!.id);
  });

  it('answers the same again without recording a change, and records the next one', async () => {
    const president = await signIn(t.app, 'CLUB_PRESIDENT');
    const userUuid = president.user;
    const before = (await languageAudit(userUuid)).length;

    const same = await putLanguage(as(president.token), { language: 'si' });
    expect(same.statusCode).toBe(200);
    // The answer speaks the language chosen.
    expect(same.json()).toEqual({ status_code: 200, message: 'භාෂාව යාවත්කාලීන කරන ලදී', language: 'si' });
    expect(await languageAudit(userUuid)).toHaveLength(before);

    // Without the role header too: the operation is for any signed-in user.
    const tamil = await putLanguage(as(president.token), { language: 'ta' });
    expect(tamil.json()).toEqual({ status_code: 200, message: 'மொழி புதுப்பிக்கப்பட்டது', language: 'ta' });
    expect((await profileOf(as(president.token))).language).toBe('ta');
    const entries = await languageAudit(userUuid);
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({
      role: null,
      before: { language: 'si' },
      after: { language: 'ta' },
    });
  });

  it('is only in the profile: another member, or the member seen through member info, has none', async () => {
    const president = await signedInMember(t.app, 'CLUB_PRESIDENT');
    const secretary = await signedInMember(t.app, 'CLUB_SECRETARY');
    for (const [headers, uuid] of [
      [secretary.headers, president.uuid],
      [president.headers, president.uuid],
      [president.headers, secretary.uuid],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/member/info/${uuid}`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).not.toHaveProperty('language');
    }
  });

  it('refuses anything but en, si and ta with 422 in the spec shape, and changes nothing', async () => {
    const treasurer = await signedInMember(t.app, 'CLUB_TREASURER');
    const userUuid = (await profileOf({ headers: treasurer.headers })).user;
    const invalid = 'The selected language is invalid.';
    const cases: [unknown, Record<string, string[]>][] = [
      [{ language: 'fr' }, { language: [invalid] }],
      [{ language: '' }, { language: [invalid] }],
      [{ language: 'EN' }, { language: [invalid] }],
      [{ language: 42 }, { language: ['The language field must be a string.', invalid] }],
      [{ language: null }, { language: ['The language field must be a string.', invalid] }],
      [{}, { language: ['The language field is required.'] }],
      [{ language: 'si', theme: 'dark' }, { theme: ['The theme field is not allowed.'] }],
    ];
    for (const [payload, errors] of cases) {
      const res = await putLanguage({ headers: treasurer.headers }, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toMatchObject({ status_code: 422, message: Object.values(errors)[0]![0], errors });
    }
    expect(await storedLanguage('club-treasurer@example.org')).toBe('en');
    expect((await profileOf({ headers: treasurer.headers })).language).toBe('en');
    expect(await languageAudit(userUuid)).toEqual([]);
  });

  it('needs a session: 401 without one or with an unknown token', async () => {
    for (const headers of [{}, as('not-a-token')]) {
      const res = await putLanguage(headers, { language: 'ta' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status_code: 401,
        message: 'Unauthenticated.',
        message_key: 'auth.unauthenticated',
        message_params: {},
      });
    }
    const after = await signIn(t.app, 'CLUB_ADMINISTRATOR');
    expect((await profileOf(as(after.token))).language).toBe('en');
  });

  it('refuses a role header the user does not hold today, like every role-optional call', async () => {
    const treasurer = await signIn(t.app, 'CLUB_TREASURER');
    const res = await putLanguage(as(treasurer.token, 'CLUB_PRESIDENT'), { language: 'ta' });
    expect(res.statusCode).toBe(403);
    expect(await storedLanguage('club-treasurer@example.org')).toBe('en');
  });
});

describe("the server's messages", () => {
  it("speak the signed-in user's language, with their keys beside them", async () => {
    const gst = await signedInMember(t.app, 'CLUB_GST_COORDINATOR');
    expect((await putLanguage({ headers: gst.headers }, { language: 'si' })).statusCode).toBe(200);
    // The device may say otherwise: the user's own choice wins.
    const res = await putLanguage(
      { headers: { ...gst.headers, 'accept-language': 'ta' } },
      { language: 'fr' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status_code: 422,
      message: 'තෝරාගත් language වලංගු නැත.',
      message_key: 'validation.selectedInvalid',
      message_params: { label: 'language' },
      errors: { language: ['තෝරාගත් language වලංගු නැත.'] },
      error_keys: { language: [{ key: 'validation.selectedInvalid', params: { label: 'language' } }] },
    });
    expect(await storedLanguage('club-gst-coordinator@example.org')).toBe('si');
  });

  it('speak the language the request accepts when no user is known, English for any other', async () => {
    const login = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/member/login',
        payload: { username: 'nobody@example.org', password: 'not-the-password' },
        headers: { 'accept-language': language },
        remoteAddress: '10.9.8.7',
      });
    const said = async (language: string) => (await login(language)).json().message;
    expect(await said('ta')).toBe('பயனர்பெயர் அல்லது கடவுச்சொல் தவறு');
    expect(await said('si-LK,en;q=0.5')).toBe('පරිශීලක නාමය හෝ මුරපදය වැරදියි');
    expect(await said('fr-FR,fr;q=0.9')).toBe('Username or Password is wrong');
    expect((await login('ta')).json()).toMatchObject({
      status_code: 401,
      message_key: 'auth.wrongCredentials',
    });
  });
});
