import { and, asc, count, eq, inArray, like, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { colomboDate } from '../../../shared/time/colombo';
import type { Db } from '../../db/database';
import { preparedRead } from '../../db/read-cache';
import { clubs, members, users } from '../../db/schema';
import type { FileLinks } from '../files/signed-links';
import { pageMeta, pageWindow } from '../pagination';
import { officeRolesOfMembers, type OfficeRoleItem } from './office-roles-json';
import { matchesByName } from './matches-by-name';
import { containsPattern, hasTrigram } from './search-text';

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
  return search.trim() ? matchesPattern(containsPattern(search), searcher) : undefined;
}

/** Members whose searchable text (as `searchMatches` chooses it) is like `pattern`. */
function matchesPattern(pattern: string | Placeholder, searcher: Searcher): SQL {
  if (searcher.contacts) return like(members.searchText, pattern);
  return sql`lower(${members.displayName} || ' ' || ${members.fullName} || ' ' || ${members.internationalId}) like ${pattern}`;
}

/**
 * True when a search is best answered from its matches (`matchesByName`): a searcher whose search runs
 * on search_text (which the trigram index covers) typing text with a trigram to look up.
 */
function matchesFirst(search: string, searcher: Searcher): boolean {
  return searcher.contacts && hasTrigram(search);
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
  const chosen = and(eq(members.status, 'active'), within, searchMatches(search, searcher));
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
    .where(
      matchesFirst(search, searcher) ? inArray(members.id, matchesByName(chosen, CHOICE_LIMIT, 0)) : chosen,
    )
    .orderBy(asc(members.displayName), asc(members.id))
    .limit(CHOICE_LIMIT);
  return rows.map(({ image, ...r }) => ({ ...r, profile_image: image ? links.url(image) : null }));
}

/**
 * The statement of a member page, one per shape (a club or all, a search on every field, on names
 * only, or none): the page's rows with their office roles today (`officeRolesOfMembers`) and, for a
 * club's page, the total as a window count, in one round trip. The district's page counts apart: a window count joins every
 * member of the district before the page is cut (13 s at 1.4 million members, P6). It also picks
 * its page's ids from the name index first and joins after, so a deep page skips members without
 * joining each (every member is created with their user, in one transaction, and neither is deleted);
 * with `byMatches`, from the search's matches first (`matchesByName`).
 */
function memberPageStatement(
  db: Db,
  clubScoped: boolean,
  search: SQL | undefined,
  byMatches: boolean,
  name: string,
) {
  const byName = [asc(members.displayName), asc(members.id)];
  const rows = db
    .select({
      // The columns the list shows, not the whole row: the page is read on every visit.
      id: members.id,
      uuid: members.uuid,
      displayName: members.displayName,
      fullName: members.fullName,
      internationalId: members.internationalId,
      profileImage: members.profileImage,
      status: members.status,
      memberSince: members.memberSince,
      email: users.email,
      mobile: users.mobile,
      club: sql<string | null>`${clubs.name}`.as('club'),
      total: (clubScoped ? sql<number>`(count(*) over ())::int` : sql<null>`null::int`).as('total'),
    })
    .from(members)
    .innerJoin(users, eq(users.memberId, members.id))
    .leftJoin(clubs, eq(clubs.id, members.clubId));
  const limit = sql.placeholder('limit');
  const offset = sql.placeholder('offset');
  let pageRows;
  if (clubScoped) {
    pageRows = rows
      .where(and(eq(members.clubId, sql.placeholder('clubId')), search))
      .orderBy(...byName)
      .limit(limit)
      .offset(offset);
  } else {
    const pageIds = byMatches
      ? matchesByName(search, limit, offset)
      : db
          .select({ id: members.id })
          .from(members)
          .where(search)
          .orderBy(...byName)
          .limit(limit)
          .offset(offset);
    pageRows = rows.where(inArray(members.id, pageIds));
  }
  // The page first, then its members' roles in one grouped pass joined to it.
  const page = db.$with('page').as(pageRows);
  const roles = officeRolesOfMembers(db, sql`(select ${page.id} from ${page})`, sql.placeholder('day'));
  return db
    .with(page)
    .select({
      member: {
        uuid: page.uuid,
        displayName: page.displayName,
        fullName: page.fullName,
        internationalId: page.internationalId,
        profileImage: page.profileImage,
        status: page.status,
        memberSince: page.memberSince,
      },
      email: page.email,
      mobile: page.mobile,
      club: page.club,
      roles: sql<OfficeRoleItem[]>`coalesce(${roles.roles}, '[]'::json)`,
      total: page.total,
    })
    .from(page)
    .leftJoin(roles, eq(roles.memberId, page.id))
    .orderBy(asc(page.displayName), asc(page.id))
    .prepare(name);
}

/**
 * How many members a list of the district holds. Unfiltered, it is the number of users: every member
 * is listed with their user, and users.member_id is required and unique, so no join is needed; and
 * that number is kept by triggers in derived.users_count (migration 0009), not counted on every page.
 */
function districtTotal(db: Db, search: string, searcher: Searcher): Promise<number> {
  const match = searchMatches(search, searcher);
  const counted = match
    ? db.select({ n: count() }).from(members).innerJoin(users, eq(users.memberId, members.id)).where(match)
    : preparedRead(db, 'member_count_district', (d, name) =>
        d
          .select({ n: sql<number>`n`.mapWith(Number) })
          .from(sql`derived.users_count`)
          .prepare(name),
      ).execute({});
  return counted.then((rows) => rows[0]?.n ?? 0);
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
  const searching = search.trim() !== '';
  const searchShape = !searching ? 'all' : searcher.contacts ? 'contacts' : 'names';
  // A club's few members are found through the club's index, whatever the search.
  const byMatches = clubId === null && matchesFirst(search, searcher);
  const statement =
    `member_page_${clubId !== null ? 'club' : 'district'}_${searchShape}` + (byMatches ? '_matches' : '');
  const match = searching ? matchesPattern(sql.placeholder('pattern'), searcher) : undefined;
  const window = pageWindow(page);
  const pageRows = preparedRead(db, statement, (db, name) =>
    memberPageStatement(db, clubId !== null, match, byMatches, name),
  ).execute({
    clubId,
    pattern: searching ? containsPattern(search) : null,
    day: colomboDate(),
    limit: window.limit,
    offset: window.offset,
  });
  // The district's total runs beside its page (on PostgreSQL, on another pooled connection).
  const [rows, districtCount] = await Promise.all([
    pageRows,
    clubId === null ? districtTotal(db, search, searcher) : undefined,
  ]);
  // Past a club's last page the window count has no row to ride on: count apart (rare).
  const total =
    districtCount ??
    rows[0]?.total ??
    (window.offset === 0
      ? 0
      : ((
          await db
            .select({ n: count() })
            .from(members)
            .innerJoin(users, eq(users.memberId, members.id))
            .where(and(ofClub(clubId), searchMatches(search, searcher)))
        )[0]?.n ?? 0));

  const data = rows.map(({ member: m, email, mobile, club, roles }) => ({
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
    office_roles: roles,
  }));
  return { data, meta: pageMeta(total, window.page) };
}
