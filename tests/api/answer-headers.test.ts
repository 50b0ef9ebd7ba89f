import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, as, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What every answer must carry: the app's content policy and helmet's other protections. */
function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("img-src 'self' data: blob:");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).not.toContain('upgrade-insecure-requests');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  it('an answer of the API carries them', async () => {
    const { token } = await signIn(t.app, 'CLUB_PRESIDENT');
    const res = await t.app.inject({ method: 'GET', url: '/api/member/profile', ...as(token) });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
  });

  it('a refusal and an unknown address carry them too', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/api/member/profile' });
    expect(refused.statusCode).toBe(401);
    expectSecurityHeaders(refused.headers);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expectSecurityHeaders(unknown.headers);
  });
});

describe('request ids', () => {
  it('every answer, a refusal included, names its own request, as the log does', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/member/profile' });
    const second = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(first.headers['x-request-id']).toMatch(/\S/);
    expect(second.headers['x-request-id']).toMatch(/\S/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});

describe('what the router refuses before any route', () => {
  it('a path parameter over the length limit: 414 in the spec shape, with the headers', async () => {
    const { token } = await signIn(t.app, 'DISTRICT_GOVERNOR');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/member/club/list/se=${'abc'.repeat(300)}?page=1`,
      ...as(token, 'DISTRICT_GOVERNOR'),
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      status_code: 414,
      message: 'The address is too long.',
      message_key: 'http.addressTooLong',
      message_params: {},
    });
    expectSecurityHeaders(res.headers);
    expect(res.headers['x-request-id']).toMatch(/\S/);
  });

  it('an address that does not decode: 400 in the spec shape, with the headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/member/club/list/se=%E0%A4%A?page=1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status_code: 400,
      message: 'The address is not valid.',
      message_key: 'http.addressInvalid',
      message_params: {},
    });
    expectSecurityHeaders(res.headers);
  });
});
