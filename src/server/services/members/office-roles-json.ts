import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { qualified } from '../../db/qualified-column';
import { officeRoleAssignments, officeRoles } from '../../db/schema';

/** An office-role assignment as members' answers show it (uuid, role name and code, dates). */
export interface OfficeRoleItem {
  uuid: string;
  role_name: string;
  role_code: string;
  date_from: string;
  date_to: string;
}

/** SQL: a JSON object of named values (json_build_object). */
function jsonObject(fields: Record<string, SQL>): SQL {
  const pairs = Object.entries(fields).map(([name, value]) => sql`${name}::text, ${value}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The fields of an office-role assignment as members' answers show it (`OfficeRoleItem`). */
function officeRoleFields(a: typeof officeRoleAssignments, r: typeof officeRoles): Record<string, SQL> {
  const q = qualified;
  return {
    uuid: q(a.uuid),
    role_name: q(r.name),
    role_code: q(r.code),
    date_from: q(a.dateFrom),
    date_to: q(a.dateTo),
  };
}

/**
 * SQL: the office-role assignments of the member `memberId` as one JSON array of objects with
 * `fields` (built from the assignment and its office role), a scalar subquery so a member's row and
 * roles come in one statement. With `day`, only those covering it, in order of assignment; without,
 * all of them by start date.
 */
export function assignmentsJson<T>(
  memberId: PgColumn,
  fields: (a: typeof officeRoleAssignments, r: typeof officeRoles) => Record<string, SQL>,
  day?: Placeholder | string,
): SQL<T[]> {
  // Every column with its table: see qualified().
  const [a, r] = [officeRoleAssignments, officeRoles];
  const q = qualified;
  const covering =
    day === undefined ? sql`` : sql` and ${q(a.dateFrom)} <= ${day}::date and ${q(a.dateTo)} >= ${day}::date`;
  const order = day === undefined ? sql`${q(a.dateFrom)}, ${q(a.id)}` : q(a.id);
  return sql<T[]>`(select coalesce(json_agg(${jsonObject(fields(a, r))}
      order by ${order}), '[]'::json)
    from ${a} join ${r} on ${q(r.id)} = ${q(a.officeRoleId)}
    where ${q(a.memberId)} = ${q(memberId)}${covering})`;
}

/** SQL: a member's office-role assignments as members' answers show them (see `assignmentsJson`). */
export function officeRolesJson(memberId: PgColumn, day?: Placeholder | string): SQL<OfficeRoleItem[]> {
  return assignmentsJson<OfficeRoleItem>(memberId, officeRoleFields, day);
}

/**
 * A subquery (`page_roles`: member_id, roles) of the office roles held on `day` by each of the members
 * `memberIds` picks, in order of assignment, one grouped pass: a page of members joins it once,
 * where a correlated subquery per row let PostgreSQL scan the assignments again for every row once
 * the table had statistics. Members without a role have no row (coalesce to an empty list).
 */
export function officeRolesOfMembers(db: Db, memberIds: SQL, day: Placeholder | string) {
  const [a, r] = [officeRoleAssignments, officeRoles];
  return db
    .select({
      memberId: a.memberId,
      roles: sql<OfficeRoleItem[]>`json_agg(${jsonObject(officeRoleFields(a, r))} order by ${a.id})`.as(
        'roles',
      ),
    })
    .from(a)
    .innerJoin(r, eq(r.id, a.officeRoleId))
    .where(
      and(inArray(a.memberId, memberIds), sql`${a.dateFrom} <= ${day}::date and ${a.dateTo} >= ${day}::date`),
    )
    .groupBy(a.memberId)
    .as('page_roles');
}
