import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config/config';
import { seedDemo } from '../../src/server/db/seed/seed-demo';
import { resetTokenOf } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

const delivered: string[] = [];
let close: () => Promise<void>;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  const { database, dispose } = await createTestDatabase();
  await seedDemo(database.db, { clubs: 2, membersPerClub: 3 });
  const config = loadConfig({
    NODE_ENV: 'production',
    SEED: 'none',
    LOG_LEVEL: 'trace',
    STATIC_DIR: '/none',
  });
  // The production logger configuration, writing to a sink the test reads.
  app = await buildApp({
    config,
    database,
    logStream: sink,
    smsDelivery: async ({ text }) => {
      delivered.push(text);
    },
  });
  close = async () => {
    await app.close();
    await dispose();
  };
});
afterAll(() => close());

describe('the log', () => {
  it('never holds a password, a session token or a reset link', async () => {
    const password = 'lions-demo-2026';
    const login = await app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: { username: 'club-president@example.org', password },
    });
    const token = login.json().token as string;
    await app.inject({
      method: 'GET',
      url: '/api/user/roles',
      headers: { authorization: `Bearer ${token}` },
    });
    await app.inject({
      method: 'PATCH',
      url: '/api/member/password',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        old_password: password,
        password: 'brand-new-secret',
        password_confirmation: 'brand-new-secret',
      },
    });
    await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { mobile: '700000001' } });
    await app.background.drain();
    const resetToken = resetTokenOf(delivered.at(-1)!);
    // The reset link and the app-login token travel in query strings: those never reach the log.
    await app.inject({ method: 'GET', url: `/reset-password?token=${resetToken}` });
    await app.inject({ method: 'GET', url: `/app-login?username=a%40b.org&token=${token}&appos=android` });
    await app.inject({ method: 'GET', url: `/api/health?token=${resetToken}` });

    const log = lines.join('');
    expect(log).toContain('request completed');
    expect(log).toContain('SMS sent');
    expect(log).toContain('/reset-password?[redacted]');
    expect(log).toContain('/app-login?[redacted]');
    expect(log).toContain('/api/health?token=[redacted]');
    // Timings are numbers whose digits can spell anything (a responseTime of 1.14377000000013
    // once held the phone number); secrets travel in strings, so the timings are left out.
    const logWithoutTimings = log.replace(/"(time|responseTime)":[\d.e+-]+/g, '');
    for (const secret of [password, 'brand-new-secret', token, resetToken, '700000001']) {
      expect(logWithoutTimings).not.toContain(secret);
    }
  });
});
