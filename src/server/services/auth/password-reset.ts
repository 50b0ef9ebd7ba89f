import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { passwordResets, users } from '../../db/schema';
import { newToken, tokenHash } from './tokens';

/** How long a reset link works. */
export const RESET_TTL_MINUTES = 10;

/**
 * An SMS text carrying a reset link, twice: `body` with the link, for the phone, and `stored` with
 * the secret withheld, for the outbox (what the database keeps can never be replayed).
 */
export function resetLinkMessage(publicUrl: string, token: string, text: (link: string) => string) {
  const link = (secret: string) => `${publicUrl}/reset-password?token=${secret}`;
  return { body: text(link(token)), stored: text(link('[withheld]')) };
}

/**
 * Cancels every open reset secret of a user: a new one replaces them, and a password change or reset
 * or a new mobile number makes them someone else's to use.
 */
export async function cancelPasswordResets(db: Db, userId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/**
 * Issues a single-use reset secret for a user and answers it (only its hash is stored); any earlier
 * open secret of the user stops working.
 */
export async function issuePasswordReset(
  db: Db,
  userId: number,
  ttlMinutes = RESET_TTL_MINUTES,
): Promise<string> {
  const token = newToken();
  await cancelPasswordResets(db, userId);
  await db.insert(passwordResets).values({
    tokenHash: tokenHash(token),
    userId,
    expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
  });
  return token;
}

/**
 * Consumes a reset secret: answers its user when the secret is known, unused and unexpired, and marks
 * it used in the same statement, so two concurrent uses cannot both succeed.
 */
export async function consumePasswordReset(db: Db, token: string): Promise<typeof users.$inferSelect | null> {
  const [reset] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResets.userId });
  if (!reset) return null;
  const [user] = await db.select().from(users).where(eq(users.id, reset.userId)).limit(1);
  return user ?? null;
}
