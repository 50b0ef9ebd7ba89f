import { and, asc, count, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colomboDate } from '../../../shared/time/colombo';
import { lionsYearOf } from '../../../shared/time/lions-year';
import { verifyPassword } from '../../services/auth/passwords';
import type { Database } from '../database';
import { applyMigrations } from '../migrate';
import { openPglite } from '../open-pglite';
import {
  clubs,
  districts,
  governorThemes,
  members,
  officeRoleAssignments,
  officeRoles,
  projectCommitteeMembers,
  projectContributions,
  projectParticipants,
  projectPointLines,
  projectPoints,
  projectStatusLogs,
  regions,
  serviceProjects,
  users,
  zones,
} from '../schema';
import { ROLE_CODES, buildDemoDistrict, roleScope } from './demo-data';
import { DEMO_LOGINS, DEMO_PASSWORD, demoLoginEmail } from './demo-logins';
import { historyFault } from './review-path-check';
import { seedDemo } from './seed-demo';

async function freshDatabase(): Promise<Database> {
  const database = await openPglite();
  await applyMigrations(database);
  return database;
}

describe('demoLoginEmail', () => {
  it('turns a role code into its demo e-mail', () => {
    expect(demoLoginEmail('CLUB_PRESIDENT')).toBe('club-president@example.org');
    expect(demoLoginEmail('CLUBS_PERFORMANCE_EVALUATION')).toBe('clubs-performance-evaluation@example.org');
    expect(demoLoginEmail('DISTRICT_GLOBAL_EXTENSION_TEAM_(GET)_COORDINATOR')).toBe(
      'district-global-extension-team-get-coordinator@example.org',
    );
    expect(demoLoginEmail('_(X)__Y_')).toBe('x-y@example.org');
  });

  it('gives 27 logins with distinct e-mails, mobiles and international ids', () => {
    expect(DEMO_LOGINS).toHaveLength(27);
    expect(ROLE_CODES).toHaveLength(26);
    for (const key of ['email', 'mobile', 'internationalId'] as const) {
      expect(new Set(DEMO_LOGINS.map((l) => l[key])).size).toBe(27);
    }
    for (const l of DEMO_LOGINS) expect(l.mobile).toMatch(/^7\d{8}$/);
  });
});

describe('buildDemoDistrict', () => {
  it('is deterministic', () => {
    const year = { startYear: 2026, from: '2026-07-01', to: '2027-06-30', label: '2026-27' };
    const a = buildDemoDistrict({
      clubs: 4,
      membersPerClub: 6,
      fixedMembers: DEMO_LOGINS,
      year,
      today: '2026-08-01',
    });
    const b = buildDemoDistrict({
      clubs: 4,
      membersPerClub: 6,
      fixedMembers: DEMO_LOGINS,
      year,
      today: '2026-08-01',
    });
    expect(a).toEqual(b);
  });
});

