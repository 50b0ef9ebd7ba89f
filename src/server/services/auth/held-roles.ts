import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { IMPLICIT_ROLE, roleName } from '../../../shared/policy';
import { colomboDate } from '../../../shared/time/colombo';
import type { Db } from '../../db/database';
import { clubs, type members, officeRoleAssignments, officeRoles } from '../../db/schema';

/** A role a member holds on a given day, with the club it is bound to. */
export interface HeldRole {
  name: string;
  display_name: string;
  club: { id: number; uuid: string; name: string } | null;
  /** The zone a zone office serves, the region a region office serves (internal ids), else null. */
  zoneId: number | null;
  regionId: number | null;
  date_from: string | null;
  date_to: string | null;
}

/**
 * The roles a member holds on a day (Asia/Colombo today by default): every office-role assignment
 * whose inclusive date range covers it, in order of assignment. A member of a club with no office
 * role today still holds CLUB_MEMBER of their club, so every active member can sign in.
 */
export async function heldRoles(
  db: Db,
  member: typeof members.$inferSelect,
  day = colomboDate(),
): Promise<HeldRole[]> {
  const rows = await db
    .select({
      code: officeRoles.code,
      name: officeRoles.name,
      dateFrom: officeRoleAssignments.dateFrom,
      dateTo: officeRoleAssignments.dateTo,
      clubId: clubs.id,
      clubUuid: clubs.uuid,
      clubName: clubs.name,
      zoneId: officeRoleAssignments.zoneId,
      regionId: officeRoleAssignments.regionId,
    })
    .from(officeRoleAssignments)
    .innerJoin(officeRoles, eq(officeRoles.id, officeRoleAssignments.officeRoleId))
    .leftJoin(clubs, eq(clubs.id, officeRoleAssignments.clubId))
    .where(
      and(
        eq(officeRoleAssignments.memberId, member.id),
        lte(officeRoleAssignments.dateFrom, day),
        gte(officeRoleAssignments.dateTo, day),
      ),
    )
    .orderBy(asc(officeRoleAssignments.id));

  const roles: HeldRole[] = [];
  for (const r of rows) {
    // A member holding the same role twice on one day (overlapping terms) sees it once.
    if (roles.some((x) => x.name === r.code && x.club?.id === r.clubId)) continue;
    roles.push({
      name: r.code,
      display_name: r.name,
      club: r.clubId !== null ? { id: r.clubId, uuid: r.clubUuid!, name: r.clubName! } : null,
      zoneId: r.zoneId,
      regionId: r.regionId,
      date_from: r.dateFrom,
      date_to: r.dateTo,
    });
  }
  if (roles.length === 0 && member.clubId !== null) {
    const [club] = await db.select().from(clubs).where(eq(clubs.id, member.clubId)).limit(1);
    if (club) {
      roles.push({
        name: IMPLICIT_ROLE,
        display_name: roleName(IMPLICIT_ROLE),
        club: { id: club.id, uuid: club.uuid, name: club.name },
        zoneId: null,
        regionId: null,
        date_from: null,
        date_to: null,
      });
    }
  }
  return roles;
}

/** The public shape of a held role (no internal ids). */
export function publicHeldRole(role: HeldRole) {
  const { zoneId: _zone, regionId: _region, ...shown } = role;
  return { ...shown, club: role.club ? { uuid: role.club.uuid, name: role.club.name } : null };
}
