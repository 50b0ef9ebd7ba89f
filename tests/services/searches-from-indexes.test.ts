import { and, asc, count, eq, gte, ilike, like, lte, or, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clubs,
  members,
  officeRoleAssignments,
  officeRoles,
  regions,
  users,
  zones,
} from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed/seed-demo';
import { clubPage } from '../../src/server/services/clubs/club-service';
import { memberChoices, memberPage, ofClub } from '../../src/server/services/members/member-lists';
import { officeHolders } from '../../src/server/services/members/office-holders';
import { containsPattern } from '../../src/server/services/members/search-text';
import { colomboDate } from '../../src/shared/time/colombo';
import { createTestDatabase } from '../helpers/test-database';

// The searches and lists P6 rewrote to start from an index (trigram matches first, office holders
// first, a union of club matches) answer exactly what the plain queries they replaced answer: the
// same rows, in the same order, with the same totals. Each is checked against that plain query.

let db: Awaited<ReturnType<typeof createTestDatabase>>['database']['db'];
let dispose: () => Promise<void>;
const links = { url: (name: string) => `/files/${name}` } as never;
const searcher = { contacts: true, memberUuid: '' };

beforeAll(async () => {
  const test = await createTestDatabase();
  db = test.database.db;
  dispose = test.dispose;
  await seedDemo(db, { clubs: 6 });
});
afterAll(() => dispose());

/** Searches as people type them, drawn from the district's own members, and some that match nobody. */
async function searchTexts(): Promise<string[]> {
  const sample = await db.select().from(members).orderBy(asc(members.id)).limit(40);
  const someone = sample[7]!;
  const surname = someone.fullName.trim().split(/\s+/).at(-1)!;
  return [
    surname.toLowerCase(),
    surname.toUpperCase(),
    someone.displayName.slice(0, 3),
    someone.displayName,
    someone.internationalId.slice(2, 6),
    sample[20]!.fullName.slice(-5),
    // Matching more than a page (a picker's worth and more): the order decides what shows.
    'ana',
    'EXAMPLE',
    someone.internationalId.slice(0, 3),
    'an',
    'a',
    '100%_',
    'zzqqzz',
  ];
}

/** The member list's page and total as the plain query answers them (every member with a user). */
async function plainMemberPage(search: string, page: number) {
  const match = like(members.searchText, containsPattern(search));
  const rows = await db
    .select({ uuid: members.uuid })
    .from(members)
    .innerJoin(users, eq(users.memberId, members.id))
    .where(match)
    .orderBy(asc(members.displayName), asc(members.id))
    .limit(15)
    .offset((page - 1) * 15);
  const [total] = await db
    .select({ n: count() })
    .from(members)
    .innerJoin(users, eq(users.memberId, members.id))
    .where(match);
  return { uuids: rows.map((r) => r.uuid), total: total!.n };
}

/** The member picker's choices as the plain query answers them. */
async function plainChoices(within: SQL | undefined, search: string) {
  const rows = await db
    .select({ uuid: members.uuid })
    .from(members)
    .where(and(eq(members.status, 'active'), within, like(members.searchText, containsPattern(search))))
    .orderBy(asc(members.displayName), asc(members.id))
    .limit(20);
  return rows.map((r) => r.uuid);
}

describe('member searches of the district', () => {
  it('page and count as the plain query does, whatever the text', async () => {
    for (const search of await searchTexts()) {
      for (const page of [1, 2, 4]) {
        const got = await memberPage(db, links, null, search, page, searcher);
        const want = await plainMemberPage(search, page);
        expect(
          { uuids: got.data.map((m) => m.uuid), total: got.meta.total },
          `${search}, page ${page}`,
        ).toEqual(want);
      }
    }
  });

  it('offer the picker the same choices, district-wide and within a club', async () => {
    const [club] = await db.select().from(clubs).orderBy(asc(clubs.id)).limit(1);
    for (const search of await searchTexts()) {
      for (const within of [undefined, ofClub(club!.id)]) {
        const got = await memberChoices(db, links, within, search, searcher);
        expect(
          got.map((m) => m.uuid),
          search,
        ).toEqual(await plainChoices(within, search));
      }
      // Within a club, nobody of another club.
      const inClub = await memberChoices(db, links, ofClub(club!.id), search, searcher);
      const clubOf = await db.select({ uuid: members.uuid, clubId: members.clubId }).from(members);
      const clubByUuid = new Map(clubOf.map((m) => [m.uuid, m.clubId]));
      expect(inClub.every((m) => clubByUuid.get(m.uuid) === club!.id)).toBe(true);
    }
  });

  it('find a member by any part of the name of three letters or more', async () => {
    const [someone] = await db.select().from(members).orderBy(asc(members.id)).offset(11).limit(1);
    const part = someone!.fullName.slice(2, 9);
    const page = await memberPage(db, links, null, part, 1, searcher);
    const found = [...page.data];
    for (let p = 2; p <= page.meta.last_page; p++)
      found.push(...(await memberPage(db, links, null, part, p, searcher)).data);
    expect(found.map((m) => m.uuid)).toContain(someone!.uuid);
  });
});