describe('seedDemo on a small district', () => {
  let database: Database;
  const today = colomboDate();

  beforeAll(async () => {
    database = await freshDatabase();
    const result = await seedDemo(database.db, { clubs: 3, membersPerClub: 5 });
    expect(result).toMatchObject({ seeded: true });
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  /** Users with a password, with their member's club. */
  const loginRows = () =>
    database.db
      .select({
        memberId: members.id,
        email: users.email,
        mobile: users.mobile,
        hash: users.passwordHash,
        clubId: members.clubId,
      })
      .from(users)
      .innerJoin(members, eq(members.id, users.memberId))
      .where(isNotNull(users.passwordHash));

  /** Office role assignments of a member, with the role code. */
  const rolesOf = (memberId: number) =>
    database.db
      .select({
        code: officeRoles.code,
        clubId: officeRoleAssignments.clubId,
        zoneId: officeRoleAssignments.zoneId,
        regionId: officeRoleAssignments.regionId,
        dateFrom: officeRoleAssignments.dateFrom,
        dateTo: officeRoleAssignments.dateTo,
      })
      .from(officeRoleAssignments)
      .innerJoin(officeRoles, eq(officeRoles.id, officeRoleAssignments.officeRoleId))
      .where(eq(officeRoleAssignments.memberId, memberId));

  it('gives passwords to the demo logins only, with the documented e-mails and distinct mobiles', async () => {
    const rows = await loginRows();
    const expected = [...ROLE_CODES.map(demoLoginEmail), 'multi-role@example.org'];
    expect(rows.map((r) => r.email).sort()).toEqual(expected.sort());
    expect(new Set(rows.map((r) => r.mobile)).size).toBe(27);
    const first = rows[0];
    expect(first?.hash && (await verifyPassword(first.hash, DEMO_PASSWORD))).toBe(true);
    const [others] = await database.db.select({ n: count() }).from(users);
    expect(others?.n).toBe(3 * 5 + 27);
  });

  it('puts the club-level logins in one club, the first one, and binds their roles to it', async () => {
    const rows = await loginRows();
    const clubLevel = ROLE_CODES.filter((r) => roleScope(r) === 'club').map(demoLoginEmail);
    const inClub = rows.filter((r) => clubLevel.includes(r.email ?? ''));
    expect(inClub).toHaveLength(6);
    expect(new Set(inClub.map((r) => r.clubId)).size).toBe(1);
    const [club] = await database.db
      .select()
      .from(clubs)
      .where(eq(clubs.id, inClub[0]?.clubId ?? -1));
    expect(club?.name).toBe('Lions Club of Colombo Host');
    for (const row of inClub) {
      for (const role of await rolesOf(row.memberId)) expect(role.clubId).toBe(club?.id);
    }
  });

  it('gives zone and region logins the demo club zone and region', async () => {
    const rows = await loginRows();
    const [demoClub] = await database.db
      .select({ zoneId: zones.id, regionId: zones.regionId })
      .from(clubs)
      .innerJoin(zones, eq(zones.id, clubs.zoneId))
      .where(eq(clubs.name, 'Lions Club of Colombo Host'));
    for (const code of ROLE_CODES) {
      const scope = roleScope(code);
      if (scope !== 'zone' && scope !== 'region') continue;
      const row = rows.find((r) => r.email === demoLoginEmail(code));
      const [role] = await rolesOf(row?.memberId ?? -1);
      if (scope === 'zone') expect(role).toMatchObject({ code, zoneId: demoClub?.zoneId, regionId: null });
      else expect(role).toMatchObject({ code, regionId: demoClub?.regionId, zoneId: null });
    }
  });

  it('makes the multi-role login president of another club and chairperson of its zone', async () => {
    const rows = await loginRows();
    const multi = rows.find((r) => r.email === 'multi-role@example.org');
    const president = rows.find((r) => r.email === 'club-president@example.org');
    expect(multi?.clubId).not.toBe(president?.clubId);
    const [own] = await database.db
      .select()
      .from(clubs)
      .where(eq(clubs.id, multi?.clubId ?? -1));
    const roles = await rolesOf(multi?.memberId ?? -1);
    expect(roles.map((r) => r.code).sort()).toEqual(['CLUB_PRESIDENT', 'ZONE_CHAIRPERSON']);
    expect(roles.find((r) => r.code === 'CLUB_PRESIDENT')?.clubId).toBe(own?.id);
    expect(roles.find((r) => r.code === 'ZONE_CHAIRPERSON')?.zoneId).toBe(own?.zoneId);
  });

  it('gives every demo login its roles for a period covering today', async () => {
    const rows = await loginRows();
    for (const login of DEMO_LOGINS) {
      const row = rows.find((r) => r.email === login.email);
      const current = (await rolesOf(row?.memberId ?? -1)).filter(
        (r) => r.dateFrom <= today && today <= r.dateTo,
      );
      expect(current.map((r) => r.code).sort()).toEqual([...login.roles].sort());
    }
  });

  it('gives every club a president, secretary and treasurer today', async () => {
    const officers = await database.db
      .select({ clubId: officeRoleAssignments.clubId, code: officeRoles.code })
      .from(officeRoleAssignments)
      .innerJoin(officeRoles, eq(officeRoles.id, officeRoleAssignments.officeRoleId))
      .where(and(lte(officeRoleAssignments.dateFrom, today), gte(officeRoleAssignments.dateTo, today)));
    const allClubs = await database.db.select({ id: clubs.id }).from(clubs);
    expect(allClubs).toHaveLength(3);
    for (const { id } of allClubs) {
      for (const code of ['CLUB_PRESIDENT', 'CLUB_SECRETARY', 'CLUB_TREASURER']) {
        expect(officers.filter((o) => o.clubId === id && o.code === code)).toHaveLength(1);
      }
    }
  });

  it('seeds the 26 office roles and the governor themes the project rules need', async () => {
    expect(await database.db.$count(officeRoles)).toBe(26);
    const keys = (await database.db.select({ key: governorThemes.themeKey }).from(governorThemes)).map(
      (t) => t.key,
    );
    expect(keys).toEqual(expect.arrayContaining(['reforestation', 'gardening_farming']));
  });

  it('seeds service projects in every kind of state, each complete, with its history and estimate', async () => {
    const projects = await database.db.select().from(serviceProjects);
    expect(projects.map((p) => p.status).sort()).toEqual(
      [
        'APPROVED',
        'CLUB_PRESIDENT_SECRETARY_REVIEW',
        'CLUB_PRESIDENT_SECRETARY_REVIEW',
        'PENDING',
        'PROCESSING',
        'PROJECT_CHAIRMAN_REVIEW',
        'REGION_GST_REVIEW',
        'SUBMITTED',
        'ZONE_CHAIRPERSON_REVIEW',
      ].sort(),
    );
    for (const project of projects) {
      const label = project.projectTitle ?? '';
      // A code is drawn at the first submission: the draft never submitted has none.
      if (project.status === 'PROCESSING') expect(project.projectCode, label).toBeNull();
      else expect(project.projectCode, label).toMatch(new RegExp(`^${project.projectType}-\\d{4}-\\d{4}$`));
      const committee = await database.db
        .select()
        .from(projectCommitteeMembers)
        .where(eq(projectCommitteeMembers.projectId, project.id));
      expect(
        committee.filter((c) => c.position === 'Project Chairman'),
        label,
      ).toHaveLength(1);
      expect(
        await database.db.$count(projectContributions, eq(projectContributions.projectId, project.id)),
      ).toBeGreaterThan(0);
      expect(
        await database.db.$count(projectParticipants, eq(projectParticipants.projectId, project.id)),
      ).toBeGreaterThan(0);
      expect(
        await database.db.$count(projectPointLines, eq(projectPointLines.projectId, project.id)),
      ).toBeGreaterThan(0);
      const history = await database.db
        .select()
        .from(projectStatusLogs)
        .where(eq(projectStatusLogs.projectId, project.id))
        .orderBy(asc(projectStatusLogs.id));
      expect(history[0]?.status, label).toBe('PROCESSING');
      expect(history.at(-1)?.status, label).toBe(project.status);
      // Each history is a path the review machine allows, in hands that hold each move.
      const rows = history.map((h) => ({
        status: h.status,
        role: h.roleCode,
        comment: h.comment,
        note: h.note,
      }));
      expect(historyFault(project.projectType, rows), label).toBeNull();
      expect(project.date! >= lionsYearOf(today).from && project.date! <= today, label).toBe(true);
    }
    const pending = projects.find((p) => p.status === 'PENDING')!;
    const [sentBack] = await database.db
      .select()
      .from(projectStatusLogs)
      .where(and(eq(projectStatusLogs.projectId, pending.id), eq(projectStatusLogs.status, 'PENDING')));
    expect(sentBack?.comment).toMatch(/attendance sheets/);
  });

  it('gives the approved project decided lines, its approved points and one adjustment', async () => {
    const [approved] = await database.db
      .select()
      .from(serviceProjects)
      .where(eq(serviceProjects.status, 'APPROVED'));
    const lines = await database.db
      .select()
      .from(projectPointLines)
      .where(eq(projectPointLines.projectId, approved!.id));
    expect(lines.some((l) => l.status === 'REJECTED' && l.rejectComment)).toBe(true);
    const approvedSum = lines
      .filter((l) => l.status === 'APPROVED')
      .reduce((sum, l) => sum + Number(l.totalPoint), 0);
    expect(approvedSum).toBeGreaterThan(0);
    const points = await database.db
      .select()
      .from(projectPoints)
      .where(eq(projectPoints.projectId, approved!.id))
      .orderBy(asc(projectPoints.id));
    expect(points.map((p) => [p.kind, Number(p.points)])).toEqual([
      ['approval', approvedSum],
      ['adjustment', 5],
    ]);
    expect(points.every((p) => p.clubId === approved!.clubId && p.comment)).toBe(true);
    // Every point was decided before the award.
    expect(lines.filter((l) => l.status === 'PENDING')).toEqual([]);
  });

  it('refuses a second run and writes nothing', async () => {
    const before = await Promise.all(
      [members, users, officeRoleAssignments, districts, serviceProjects].map((t) => database.db.$count(t)),
    );
    const result = await seedDemo(database.db, { clubs: 3, membersPerClub: 5 });
    expect(result.seeded).toBe(false);
    expect(result.reason).toMatch(/already holds data/);
    const after = await Promise.all(
      [members, users, officeRoleAssignments, districts, serviceProjects].map((t) => database.db.$count(t)),
    );
    expect(after).toEqual(before);
  });
});

describe('seedDemo with the full demo district', () => {
  it('seeds regions, zones, clubs and about 900 members', async () => {
    const database = await freshDatabase();
    try {
      const started = performance.now();
      const result = await seedDemo(database.db);
      const ms = Math.round(performance.now() - started);
      console.log(`full demo seed: ${ms} ms`, result.counts);
      expect(result.seeded).toBe(true);
      const db = database.db;
      expect(await db.$count(regions)).toBeGreaterThanOrEqual(2);
      expect(await db.$count(zones)).toBeGreaterThanOrEqual(6);
      expect(await db.$count(clubs)).toBeGreaterThanOrEqual(30);
      const memberCount = await db.$count(members);
      expect(memberCount).toBeGreaterThanOrEqual(850);
      expect(memberCount).toBeLessThanOrEqual(950);
      expect(await db.$count(users)).toBe(memberCount);
      expect(await db.$count(users, isNotNull(users.passwordHash))).toBe(27);
    } finally {
      await database.close();
    }
  }, 60_000);
});
