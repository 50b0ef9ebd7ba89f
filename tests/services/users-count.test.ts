import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { members, users } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed/seed-demo';
import { createFileLinks } from '../../src/server/services/files/signed-links';
import { memberPage } from '../../src/server/services/members/member-lists';
import { createTestDatabase } from '../helpers/test-database';

// The district member list's total comes from users_count, kept by triggers (migration 0009): it
// must equal a count of the users after every way users come and go.
let test: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
const links = createFileLinks('a-test-secret-of-enough-length-for-links');
const searcher = { contacts: true, memberUuid: '00000000-0000-0000-0000-000000000000' };

/** The district list's total, and the users counted. */
async function totals() {
  const page = await memberPage(db, links, null, '', 1, searcher);
  const [counted] = await db.select({ n: count() }).from(users);
  return { listed: page.meta.total, counted: counted!.n };
}

/** A new member with their login, as member creation makes them. */
async function addMember(into: Db, i: number) {
  const [member] = await into
    .insert(members)
    .values({ internationalId: `UC${i}`, displayName: `Count ${i}`, fullName: `Count ${i}`, searchText: '' })
    .returning();
  await into.insert(users).values({ memberId: member!.id, mobile: `77000${String(i).padStart(4, '0')}` });
  return member!.id;
}

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.database.db;
  await seedDemo(db, { clubs: 2, membersPerClub: 3 });
});
afterAll(() => test.dispose());

describe('the district list total', () => {
  it('is the number of users after the demo district is loaded', async () => {
    const { listed, counted } = await totals();
    expect(counted).toBeGreaterThan(0);
    expect(listed).toBe(counted);
  });

  it('follows users added one by one, several in a transaction, and at once', async () => {
    const start = (await totals()).counted;
    await addMember(db, 1);
    await db.transaction(async (tx) => {
      await addMember(tx as unknown as Db, 2);
      await addMember(tx as unknown as Db, 3);
    });
    await Promise.all([addMember(db, 4), addMember(db, 5)]);
    expect(await totals()).toEqual({ listed: start + 5, counted: start + 5 });
  });

  it('follows users removed, and a transaction rolled back', async () => {
    const start = (await totals()).counted;
    const memberId = await addMember(db, 6);
    await db.delete(users).where(eq(users.memberId, memberId));
    await expect(
      db.transaction(async (tx) => {
        await addMember(tx as unknown as Db, 7);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await totals()).toEqual({ listed: start, counted: start });
  });
});
