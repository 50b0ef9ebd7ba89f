import { and, asc, count, eq, gte, inArray, like, lte, type SQL } from 'drizzle-orm';
import { colomboDate } from '../../../shared/time/colombo';
import type { Db } from '../../db/database';
import { clubs, members, officeRoleAssignments, officeRoles, users } from '../../db/schema';
import type { FileLinks } from '../files/signed-links';
import { pageMeta, pageWindow } from '../pagination';
import { officeRoleColumns } from './office-role-columns';
import { containsPattern } from './search-text';

/** Most choices a member picker shows at once. */
export const CHOICE_LIMIT = 20;

/** Active members, optionally of one club, whose search text contains the search. */
function activeMembersWhere(clubId: number | null, search: string): SQL | undefined {
  return and(
    eq(members.status, 'active'),
    clubId !== null ? eq(members.clubId, clubId) : undefined,
    search.trim() ? like(members.searchText, containsPattern(search)) : undefined,
  );
}

/** Member choices for pickers (uuid, name, group = club, profile image), by name. */
export async function memberChoices(db: Db, links: FileLinks, clubId: number | null, search: string) {
  const rows = await db
    .select({
      uuid: members.uuid,
      name: members.displayName,
      group: clubs.name,
      image: members.profileImage,
      international_id: members.internationalId,
    })
    .from(members)
    .leftJoin(clubs, eq(clubs.id, members.clubId))
    .where(activeMembersWhere(clubId, search))
    .orderBy(asc(members.displayName), asc(members.id))
    .limit(CHOICE_LIMIT);
  return rows.map(({ image, ...r }) => ({ ...r, profile_image: image ? links.url(image) : null }));
}

/** A page of a club's members (every club's with null), with the office roles they hold today. */
export async function memberPage(
  db: Db,
  links: FileLinks,
  clubId: number | null,
  search: string,
  page?: number,
) {
  const where = and(
    clubId !== null ? eq(members.clubId, clubId) : undefined,
    search.trim() ? like(members.searchText, containsPattern(search)) : undefined,
  );
  const window = pageWindow(page);
  const [total] = await db.select({ n: count() }).from(members).where(where);
  const rows = await db
    .select({ member: members, email: users.email, mobile: users.mobile, club: clubs.name })
    .from(members)
    .innerJoin(users, eq(users.memberId, members.id))
    .leftJoin(clubs, eq(clubs.id, members.clubId))
    .where(where)
    .orderBy(asc(members.displayName), asc(members.id))
    .limit(window.limit)
    .offset(window.offset);

  const ids = rows.map((r) => r.member.id);
  const today = colomboDate();
  const roles = ids.length
    ? await db
        .select({ memberId: officeRoleAssignments.memberId, ...officeRoleColumns })
        .from(officeRoleAssignments)
        .innerJoin(officeRoles, eq(officeRoles.id, officeRoleAssignments.officeRoleId))
        .where(
          and(
            inArray(officeRoleAssignments.memberId, ids),
            lte(officeRoleAssignments.dateFrom, today),
            gte(officeRoleAssignments.dateTo, today),
          ),
        )
        .orderBy(asc(officeRoleAssignments.id))
    : [];

  const data = rows.map(({ member: m, email, mobile, club }) => ({
    uuid: m.uuid,
    display_name: m.displayName,
    full_name: m.fullName,
    international_id: m.internationalId,
    mobile,
    email,
    profile_image: m.profileImage ? links.url(m.profileImage) : null,
    status: m.status,
    member_since: m.memberSince,
    club,
    office_roles: roles.filter((r) => r.memberId === m.id).map(({ memberId: _, ...r }) => r),
  }));
  return { data, meta: pageMeta(total?.n ?? 0, window.page) };
}
