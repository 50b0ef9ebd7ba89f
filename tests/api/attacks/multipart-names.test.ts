import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../helpers/multipart';
import { as, createTestApp, signIn, type TestApp } from '../../helpers/test-app';

// Holes 1 and 2 of the security review: a part name reaching Object.prototype broke every sign-in
// until a restart; a huge list index built a sparse array that killed the process.

let t: TestApp;
let member: { token: string; uuid: string };
beforeAll(async () => {
  t = await createTestApp();
  const { token } = await signIn(t.app, 'CLUB_MEMBER');
  const profile = await t.app.inject({ method: 'GET', url: '/api/member/profile', ...as(token) });
  member = { token, uuid: profile.json().data.uuid };
});
afterAll(() => t.close());

/** A profile update with the given extra parts, as the member themself. */
async function profileUpdate(extra: Record<string, string>) {
  const body = await multipart({
    display_name: 'Nimal',
    full_name: 'Nimal Perera',
    mobile: '700000006',
    ...extra,
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/user/member/update/${member.uuid}`,
    payload: body.payload,
    headers: { ...as(member.token, 'CLUB_MEMBER').headers, ...body.headers },
  });
}

describe('multipart part names', () => {
  it.each(['__proto__[x]', 'constructor[prototype][x]', 'display_name[__proto__]', 'prototype'])(
    'a part named %s is refused with 400, and sign-in still works afterwards',
    async (name) => {
      const res = await profileUpdate({ [name]: 'polluted' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('is not allowed');
      expect(({} as Record<string, unknown>).x).toBeUndefined();
      await expect(signIn(t.app, 'CLUB_PRESIDENT')).resolves.toMatchObject({ token: expect.any(String) });
    },
  );

  it.each(['members[4294967294]', 'office_roles[99999999][role_code]', 'office_roles[100][role_code]'])(
    'a list index as large as %s is a 422 before any list is built, and the server lives on',
    async (name) => {
      const res = await profileUpdate({ [name]: 'x' });
      expect(res.statusCode).toBe(422);
      expect(Object.values(res.json().errors).flat().join(' ')).toMatch(/may not have more than 100 items/);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    },
  );

  it('a name nested deeper than four levels or malformed is a 422 naming the field', async () => {
    expect((await profileUpdate({ 'a[b][c][d][e]': 'x' })).json().errors).toHaveProperty('a');
    expect((await profileUpdate({ 'a]b[': 'x' })).statusCode).toBe(422);
  });

  it('a list with a gap or a field sent in two shapes is a 422', async () => {
    const gap = await profileUpdate({
      'office_roles[0][role_code]': 'CLUB_MEMBER',
      'office_roles[5][role_code]': 'x',
    });
    expect(gap.statusCode).toBe(422);
    const twoShapes = await profileUpdate({ spouse: 'a', 'spouse[0]': 'b' });
    expect(twoShapes.statusCode).toBe(422);
  });

  it('a JSON body with a prototype key is refused with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"a","password":"b","__proto__":{"x":1}}',
    });
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