/** Office holders today as the plain query answers them: every one, by name, uuid and club. */
async function plainHolders(code: string, search = '') {
  const today = colomboDate();
  const named = search
    ? or(
        ilike(members.displayName, containsPattern(search)),
        ilike(members.fullName, containsPattern(search)),
      )
    : undefined;
  return db
    .selectDistinct({ uuid: members.uuid, name: members.displayName, club: clubs.name })
    .from(officeRoleAssignments)
    .innerJoin(officeRoles, eq(officeRoles.id, officeRoleAssignments.officeRoleId))
    .innerJoin(members, eq(members.id, officeRoleAssignments.memberId))
    .leftJoin(clubs, eq(clubs.id, members.clubId))
    .where(
      and(
        eq(officeRoles.code, code),
        lte(officeRoleAssignments.dateFrom, today),
        gte(officeRoleAssignments.dateTo, today),
        eq(members.status, 'active'),
        named,
      ),
    )
    .orderBy(asc(members.displayName), asc(members.uuid), asc(clubs.name));
}

describe('office holders', () => {
  const CODE = 'CLUB_GST_COORDINATOR';

  beforeAll(async () => {
    // More holders than a list shows, most of them namesakes (a tie at the list's last row), one
    // holding the office twice, one inactive, one whose term has ended.
    const [club] = await db.select().from(clubs).orderBy(asc(clubs.id)).limit(1);
    const [role] = await db.select().from(officeRoles).where(eq(officeRoles.code, CODE));
    const added = await db
      .insert(members)
      .values(
        Array.from({ length: 112 }, (_, i) => ({
          clubId: club!.id,
          internationalId: `TIE${String(i).padStart(4, '0')}`,
          displayName: i < 3 ? `Aaron Holder ${i}` : 'Tie Holder',
          fullName: `Tie Holder ${i}`,
          status: i === 5 ? ('inactive' as const) : ('active' as const),
        })),
      )
      .returning({ id: members.id });
    const term = { officeRoleId: role!.id, clubId: club!.id, dateFrom: '2000-07-01', dateTo: '2999-06-30' };
    await db
      .insert(officeRoleAssignments)
      .values([
        ...added.map((m) => ({ ...term, memberId: m.id })),
        { ...term, memberId: added[7]!.id },
        { ...term, memberId: added[8]!.id, dateTo: '2001-06-30' },
      ]);
  });

  it('are the plain query’s first hundred, read one by one or by walking the names', async () => {
    for (const code of [CODE, 'CLUB_PRESIDENT', 'ZONE_CHAIRPERSON', 'FIRST_VICE_DISTRICT_GOVERNOR']) {
      const want = (await plainHolders(code)).slice(0, 100);
      expect(await officeHolders(db, code), `${code}, looked up`).toEqual(want);
      expect(await officeHolders(db, code, '', 0), `${code}, walked`).toEqual(want);
    }
    const holders = await officeHolders(db, CODE, '', 0);
    expect(holders).toHaveLength(100);
    expect(holders.slice(0, 3).map((h) => h.name)).toEqual([
      'Aaron Holder 0',
      'Aaron Holder 1',
      'Aaron Holder 2',
    ]);
  });

  it('searched by name, as the plain query', async () => {
    for (const search of ['holder 1', 'aaron', 'zzz']) {
      expect(await officeHolders(db, CODE, search), search).toEqual(
        (await plainHolders(CODE, search)).slice(0, 100),
      );
    }
  });
});

/** A page of the club list as the plain query answers it: one condition ORed across the joins. */
async function plainClubPage(text: string, page: number, own?: number) {
  const pattern = containsPattern(text);
  const where = and(
    own !== undefined ? eq(clubs.id, own) : undefined,
    or(ilike(clubs.name, pattern), ilike(zones.name, pattern), ilike(regions.name, pattern)),
  );
  const rows = await db
    .select({ uuid: clubs.uuid })
    .from(clubs)
    .innerJoin(zones, eq(zones.id, clubs.zoneId))
    .innerJoin(regions, eq(regions.id, zones.regionId))
    .where(where)
    .orderBy(asc(clubs.name), asc(clubs.id))
    .limit(15)
    .offset((page - 1) * 15);
  const [counted] = await db
    .select({ n: count() })
    .from(clubs)
    .innerJoin(zones, eq(zones.id, clubs.zoneId))
    .innerJoin(regions, eq(regions.id, zones.regionId))
    .where(where);
  return { uuids: rows.map((r) => r.uuid), total: counted!.n };
}

describe('club search', () => {
  it('matches club, zone and region names as the plain query, paged and counted alike', async () => {
    const [club] = await db.select().from(clubs).orderBy(asc(clubs.id)).offset(2).limit(1);
    const [zone] = await db.select().from(zones).orderBy(asc(zones.id)).limit(1);
    const [region] = await db.select().from(regions).orderBy(asc(regions.id)).limit(1);
    const district = { role: { name: 'DISTRICT_GOVERNOR' }, club: null };
    for (const text of [club!.name.slice(-6), 'lions', zone!.name, region!.name.toUpperCase(), '%', 'zzqq']) {
      for (const page of [1, 2]) {
        const got = await clubPage(db, district, text, page);
        expect({ uuids: got.data.map((c) => c.uuid), total: got.meta.total }, `${text}, ${page}`).toEqual(
          await plainClubPage(text, page),
        );
      }
    }
    // A club officer finds only their own club.
    const officer = { role: { name: 'CLUB_PRESIDENT' }, club: { id: club!.id } };
    const got = await clubPage(db, officer, 'lions', 1);
    expect({ uuids: got.data.map((c) => c.uuid), total: got.meta.total }).toEqual(
      await plainClubPage('lions', 1, club!.id),
    );
  });
});
