import { and, eq, gte, lte } from 'drizzle-orm';
import { colomboDate } from '../../../shared/time/colombo';
import { lionsYearOf } from '../../../shared/time/lions-year';
import { projectPointsDefinition } from '../../services/project-review/points-definition';
import { CHAIRMAN_LEVEL } from '../../services/project-review/review-levels';
import type { Db } from '../database';
import { clubs, members, officeRoleAssignments, officeRoles, serviceProjects, users, zones } from '../schema';
import { createRandom, DEMO_CLUBS, DEMO_SEED, roleScope, type RoleCode } from './demo-data';
import { demoLoginEmail } from './demo-logins';
import type { PlannedHand } from './demo-project-history';
import { planDemoProjects, type PlannedProject } from './demo-project-plan';
import type { ProjectClub } from './demo-project-places';
import { HAND_WRITTEN_PROJECT_CLUBS } from './demo-projects';
import { writeProjectRecord, type ProjectHand } from './project-records';

/** How the generated projects turned out, for the seed's summary and its tests. */
export interface DemoClubProjectCounts {
  projects: number;
  /** True when `stopped` ended the writing before the end. */
  stopped: boolean;
}

/** A seeded club as the writer needs it: where it sits and who belongs to it. */
interface SeededClub {
  id: number;
  zoneId: number;
  regionId: number;
  /** Its active members, in id order: the plan's member slots take them in turn. */
  members: number[];
}

/** Who holds what, read once: offices by scope, users by member, demo logins by e-mail. */
interface Hands {
  /** Member holding an office today, keyed `role:scope-id` (the district's offices by `role:`). */
  office: Map<string, number>;
  userOf: Map<number, number>;
  memberOfEmail: Map<string, number>;
}

/** The club of the demo plan a seeded club is (its town and community), by its name. */
function projectClub(name: string): ProjectClub {
  const known = DEMO_CLUBS.find((c) => c.name === name);
  return known ?? { town: name.replace(/^Lions Club of /, ''), mix: 'island' };
}

/** The seeded clubs in seeding order (the plan's club indices), with their zone, region and members. */
async function seededClubs(db: Db): Promise<(SeededClub & { name: string })[]> {
  const rows = await db
    .select({ id: clubs.id, name: clubs.name, zoneId: clubs.zoneId, regionId: zones.regionId })
    .from(clubs)
    .innerJoin(zones, eq(zones.id, clubs.zoneId))
    .orderBy(clubs.id);
  const memberRows = await db
    .select({ id: members.id, clubId: members.clubId })
    .from(members)
    .where(eq(members.status, 'active'))
    .orderBy(members.id);
  return rows.map((club) => ({
    ...club,
    members: memberRows.filter((m) => m.clubId === club.id).map((m) => m.id),
  }));
}

/** The offices held on `today`: by whom, and for which club, zone or region (none: the district). */
export function officesHeld(db: Db, today: string) {
  return db
    .select({
      memberId: officeRoleAssignments.memberId,
      role: officeRoles.code,
      clubId: officeRoleAssignments.clubId,
      zoneId: officeRoleAssignments.zoneId,
      regionId: officeRoleAssignments.regionId,
    })
    .from(officeRoleAssignments)
    .innerJoin(officeRoles, eq(officeRoles.id, officeRoleAssignments.officeRoleId))
    .where(and(lte(officeRoleAssignments.dateFrom, today), gte(officeRoleAssignments.dateTo, today)))
    .orderBy(officeRoleAssignments.id);
}

/** The offices held today, the members' users and the demo logins' members. */
async function readHands(db: Db, today: string): Promise<Hands> {
  const office = new Map<string, number>();
  for (const h of await officesHeld(db, today)) {
    const key = `${h.role}:${h.clubId ?? h.zoneId ?? h.regionId ?? ''}`;
    if (!office.has(key)) office.set(key, h.memberId);
  }
  const userRows = await db
    .select({ id: users.id, memberId: users.memberId, email: users.email })
    .from(users);
  return {
    office,
    userOf: new Map(userRows.map((u) => [u.memberId, u.id])),
    memberOfEmail: new Map(userRows.flatMap((u) => (u.email ? [[u.email, u.memberId] as const] : []))),
  };
}

/**
 * The member acting in an office for the club: the holder for its club, zone or region (the
 * district's for a district office). A club office the club has not filled (not every club has an
 * administrator) falls to its president, acting in their own office; a zone, region or district
 * office no one holds there, to that office's demo login.
 */
function officeHand(hands: Hands, club: SeededClub, role: string): ProjectHand {
  const scope = roleScope(role as RoleCode);
  const scopeId = { club: club.id, zone: club.zoneId, region: club.regionId, district: '' }[scope];
  const held = hands.office.get(`${role}:${scopeId}`);
  if (held === undefined && scope === 'club' && role !== 'CLUB_PRESIDENT') {
    return officeHand(hands, club, 'CLUB_PRESIDENT');
  }
  const memberId = held ?? (scope === 'club' ? undefined : hands.memberOfEmail.get(demoLoginEmail(role)));
  if (memberId === undefined) throw new Error(`Demo seed: no one holds ${role} for club ${club.id}`);
  return { memberId, userId: hands.userOf.get(memberId) ?? null, role };
}

