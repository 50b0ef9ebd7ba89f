import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../../src/server/db/schema';
import { pinToday } from '../../helpers/pin-today';
import { createTestApp, signedInMember, type SignedInMember, type TestApp } from '../../helpers/test-app';

// Found by `npm run fuzz`: requests any member can send that answered 500 (or left a connection
// stuck) before their fixes.

pinToday();

let t: TestApp;
let cpe: SignedInMember;
let president: SignedInMember;
beforeAll(async () => {
  t = await createTestApp();
  cpe = await signedInMember(t.app, 'CLUBS_PERFORMANCE_EVALUATION');
  president = await signedInMember(t.app, 'CLUB_PRESIDENT');
});
afterAll(() => t.close());

describe('fields named like Object.prototype members', () => {
  it('an unknown field named constructor or toString is a 422 naming it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { mobile: '760802475', toString: ['x'], constructor: [null] },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['constructor', 'toString']);
  });

  it('a report carrying a field named constructor is refused, and not stored', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/activity/common/create',
      headers: president.headers,
      payload: {
        key: 'CONTRIBUTION_DISTRICT_FUNDS',
        month: '08',
        contribution: 500,
        category: 'Other',
        constructor: 1,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('constructor');
    expect(await t.database.db.select().from(activities)).toEqual([]);
  });
});

describe('text PostgreSQL cannot store', () => {
  it('a NUL in a search, a path or a body is a 422 naming the field', async () => {
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/user/role/club-list/se=%00',
      headers: cpe.headers,
    });
    expect(search.statusCode).toBe(422);
    expect(search.json().errors).toEqual({ search: ['The field may not contain NUL characters.'] });
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: { username: 'a\u0000b@example.org', password: 'x' },
    });
    expect(body.statusCode).toBe(422);
  });
});

describe('numbers PostgreSQL cannot store', () => {
  it('a point line id beyond a 32-bit integer is a 422, not a failed query', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/activity/update-points',
      headers: { ...cpe.headers, club: president.headers.club! },
      payload: {
        id: 18446744073709551616,
        status: 'REJECTED',
        uuid: '00000000-0000-4000-8000-000000000000',
        key: 'CLUB_FUNDS_RASING',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('id');
  });
});

describe('malformed bodies', () => {
  it('a multipart body cut short is a 400 that closes the connection', async () => {
    const boundary = 'cut-short';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/member/update/${president.uuid}`,
      headers: { ...president.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="display_name"\r\n\r\nNimal`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers.connection).toBe('close');
  });

  it('a JSON body nested a hundred thousand levels deep is refused, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
