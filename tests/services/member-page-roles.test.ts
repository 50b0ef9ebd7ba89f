import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { members, officeRoleAssignments, officeRoles, users } from '../../src/server/db/schema';
import { demoLoginEmail } from '../../src/server/db/seed/demo-logins';
import { seedDemo } from '../../src/server/db/seed/seed-demo';
import { createFileLinks } from '../../src/server/services/files/signed-links';
import { memberPage } from '../../src/server/services/members/member-lists';
import { colomboDate } from '../../src/shared/time/colombo';
import { createTestDatabase } from '../helpers/test-database';

// A member page carries each member's office roles held today, read for the whole page in one
// grouped pass: the right roles on the right rows, in order of assignment, none for the others.
let test: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
const links = createFileLinks('a-test-secret-of-enough-length-for-links');
const searcher = { contacts: true, memberUuid: '00000000-0000-0000-0000-000000000000' };
let president: { id: number; uuid: string; clubId: number };

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.database.db;
  await seedDemo(db, { clubs: 2, membersPerClub: 3 });
  const [row] = await db
    .select({ id: members.id, uuid: members.uuid, clubId: members.clubId })
    .from(users)
    .innerJoin(members, eq(members.id, users.memberId))
    .where(eq(users.email, demoLoginEmail('CLUB_PRESIDENT')));
  president = { id: row!.id, uuid: row!.uuid, clubId: row!.clubId! };
});
afterAll(() => test.dispose());

/** The club page's rows of the president's club, all of it. */
async function clubRows() {
  return (await memberPage(db, links, president.clubId, '', 1, searcher)).data;
}

/** Gives a member an office role over [from, to], as the admin screens do. */
async function assign(memberId: number, code: string, dateFrom: string, dateTo: string) {
  const [role] = await db.select({ id: officeRoles.id }).from(officeRoles).where(eq(officeRoles.code, code));
  await db.insert(officeRoleAssignments).values({ memberId, officeRoleId: role!.id, dateFrom, dateTo });
}

describe('the office roles of a member page', () => {
  it("shows the president's role on the president's row and none on a member without one", async () => {
    const rows = await clubRows();
    const row = rows.find((r) => r.uuid === president.uuid)!;
    expect(row.office_roles.map((r) => r.role_code)).toContain('CLUB_PRESIDENT');
    expect(row.office_roles[0]).toEqual({
      uuid: expect.any(String),
      role_name: expect.any(String),
      role_code: expect.any(String),
      date_from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      date_to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const without = rows.filter((r) => r.office_roles.length === 0);
    expect(without.length).toBeGreaterThan(0);
  });

  it('adds a role held today after the others, and leaves out one that ended or has not begun', async () => {
    const today = colomboDate();
    const before = (await clubRows()).find((r) => r.uuid === president.uuid)!.office_roles;
    await assign(president.id, 'CLUB_SECRETARY', '2000-01-01', '2000-12-31');
    await assign(president.id, 'CLUB_TREASURER', '2999-01-01', '2999-12-31');
    await assign(president.id, 'CLUB_SECRETARY', today, today);
    const after = (await clubRows()).find((r) => r.uuid === president.uuid)!.office_roles;
    expect(after.map((r) => r.role_code)).toEqual([...before.map((r) => r.role_code), 'CLUB_SECRETARY']);
    expect(after.at(-1)).toMatchObject({ date_from: today, date_to: today });
  });
});
