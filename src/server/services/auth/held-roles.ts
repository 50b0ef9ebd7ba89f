import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { IMPLICIT_ROLE, roleName } from '../../../shared/policy';
import { colomboDate } from '../../../shared/time/colombo';
import type { Db } from '../../db/database';
import { qualified } from '../../db/qualified-column';
import { clubs, members, regions, zones } from '../../db/schema';
import { assignmentsJson } from '../members/office-roles-json';

/** A role a member holds on a given day, with the club it is bound to. */
export interface HeldRole {
  name: string;
  display_name: string;
  club: { id: number; uuid: string; name: string } | null;
  /** The zone a zone office serves, the region a region office serves (internal ids), else null. */
  zoneId: number | null;
  regionId: number | null;
  /**
   * The region the office lies in: the region a region office serves, the region of a zone office's
   * zone; null for club and district offices (the wizard's club chooser searches it).
   */
  region: { uuid: string; name: string } | null;
  date_from: string | null;
  date_to: string | null;
}

/** One office-role assignment as `assignmentsOn` answers it (JSON). */
export interface AssignmentRow {
  code: string;
  name: string;
  date_from: string;
  date_to: string;
  club: { id: number; uuid: string; name: string } | null;
  zone_id: number | null;
  region_id: number | null;
  region: { uuid: string; name: string } | null;
}

/** A region as `officeRegionJson` answers it. */
type RegionJson = { uuid: string; name: string } | null;

/**
 * SQL: the region an office lies in as JSON, or null: the region it serves (`regionId`), else the
 * region of the zone it serves (`zoneId`).
 */
function officeRegionJson(regionId: SQL, zoneId: SQL): SQL<RegionJson> {
  return sql<RegionJson>`(select json_build_object('uuid', g.uuid, 'name', g.name)
    from ${regions} g where g.id = coalesce(${regionId}, (select z.region_id from ${zones} z where z.id = ${zoneId})))`;
}

/** A club as `clubJson` answers it. */
type ClubJson = { id: number; uuid: string; name: string } | null;

/** SQL: a club (id, uuid, name) as JSON, or null. */
function clubJson(clubId: SQL): SQL<ClubJson> {
  return sql<ClubJson>`(select json_build_object('id', c.id, 'uuid', c.uuid, 'name', c.name)
    from ${clubs} c where c.id = ${clubId})`;
}

/**
 * SQL: the office-role assignments of the member `memberId` whose inclusive date range covers `day`,
 * in order of assignment, with their club, zone and region, so the session lookup answers the
 * identity and its roles in one statement.
 */
export function assignmentsOn(memberId: PgColumn, day: Placeholder | string): SQL<AssignmentRow[]> {
  return assignmentsJson<AssignmentRow>(
    memberId,
    (a, r) => ({
      code: qualified(r.code),
      name: qualified(r.name),
      date_from: qualified(a.dateFrom),
      date_to: qualified(a.dateTo),
      club: clubJson(qualified(a.clubId)),
      zone_id: qualified(a.zoneId),
      region_id: qualified(a.regionId),
      region: officeRegionJson(qualified(a.regionId), qualified(a.zoneId)),
    }),
    day,
  );
}

/** SQL: the member's own club as JSON (the club of the implicit CLUB_MEMBER role). */
export function ownClubOf(clubId: PgColumn): SQL<ClubJson> {
  return clubJson(qualified(clubId));
}

/**
 * The roles held, from a member's assignments on the day and own club: each assignment once (a
 * member holding the same role twice on one day, overlapping terms, sees it once); a member of a
 * club with no office role that day still holds CLUB_MEMBER of their club, so every active member
 * can sign in.
 */
export function toHeldRoles(assignments: readonly AssignmentRow[], ownClub: ClubJson): HeldRole[] {
  const roles: HeldRole[] = [];
  for (const a of assignments) {
    if (roles.some((x) => x.name === a.code && x.club?.id === a.club?.id)) continue;
    roles.push({
      name: a.code,
      display_name: a.name,
      club: a.club,
      zoneId: a.zone_id,
      regionId: a.region_id,
      region: a.region,
      date_from: a.date_from,
      date_to: a.date_to,
    });
  }
  if (roles.length === 0 && ownClub) {
    roles.push({
      name: IMPLICIT_ROLE,
      display_name: roleName(IMPLICIT_ROLE),
      club: ownClub,
      zoneId: null,
      regionId: null,
      region: null,
      date_from: null,
      date_to: null,
    });
  }
  return roles;
}

/** The roles a member holds on a day (Asia/Colombo today by default), in order of assignment. */
export async function heldRoles(
  db: Db,
  member: typeof members.$inferSelect,
  day = colomboDate(),
): Promise<HeldRole[]> {
  const [row] = await db
    .select({ assignments: assignmentsOn(members.id, day), ownClub: ownClubOf(members.clubId) })
    .from(members)
    .where(eq(members.id, member.id));
  return row ? toHeldRoles(row.assignments, row.ownClub) : [];
}

/** The public shape of a held role (no internal ids). */
export function publicHeldRole(role: HeldRole) {
  const { zoneId: _zone, regionId: _region, ...shown } = role;
  return { ...shown, club: role.club ? { uuid: role.club.uuid, name: role.club.name } : null };
}
