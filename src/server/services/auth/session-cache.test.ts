import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { applyMigrations } from '../../db/migrate';
import { openPglite } from '../../db/open-pglite';
import { members, sessions, users } from '../../db/schema';
import { createSessionFinder, type SessionFinder } from './session-cache';
import { createSession } from './sessions';

// The finder keeps an answer on PGlite until any write completes; these show it kept, and dropped
// by each way a write can reach the database: a statement, a transaction, raw SQL.
let database: Database;
let find: SessionFinder;
let userId: number;

beforeAll(async () => {
  database = await openPglite();
  await applyMigrations(database);
  const [member] = await database.db
    .insert(members)
    .values({
      internationalId: 'C1',
      displayName: 'Cache Test',
      fullName: 'Cache Test',
      searchText: 'cache test',
    })
    .returning();
  const [user] = await database.db
    .insert(users)
    .values({ memberId: member!.id, mobile: '771234567' })
    .returning();
  userId = user!.id;
  find = createSessionFinder(database.db, database.writes);
});
afterAll(async () => {
  await database.close();
});

describe('the session finder on PGlite', () => {
  it('answers the same identity again while nothing is written', async () => {
    const token = await createSession(database.db, userId, 1);
    const first = await find(token);
    expect(first?.member.displayName).toBe('Cache Test');
    expect(await find(token)).toBe(first);
  });

  it('reads again after a statement revokes the session', async () => {
    const token = await createSession(database.db, userId, 1);
    expect(await find(token)).not.toBeNull();
    await database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, userId));
    expect(await find(token)).toBeNull();
  });

  it('reads again after a transaction', async () => {
    const token = await createSession(database.db, userId, 1);
    expect(await find(token)).not.toBeNull();
    await database.db.transaction(async (tx) => {
      await tx.update(members).set({ status: 'inactive' }).where(eq(members.displayName, 'Cache Test'));
    });
    expect((await find(token))?.member.status).toBe('inactive');
  });

  it('reads again after raw SQL', async () => {
    const token = await createSession(database.db, userId, 1);
    expect(await find(token)).not.toBeNull();
    await database.db.execute(sql`update sessions set revoked_at = now()`);
    expect(await find(token)).toBeNull();
  });

  it('keeps no answer for an unknown token, and none past the session’s end', async () => {
    expect(await find('not-a-token-of-anyone-at-all')).toBeNull();
    const token = await createSession(database.db, userId, 1);
    await database.db
      .update(sessions)
      // Long enough for the first look on a loaded machine (the database checks the real clock).
      .set({ expiresAt: new Date(Date.now() + 500) })
      .where(eq(sessions.userId, userId));
    const identity = await find(token);
    expect(identity).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 550));
    expect(await find(token)).toBeNull();
  });
});
