import { colomboDate } from '../../../shared/time/colombo';
import { currentLionsYear } from '../../../shared/time/lions-year';
import { hashPassword } from '../../services/auth/passwords';
import type { Db, Tx } from '../database';
import {
  clubs,
  contactTypes,
  contacts,
  districts,
  governorThemes,
  internationalThemes,
  memberTypes,
  members,
  officeRoleAssignments,
  officeRoles,
  regions,
  users,
  zones,
} from '../schema';
import type { DemoPlan } from './demo-data';
import {
  CONTACT_TYPES,
  GOVERNOR_THEMES,
  INTERNATIONAL_THEMES,
  MEMBER_TYPES,
  OFFICE_ROLES,
  buildDemoDistrict,
} from './demo-data';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-logins';
import { seedDemoProjects } from './demo-projects';
import { memberSearchText } from '../../services/members/search-text';

/** Rows per INSERT: large enough to be quick on PGlite, far below PostgreSQL's 65535 parameters. */
export const SEED_BATCH_SIZE = 500;

/** Ids of the lookup rows, by their natural key. */
export interface ReferenceIds {
  memberTypes: Map<string, number>;
  contactTypes: Map<string, number>;
  officeRoles: Map<string, number>;
}

/** How many rows the demo seed wrote, per table. */
export interface SeedCounts {
  districts: number;
  regions: number;
  zones: number;
  clubs: number;
  members: number;
  users: number;
  demoLogins: number;
  contacts: number;
  officeRoleAssignments: number;
  serviceProjects: number;
}

/** Outcome of seedDemo: seeded, or refused with the reason. */
export interface SeedResult {
  seeded: boolean;
  reason?: string;
  counts?: SeedCounts;
}

/** Size of the district seedDemo writes; the default is the full demo district. */
export interface SeedDemoOptions {
  /** Clubs (2..32; the multi-role login needs a second club). */
  clubs?: number;
  /** Generated members per club, besides the demo logins; default: 25-31 per club, demo logins included. */
  membersPerClub?: number;
}

/**
 * Inserts the lookup tables (member types, contact types, the 26 office roles, governor and
 * international themes), keeping rows that already exist, and answers their ids.
 */
export async function seedReferenceData(db: Db | Tx): Promise<ReferenceIds> {
  await db
    .insert(memberTypes)
    .values(MEMBER_TYPES.map((type) => ({ type })))
    .onConflictDoNothing();
  await db
    .insert(contactTypes)
    .values(CONTACT_TYPES.map((name) => ({ name })))
    .onConflictDoNothing();
  await db
    .insert(officeRoles)
    .values(OFFICE_ROLES.map(({ code, name }) => ({ code, name })))
    .onConflictDoNothing();
  await db.insert(governorThemes).values(GOVERNOR_THEMES.slice()).onConflictDoNothing();
  await db
    .insert(internationalThemes)
    .values(INTERNATIONAL_THEMES.map((theme) => ({ theme })))
    .onConflictDoNothing();
  // Read back rather than rely on RETURNING: rows skipped by ON CONFLICT are not returned.
  // One query at a time: a transaction is one connection, and node-postgres deprecates overlapping
  // queries on a client.
  const types = await db.select({ id: memberTypes.id, key: memberTypes.type }).from(memberTypes);
  const kinds = await db.select({ id: contactTypes.id, key: contactTypes.name }).from(contactTypes);
  const roles = await db.select({ id: officeRoles.id, key: officeRoles.code }).from(officeRoles);
  const toMap = (rows: { id: number; key: string }[]) => new Map(rows.map((r) => [r.key, r.id]));
  return { memberTypes: toMap(types), contactTypes: toMap(kinds), officeRoles: toMap(roles) };
}

/** The tables among districts, members and users that already hold a row. */
async function tablesWithData(db: Db | Tx): Promise<string[]> {
  const d = await db.select({ id: districts.id }).from(districts).limit(1);
  const m = await db.select({ id: members.id }).from(members).limit(1);
  const u = await db.select({ id: users.id }).from(users).limit(1);
  return [d.length ? 'districts' : '', m.length ? 'members' : '', u.length ? 'users' : ''].filter(Boolean);
}

const refusal = (tables: string[]): SeedResult => ({
  seeded: false,
  reason: `The database already holds data (${tables.join(', ')}); the demo seed only fills an empty database.`,
});

