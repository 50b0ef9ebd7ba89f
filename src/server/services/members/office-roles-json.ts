import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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
  const pairs = Object.entries(fields(a, r)).map(([name, value]) => sql`${name}::text, ${value}`);
  const covering =
    day === undefined ? sql`` : sql` and ${q(a.dateFrom)} <= ${day}::date and ${q(a.dateTo)} >= ${day}::date`;
  const order = day === undefined ? sql`${q(a.dateFrom)}, ${q(a.id)}` : q(a.id);
  return sql<T[]>`(select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)})
      order by ${order}), '[]'::json)
    from ${a} join ${r} on ${q(r.id)} = ${q(a.officeRoleId)}
    where ${q(a.memberId)} = ${q(memberId)}${covering})`;
}

/** SQL: a member's office-role assignments as members' answers show them (see `assignmentsJson`). */
export function officeRolesJson(memberId: PgColumn, day?: Placeholder | string): SQL<OfficeRoleItem[]> {
  const q = qualified;
  return assignmentsJson<OfficeRoleItem>(
    memberId,
    (a, r) => ({
      uuid: q(a.uuid),
      role_name: q(r.name),
      role_code: q(r.code),
      date_from: q(a.dateFrom),
      date_to: q(a.dateTo),
    }),
    day,
  );
}
