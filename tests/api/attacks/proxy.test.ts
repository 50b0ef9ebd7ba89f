import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

// Hole 8 of the security review: with TRUST_PROXY=true the leftmost X-Forwarded-For entry was the
// client's address, so every guess could claim a new one and the address throttle never bit.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => t.close());

const login = (forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/member/login',
    payload: {
      username: `nobody-${forwardedFor.length}-${Math.random()}@example.org`,
      password: 'wrong-password',
    },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress: '127.0.0.1',
  });

describe('behind a trusted proxy at 127.0.0.1', () => {
  it('the address the proxy saw counts, whatever the caller writes in front of it', async () => {
    for (let i = 0; i < 25; i += 1) {
      expect((await login(`198.51.100.${i}, 203.0.113.7`)).statusCode).toBe(401);
    }
    expect((await login('198.51.100.99, 203.0.113.7')).statusCode).toBe(429);
    expect((await login('198.51.100.99, 203.0.113.8')).statusCode).toBe(401);
  });

  it('a caller that is not the proxy is not believed at all', async () => {
    const direct = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/member/login',
        payload: { username: `direct-${i}@example.org`, password: 'wrong-password' },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        remoteAddress: '192.0.2.50',
      });
    for (let i = 0; i < 25; i += 1) expect((await direct(i)).statusCode).toBe(401);
    expect((await direct(99)).statusCode).toBe(429);
  });
});