async function inBatches<T>(rows: readonly T[], write: (batch: T[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < rows.length; i += SEED_BATCH_SIZE) await write(rows.slice(i, i + SEED_BATCH_SIZE));
}

const required = <K, V>(map: Map<K, V>, key: K, what: string): V => {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo seed: no ${what} for ${String(key)}`);
  return value;
};

const at = (ids: readonly number[], index: number, what: string): number => {
  const id = ids[index];
  if (id === undefined) throw new Error(`Demo seed: no ${what} at plan index ${index}`);
  return id;
};

/**
 * Fills an empty database with the demo district (one district, its regions, zones, clubs, about
 * 900 members with users, officers for the current Lions year, service projects in every review
 * state) and the demo logins, in one transaction. Refuses, writing nothing, when districts, members
 * or users already hold a row.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<SeedResult> {
  const found = await tablesWithData(db);
  if (found.length) return refusal(found);

  const plan = buildDemoDistrict({
    clubs: options.clubs,
    membersPerClub: options.membersPerClub,
    fixedMembers: DEMO_LOGINS,
    year: currentLionsYear(),
    today: colomboDate(),
  });
  // Hash before the transaction opens: argon2 is deliberately slow and needs no database.
  const hashes = new Map<string, string>();
  await Promise.all(
    DEMO_LOGINS.map(async (login) => hashes.set(login.mobile, await hashPassword(DEMO_PASSWORD))),
  );

  return db.transaction(async (tx) => {
    // Checked again inside: another seeder may have written since the first look.
    const foundNow = await tablesWithData(tx);
    if (foundNow.length) return refusal(foundNow);
    const counts = await writePlan(tx, plan, hashes);
    return { seeded: true, counts };
  });
}

async function writePlan(tx: Tx, plan: DemoPlan, hashes: Map<string, string>): Promise<SeedCounts> {
  const ref = await seedReferenceData(tx);

  const [district] = await tx
    .insert(districts)
    .values({ code: plan.district.code, name: plan.district.name })
    .returning({ id: districts.id });
  if (!district) throw new Error('Demo seed: the district was not inserted');

  const regionRows = await tx
    .insert(regions)
    .values(plan.regions.map((name) => ({ districtId: district.id, name })))
    .returning({ id: regions.id, name: regions.name });
  const regionByName = new Map(regionRows.map((r) => [r.name, r.id]));
  const regionIds = plan.regions.map((name) => required(regionByName, name, 'region'));

  const zoneRows = await tx
    .insert(zones)
    .values(plan.zones.map((z) => ({ regionId: at(regionIds, z.region, 'region'), name: z.name })))
    .returning({ id: zones.id, name: zones.name });
  const zoneByName = new Map(zoneRows.map((z) => [z.name, z.id]));
  const zoneIds = plan.zones.map((z) => required(zoneByName, z.name, 'zone'));

  const clubRows = await tx
    .insert(clubs)
    .values(plan.clubs.map((c) => ({ zoneId: at(zoneIds, c.zone, 'zone'), name: c.name })))
    .returning({ id: clubs.id, name: clubs.name });
  const clubByName = new Map(clubRows.map((c) => [c.name, c.id]));
  const clubIds = plan.clubs.map((c) => required(clubByName, c.name, 'club'));

  // Members, then map each plan member to its id through the unique international id.
  const memberIdByIntl = new Map<string, number>();
  await inBatches(plan.members, async (batch) => {
    const rows = await tx
      .insert(members)
      .values(
        batch.map((m) => ({
          clubId: at(clubIds, m.club, 'club'),
          internationalId: m.internationalId,
          title: m.title,
          displayName: m.displayName,
          fullName: m.fullName,
          gender: m.gender,
          spouse: m.spouse,
          suffix: m.suffix,
          birthDay: m.birthDay,
          memberSince: m.memberSince,
          memberTypeId: required(ref.memberTypes, m.memberType, 'member type'),
          status: 'active' as const,
          searchText: memberSearchText(m),
        })),
      )
      .returning({ id: members.id, internationalId: members.internationalId });
    for (const r of rows) memberIdByIntl.set(r.internationalId, r.id);
  });
  const memberIds = plan.members.map((m) => required(memberIdByIntl, m.internationalId, 'member'));

  // Every member can log in by e-mail or mobile; only demo logins have a password, the others set
  // one through "forgot password".
  const userRows = plan.members.map((m, i) => ({
    memberId: at(memberIds, i, 'member'),
    email: m.email,
    mobile: m.mobile,
    passwordHash: m.demoLogin ? required(hashes, m.mobile, 'password hash') : null,
    passwordChangedAt: m.demoLogin ? new Date() : null,
  }));
  await inBatches(userRows, async (batch) => {
    await tx.insert(users).values(batch);
  });

  const contactRows = plan.members.flatMap((m, i) =>
    m.contacts.map((c) => ({
      memberId: at(memberIds, i, 'member'),
      contactTypeId: required(ref.contactTypes, c.type, 'contact type'),
      contact: c.contact,
    })),
  );
  await inBatches(contactRows, async (batch) => {
    await tx.insert(contacts).values(batch);
  });

  const assignmentRows = plan.assignments.map((a) => ({
    memberId: at(memberIds, a.member, 'member'),
    officeRoleId: required(ref.officeRoles, a.role, 'office role'),
    clubId: a.club === null ? null : at(clubIds, a.club, 'club'),
    zoneId: a.zone === null ? null : at(zoneIds, a.zone, 'zone'),
    regionId: a.region === null ? null : at(regionIds, a.region, 'region'),
    dateFrom: a.dateFrom,
    dateTo: a.dateTo,
  }));
  await inBatches(assignmentRows, async (batch) => {
    await tx.insert(officeRoleAssignments).values(batch);
  });

  const projectCount = await seedDemoProjects(tx, {
    clubIds,
    members: plan.members.map((m, i) => ({
      id: at(memberIds, i, 'member'),
      club: m.club,
      email: m.email,
      demoLogin: m.demoLogin,
    })),
    year: currentLionsYear(),
    now: new Date(),
  });

  return {
    districts: 1,
    regions: regionIds.length,
    zones: zoneIds.length,
    clubs: clubIds.length,
    members: memberIds.length,
    users: userRows.length,
    demoLogins: plan.members.filter((m) => m.demoLogin).length,
    contacts: contactRows.length,
    officeRoleAssignments: assignmentRows.length,
    serviceProjects: projectCount,
  };
}
