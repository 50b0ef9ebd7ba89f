import { and, asc, count, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { colomboDate } from '../../../shared/time/colombo';
import type { Db } from '../../db/database';
import { clubs, members, officeRoleAssignments, officeRoles } from '../../db/schema';
import { containsPattern } from './search-text';

/** Most holders a list shows. */
const HOLDERS_SHOWN = 100;

/**
 * Up to this many holders are looked up one by one; more are found by walking the members by name.
 * Looking a holder up costs a read of their row; the walk costs an index entry per member passed,
 * and passes fewer members the more holders there are (a club office: one in every club).
 */
const FEW_HOLDERS = 1000;

/** The ids of the members holding the office `code` on `day`, as a subquery. */
function holding(db: Db, code: string, day: string) {
  const a = officeRoleAssignments;
  const role = db.select({ id: officeRoles.id }).from(officeRoles).where(eq(officeRoles.code, code));
  return db
    .select({ memberId: a.memberId })
    .from(a)
    .where(and(eq(a.officeRoleId, role), lte(a.dateFrom, day), gte(a.dateTo, day)));
}

/** True when more than `few` assignments of the office cover the day (counting stops there). */
async function manyHolders(db: Db, code: string, day: string, few: number): Promise<boolean> {
  const some = holding(db, code, day).limit(few + 1);
  const [row] = await db.select({ n: count() }).from(some.as('some'));
  return (row?.n ?? 0) > few;
}

/**
 * SQL: the ids of the first active holders by display name, ties at the last name included, so the
 * answer's order (name, then uuid) picks among them. The active members are walked by name on their
 * own index (members_active_name_idx, no table read), each marked by a hashed lookup in the holders:
 * written as a column of the walk, behind OFFSET 0, so PostgreSQL neither joins (and sorts) every
 * active member nor reads each one's row, only the rows of the holders it keeps.
 */
function firstHoldersByName(holders: ReturnType<typeof holding>): SQL {
  return sql`(select id from (
      select ${members.id} as id, ${members.displayName} as name, ${members.id} in ${holders} as holds
      from ${members} where ${members.status} = 'active'
      order by ${members.displayName}, ${members.id} offset 0) walked
    where holds order by name fetch first ${HOLDERS_SHOWN} rows with ties)`;
}

/**
 * Members holding an office role today, optionally filtered by a name search, by display name (then
 * uuid and club, which one row per member makes a total order). Holders of a rare office are read
 * one by one; a common office's first holders by name are found by walking the names
 * (`firstHoldersByName`). `fewHolders` moves the line between the two (tests lower it).
 */
export async function officeHolders(db: Db, code: string, search = '', fewHolders = FEW_HOLDERS) {
  const today = colomboDate();
  const holders = holding(db, code, today);
  const text = search.trim();
  const byName = !text && (await manyHolders(db, code, today, fewHolders));
  const named = text
    ? or(ilike(members.displayName, containsPattern(text)), ilike(members.fullName, containsPattern(text)))
    : undefined;
  // Never a walk of every member by name testing each: a rare office's holders are an array looked
  // up by primary key, a common office's first holders come from `firstHoldersByName`.
  const holderIds = byName
    ? sql`${members.id} in ${firstHoldersByName(holders)}`
    : sql`${members.id} = any(array${holders})`;
  // One row per member (a member holding the office twice is listed once).
  return db
    .select({ uuid: members.uuid, name: members.displayName, club: clubs.name })
    .from(members)
    .leftJoin(clubs, eq(clubs.id, members.clubId))
    .where(and(holderIds, eq(members.status, 'active'), named))
    .orderBy(asc(members.displayName), asc(members.uuid), asc(clubs.name))
    .limit(HOLDERS_SHOWN);
}
