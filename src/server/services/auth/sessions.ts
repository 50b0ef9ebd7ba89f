import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { colomboDate } from '../../../shared/time/colombo';
import type { Db } from '../../db/database';
import { prepared } from '../../db/prepared';
import { members, sessions, users } from '../../db/schema';
import { assignmentsOn, ownClubOf, toHeldRoles, type HeldRole } from './held-roles';
import { newToken, tokenHash } from './tokens';

/** The signed-in identity a valid token leads to. */
export interface SessionIdentity {
  sessionId: number;
  user: typeof users.$inferSelect;
  member: typeof members.$inferSelect;
  /** The roles the member holds today (Asia/Colombo), read in the same statement as the session. */
  roles: HeldRole[];
  /** When the session ends by itself. */
  expiresAt: Date;
}

/** Opens a session for a user and answers its bearer token (only the hash is stored). */
export async function createSession(db: Db, userId: number, ttlHours: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: tokenHash(token),
    userId,
    expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
  });
  return token;
}

/**
 * The session lookup of every authenticated request, prepared once per database: session, user,
 * member and the roles held on the day, in one round trip and one named statement (PostgreSQL parses
 * and plans it once per connection). Nothing is cached between requests, so a session revoked, a
 * role ended or a member dropped is seen by the very next request, in every process.
 */
function sessionLookup(db: Db, name: string) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      user: users,
      member: members,
      assignments: assignmentsOn(members.id, sql.placeholder('day')),
      ownClub: ownClubOf(members.clubId),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(members, eq(members.id, users.memberId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        // The app's clock, as everywhere else (colomboDate), not the database server's.
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare(name);
}

/** The identity behind a token and its roles today, or null when it is unknown, expired or revoked. */
export async function findSession(
  db: Db,
  token: string,
  day = colomboDate(),
): Promise<SessionIdentity | null> {
  const [row] = await prepared(db, 'session_identity', sessionLookup).execute({
    tokenHash: tokenHash(token),
    day,
    now: new Date(),
  });
  if (!row) return null;
  const { assignments, ownClub, ...identity } = row;
  return { ...identity, roles: toHeldRoles(assignments, ownClub) };
}

/** Revokes one session (logout). */
export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/**
 * Revokes every open session of a user (password change or reset, a changed mobile or e-mail, a drop),
 * except `keep`, the session making the change when it is the user's own.
 */
export async function revokeAllSessions(db: Db, userId: number, keep?: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep === undefined ? undefined : ne(sessions.id, keep),
      ),
    );
}
