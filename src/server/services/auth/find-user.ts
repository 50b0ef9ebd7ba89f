import { eq, sql } from 'drizzle-orm';
import { looksLikeEmail, normaliseEmail, normaliseMobile } from '../../../shared/contact/mobile';
import type { Db } from '../../db/database';
import { members, users } from '../../db/schema';

/** A user with the member they are. */
export interface UserWithMember {
  user: typeof users.$inferSelect;
  member: typeof members.$inferSelect;
}

/**
 * The canonical form of a username: the lower-cased e-mail or the normalised mobile, so
 * '0771234567' and '771234567' count as one name for the throttle.
 */
export function accountKey(username: string): string {
  if (looksLikeEmail(username)) return normaliseEmail(username);
  return normaliseMobile(username) ?? username.trim().toLowerCase();
}

/** Finds the user an e-mail address or a mobile number (with or without the leading 0) names. */
export async function findUserByUsername(db: Db, username: string): Promise<UserWithMember | null> {
  const byEmail = looksLikeEmail(username);
  const key = byEmail ? normaliseEmail(username) : normaliseMobile(username);
  if (!key) return null;
  const [row] = await db
    .select({ user: users, member: members })
    .from(users)
    .innerJoin(members, eq(members.id, users.memberId))
    // lower(email), as users_email_uq indexes it: a plain comparison could not use that index and
    // read every user on each sign-in (100 ms at 1.4 million, P6).
    .where(byEmail ? eq(sql`lower(${users.email})`, key) : eq(users.mobile, key))
    .limit(1);
  return row ?? null;
}
