import { Writable } from 'node:stream';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config/config';
import { smsOutbox } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed/seed-demo';
import { createTestDatabase } from '../helpers/test-database';

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let close: () => Promise<void>;
let app: Awaited<ReturnType<typeof buildApp>>;
let db: Awaited<ReturnType<typeof createTestDatabase>>['database']['db'];

beforeAll(async () => {
  const { database, dispose } = await createTestDatabase();
  db = database.db;
  await seedDemo(database.db, { clubs: 2, membersPerClub: 3 });
  const config = loadConfig({
    NODE_ENV: 'production',
    SEED: 'none',
    LOG_LEVEL: 'trace',
    STATIC_DIR: '/none',
  });
  // The production logger configuration, writing to a sink the test reads.
  app = await buildApp({ config, database, logStream: sink });
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
    const [sms] = await db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(1);
    const resetToken = /token=([\w-]+)/.exec(sms!.body)![1]!;

    const log = lines.join('');
    expect(log).toContain('request completed');
    expect(log).toContain('SMS recorded in the outbox');
    for (const secret of [password, 'brand-new-secret', token, resetToken, '700000001']) {
      expect(log).not.toContain(secret);
    }
  });
});
