import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config/config';
import type { Database } from '../../src/server/db/database';
import { clubs } from '../../src/server/db/schema';
import { DEMO_PASSWORD, demoLoginEmail } from '../../src/server/db/seed/demo-logins';
import { seedDemo } from '../../src/server/db/seed/seed-demo';
import type { SmsDelivery } from '../../src/server/services/sms/sms-sender';
import { createTestDatabase } from './test-database';

/** An SMS as it reached the phone (the outbox table keeps it with its secrets withheld). */
export interface DeliveredSms {
  to: string;
  text: string;
}

/** An app built in-process on its own database, seeded with a small demo district. */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** On PostgreSQL, the database's address: another app may serve the same district. */
  databaseUrl?: string;
  /** Every SMS delivered, oldest first. */
  smsInbox: DeliveredSms[];
  close(): Promise<void>;
}

/**
 * The newest SMS delivered to a mobile, once the background work (reset links are sent after the
 * answer) has finished; undefined when none came.
 */
export async function lastSmsTo(t: TestApp, mobile: string): Promise<DeliveredSms | undefined> {
  await t.app.background.drain();
  return t.smsInbox.filter((sms) => sms.to === mobile).at(-1);
}

/** The reset secret of a text holding a reset link. */
export function resetTokenOf(text: string): string {
  const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1]!;
}

/**
 * Builds the app on a fresh database; `seed: false` leaves it empty. Given `database` (another
 * process's connection to a database already made), it serves that one and leaves it as it is.
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    smsDelivery?: SmsDelivery;
    database?: Database;
  } = {},
): Promise<TestApp> {
  const { database, url, dispose } = options.database
    ? { database: options.database, url: undefined, dispose: () => options.database!.close() }
    : await createTestDatabase();
  if (options.seed !== false && !options.database)
    await seedDemo(database.db, { clubs: 3, membersPerClub: 5 });
  const config = loadConfig({
    NODE_ENV: 'test',
    SEED: 'none',
    LOG_LEVEL: 'silent',
    STATIC_DIR: '/nonexistent-client-build',
    ...options.env,
  });
  const smsInbox: DeliveredSms[] = [];
  const app = await buildApp({
    config,
    database,
    logger: options.env?.LOG_LEVEL ? undefined : false,
    smsDelivery: async (sms) => {
      await options.smsDelivery?.(sms);
      smsInbox.push({ to: sms.to, text: sms.text });
    },
  });
  await app.ready();
  return {
    app,
    database,
    databaseUrl: url,
    smsInbox,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

/** Signs a demo login in (by role, e.g. 'CLUB_PRESIDENT', or 'multi-role') and answers the login body. */
export async function signIn(app: FastifyInstance, who: string, remoteAddress = '127.0.0.1') {
  const username = who.includes('@')
    ? who
    : who === 'multi-role'
      ? 'multi-role@example.org'
      : demoLoginEmail(who);
  const res = await app.inject({
    method: 'POST',
    url: '/api/member/login',
    payload: { username, password: DEMO_PASSWORD },
    remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json() as {
    token: string;
    user: string;
    roles: { name: string; club: { uuid: string; name: string } | null }[];
  };
}

/** Inject options with the bearer token and the role and club headers a signed-in client sends. */
export function as(token: string, role?: string, club?: string): Pick<InjectOptions, 'headers'> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (role) headers.role = role;
  if (club) headers.club = club;
  return { headers };
}

/**
 * The headers of demo logins acting in a role (the login's first club, where the role has one),
 * for the app `app()` answers when asked; each login and role signs in once.
 */
export function actingHeaders(app: () => FastifyInstance) {
  const signedIn = new Map<string, Record<string, string>>();
  return async (who: string, role = who): Promise<Record<string, string>> => {
    const id = `${who}:${role}`;
    if (!signedIn.has(id)) {
      const session = await signIn(app(), who);
      const held = session.roles.find((r) => r.name === role) ?? session.roles[0]!;
      signedIn.set(id, as(session.token, held.name, held.club?.uuid).headers as Record<string, string>);
    }
    return signedIn.get(id)!;
  };
}

/** A club row's id and uuid. */
export interface ClubRef {
  id: number;
  uuid: string;
}

/**
 * The demo club of the club-level logins (`own`) and a club that no demo login belongs to (`other`:
 * neither the demo club nor the multi-role president's), for the own-club rules.
 */
export async function demoClubs(t: TestApp): Promise<{ own: ClubRef; other: ClubRef }> {
  const owned = new Set<string>();
  for (const who of ['CLUB_PRESIDENT', 'multi-role']) {
    for (const role of (await signIn(t.app, who)).roles) if (role.club) owned.add(role.club.uuid);
  }
  const own = (await signIn(t.app, 'CLUB_PRESIDENT')).roles[0]!.club!.uuid;
  const all = await t.database.db.select({ id: clubs.id, uuid: clubs.uuid }).from(clubs);
  return { own: all.find((c) => c.uuid === own)!, other: all.find((c) => !owned.has(c.uuid))! };
}

/** A demo login signed in, acting in its role, with its member's uuid and mobile. */
export interface SignedInMember {
  token: string;
  uuid: string;
  mobile: string;
  headers: Record<string, string>;
}

/** Signs a demo login in and reads its profile (member uuid, mobile). */
export async function signedInMember(app: FastifyInstance, role: string): Promise<SignedInMember> {
  const { token, roles } = await signIn(app, role);
  const acting = roles.find((r) => r.name === role) ?? roles[0]!;
  const headers = as(token, acting.name, acting.club?.uuid).headers as Record<string, string>;
  const profile = (await app.inject({ method: 'GET', url: '/api/member/profile', headers })).json().data;
  return { token, uuid: profile.uuid, mobile: profile.mobile, headers };
}