/** Writes one club's planned projects, its members and officers acting, in the caller's transaction. */
async function writeClubProjects(
  db: Db,
  hands: Hands,
  club: SeededClub,
  plans: readonly PlannedProject[],
  now: Date,
): Promise<void> {
  if (club.members.length === 0) throw new Error(`Demo seed: club ${club.id} has no members`);
  const member = (slot: number) => club.members[slot % club.members.length]!;
  await db.transaction(async (tx) => {
    for (const plan of plans) {
      const chairman = member(plan.committee[0]!.slot);
      const hand = (by: PlannedHand): ProjectHand =>
        'chairman' in by
          ? { memberId: chairman, userId: hands.userOf.get(chairman) ?? null, role: CHAIRMAN_LEVEL }
          : officeHand(hands, club, by.office);
      // Times as planned, but none after now (the plan knows the day, not the hour), still in order.
      const planned = [
        plan.createdAt,
        ...plan.moves.map((m) => m.at),
        ...(plan.adjustment ? [plan.adjustment.at] : []),
      ];
      const time = (index: number) =>
        new Date(Math.min(Date.parse(planned[index]!), now.getTime() - (planned.length - index) * 60_000));
      await writeProjectRecord(tx, {
        clubId: club.id,
        type: plan.type,
        title: plan.title,
        themeKey: plan.themeKey,
        venue: plan.venue,
        date: plan.date,
        totalProjectCost: plan.totalProjectCost,
        directBeneficiaries: plan.directBeneficiaries,
        indirectBeneficiaries: plan.indirectBeneficiaries,
        // The theme rule keeps the trees as large or small ones, or none.
        largeTree: plan.trees,
        smallTree: plan.trees,
        description: plan.description,
        createdBy: hand(plan.createdBy),
        committee: plan.committee.map((c) => ({ memberId: member(c.slot), position: c.position })),
        contributions: plan.contributions.map((c) => ({ memberId: member(c.slot), amount: c.amount })),
        participants: plan.participants.map(member),
        createdAt: time(0),
        moves: plan.moves.map((m, i) => ({
          status: m.status,
          by: hand(m.by),
          comment: m.comment,
          note: m.note ?? null,
          at: time(i + 1),
        })),
        lineDecisions: plan.lineDecisions,
        adjustments: plan.adjustment
          ? [
              {
                points: plan.adjustment.points,
                comment: plan.adjustment.comment,
                by: hand(plan.moves.at(-1)!.by),
                at: time(planned.length - 1),
              },
            ]
          : [],
      });
    }
  });
}

/**
 * Writes the generated service projects of the demo district (planDemoProjects): 2 to 4 for each club
 * but those holding the hand-written ones, with their committees, history, estimate and, once
 * approved, their points, the hands being the clubs' members and the offices serving them. One
 * transaction per club, so a server that runs this after it is ready keeps answering in between. A
 * club that already holds a project is left alone (an earlier, interrupted run wrote its projects, or
 * its officers have started their own), and `stopped` ends the writing between two clubs.
 */
export async function seedDemoClubProjects(
  db: Db,
  options: { today?: string; now?: Date; stopped?: () => boolean } = {},
): Promise<DemoClubProjectCounts> {
  const now = options.now ?? new Date();
  const today = options.today ?? colomboDate(now);
  const seeded = await seededClubs(db);
  const plan = planDemoProjects(createRandom(DEMO_SEED + 67), {
    clubs: seeded.map((club) => projectClub(club.name)),
    firstClub: HAND_WRITTEN_PROJECT_CLUBS,
    today,
    yearFrom: lionsYearOf(today).from,
    lineKeys: projectPointsDefinition().items.map((item) => item.key),
  });
  const withProjects = new Set(
    (await db.selectDistinct({ clubId: serviceProjects.clubId }).from(serviceProjects)).map((r) => r.clubId),
  );
  const hands = await readHands(db, today);
  const counts: DemoClubProjectCounts = { projects: 0, stopped: false };
  for (const [index, club] of seeded.entries()) {
    const plans = plan.filter((p) => p.club === index);
    if (plans.length === 0 || withProjects.has(club.id)) continue;
    if (options.stopped?.()) return { ...counts, stopped: true };
    // PGlite answers in the same turn of the event loop, so without a turn between clubs a request
    // that came meanwhile would wait for every club's projects (2 s at a first start), not one club's.
    await new Promise((resolve) => setImmediate(resolve));
    await writeClubProjects(db, hands, club, plans, now);
    counts.projects += plans.length;
  }
  return counts;
}
