import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { members, sessions, users } from '../../db/schema';
import { newToken, tokenHash } from './tokens';

/** The signed-in identity a valid token leads to. */
export interface SessionIdentity {
  sessionId: number;
  user: typeof users.$inferSelect;
  member: typeof members.$inferSelect;
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

/** The identity behind a token, or null when it is unknown, expired or revoked. */
export async function findSession(db: Db, token: string): Promise<SessionIdentity | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users, member: members })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(members, eq(members.id, users.memberId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
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
