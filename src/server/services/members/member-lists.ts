import { and, asc, count, eq, gte, inArray, like, lte, sql, type SQL } from 'drizzle-orm';
import { colomboDate } from '../../../shared/time/colombo';
import type { Db } from '../../db/database';
import { clubs, members, officeRoleAssignments, officeRoles, users } from '../../db/schema';
import type { FileLinks } from '../files/signed-links';
import { pageMeta, pageWindow } from '../pagination';
import { officeRoleColumns } from './office-role-columns';
import { containsPattern } from './search-text';

/** Most choices a member picker shows at once. */
export const CHOICE_LIMIT = 20;

/** Who is searching: whether they may see (and so search by) members' mobiles and e-mails. */
export interface Searcher {
  contacts: boolean;
  /** The searcher's own member uuid: their own row always shows their details. */
  memberUuid: string;
}

/**
 * Members whose text contains the search: names, international id and (for a searcher who may see
 * them) mobile and e-mail. Without that right a number typed in the box matches nobody, so the search
 * cannot tell whose number it is.
 */
function searchMatches(search: string, searcher: Searcher): SQL | undefined {
  if (!search.trim()) return undefined;
  const pattern = containsPattern(search);
  if (searcher.contacts) return like(members.searchText, pattern);
  return sql`lower(${members.displayName} || ' ' || ${members.fullName} || ' ' || ${members.internationalId}) like ${pattern}`;
}

/** The members of one club; every member with null. */
export function ofClub(clubId: number | null): SQL | undefined {
  return clubId !== null ? eq(members.clubId, clubId) : undefined;
}

/**
 * Active member choices for pickers (uuid, name, group = club, profile image), by name, among those
 * `within` holds (ofClub, or a project's eligible members) and matching the search.
 */
export async function memberChoices(
  db: Db,
  links: FileLinks,
  within: SQL | undefined,
  search: string,
  searcher: Searcher,
) {
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
    .where(and(eq(members.status, 'active'), within, searchMatches(search, searcher)))
    .orderBy(asc(members.displayName), asc(members.id))
    .limit(CHOICE_LIMIT);
  return rows.map(({ image, ...r }) => ({ ...r, profile_image: image ? links.url(image) : null }));
}

/**
 * A page of a club's members (every club's with null), with the office roles they hold today.
 * Mobiles and e-mails show only to a searcher who may see them (and on their own row); search never
 * matches on details the searcher may not see.
 */
export async function memberPage(
  db: Db,
  links: FileLinks,
  clubId: number | null,
  search: string,
  page: number | undefined,
  searcher: Searcher,
) {
  const contactsOf = (uuid: string) => searcher.contacts || uuid === searcher.memberUuid;
  const where = and(
    clubId !== null ? eq(members.clubId, clubId) : undefined,
    searchMatches(search, searcher),
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
    mobile: contactsOf(m.uuid) ? mobile : null,
    email: contactsOf(m.uuid) ? email : null,
    profile_image: m.profileImage ? links.url(m.profileImage) : null,
    status: m.status,
    member_since: m.memberSince,
    club,
    office_roles: roles.filter((r) => r.memberId === m.id).map(({ memberId: _, ...r }) => r),
  }));
  return { data, meta: pageMeta(total?.n ?? 0, window.page) };
}
