import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { roleScope } from '../../../shared/policy';
import type { Db } from '../../db/database';
import { clubs, officeRoleAssignments, officeRoles, zones } from '../../db/schema';
import type { FieldErrors } from '../errors';
import { text } from '../../i18n/text';

/** One office role in a member form. */
export interface OfficeRoleInput {
  uuid?: string;
  role_code: string;
  date_from: string;
  date_to: string;
}

/** An office role ready to store. */
export interface PlannedOfficeRole {
  uuid?: string;
  officeRoleId: number;
  code: string;
  dateFrom: string;
  dateTo: string;
}

/**
 * Checks the office roles of a member form: known codes, ordered dates, existing assignments of this
 * member only. Errors are keyed office_roles.i.field. Who may grant which office is checked before
 * (assertMayAssign, a 403).
 */
export async function checkOfficeRoles(
  db: Db,
  items: OfficeRoleInput[],
  errors: FieldErrors,
  memberId?: number,
): Promise<PlannedOfficeRole[]> {
  if (items.length === 0) return [];
  const codes = [...new Set(items.map((i) => i.role_code))];
  const known = await db.select().from(officeRoles).where(inArray(officeRoles.code, codes));
  const byCode = new Map(known.map((r) => [r.code, r]));
  const ownUuids = new Set(
    memberId
      ? (
          await db
            .select({ uuid: officeRoleAssignments.uuid })
            .from(officeRoleAssignments)
            .where(eq(officeRoleAssignments.memberId, memberId))
        ).map((r) => r.uuid)
      : [],
  );
  const planned: PlannedOfficeRole[] = [];
  items.forEach((item, i) => {
    const key = `office_roles.${i}`;
    const role = byCode.get(item.role_code);
    if (!role) errors[`${key}.role_code`] = [text('members.roleInvalid')];
    if (item.date_from > item.date_to) errors[`${key}.date_to`] = [text('members.dateToBeforeDateFrom')];
    if (item.uuid && !ownUuids.has(item.uuid)) errors[`${key}.uuid`] = [text('members.officeRoleInvalid')];
    if (role) {
      planned.push({
        uuid: item.uuid,
        officeRoleId: role.id,
        code: role.code,
        dateFrom: item.date_from,
        dateTo: item.date_to,
      });
    }
  });
  return planned;
}

/** Where a role is held: club roles in the member's club, zone and region roles in its zone or region. */
async function scopeOf(db: Db, code: string, clubId: number | null) {
  const none = { clubId: null, zoneId: null, regionId: null };
  const scope = roleScope(code);
  if (clubId === null || scope === 'district') return none;
  if (scope === 'club') return { ...none, clubId };
  const [place] = await db
    .select({ zoneId: zones.id, regionId: zones.regionId })
    .from(clubs)
    .innerJoin(zones, eq(zones.id, clubs.zoneId))
    .where(eq(clubs.id, clubId));
  return scope === 'zone'
    ? { ...none, zoneId: place?.zoneId ?? null }
    : { ...none, regionId: place?.regionId ?? null };
}

/** Adds office roles to a new member. */
export async function addOfficeRoles(
  db: Db,
  memberId: number,
  clubId: number | null,
  roles: PlannedOfficeRole[],
) {
  for (const r of roles) {
    await db.insert(officeRoleAssignments).values({
      memberId,
      officeRoleId: r.officeRoleId,
      dateFrom: r.dateFrom,
      dateTo: r.dateTo,
      ...(await scopeOf(db, r.code, clubId)),
    });
  }
}

/** Makes a member's office roles exactly the given list: kept ones updated, others removed, new ones added. */
export async function replaceOfficeRoles(
  db: Db,
  memberId: number,
  clubId: number | null,
  roles: PlannedOfficeRole[],
) {
  const kept = roles.filter((r) => r.uuid).map((r) => r.uuid!);
  await db
    .delete(officeRoleAssignments)
    .where(
      and(
        eq(officeRoleAssignments.memberId, memberId),
        kept.length ? notInArray(officeRoleAssignments.uuid, kept) : undefined,
      ),
    );
  for (const r of roles.filter((x) => x.uuid)) {
    await db
      .update(officeRoleAssignments)
      .set({ officeRoleId: r.officeRoleId, dateFrom: r.dateFrom, dateTo: r.dateTo, updatedAt: new Date() })
      .where(eq(officeRoleAssignments.uuid, r.uuid!));
  }
  await addOfficeRoles(
    db,
    memberId,
    clubId,
    roles.filter((r) => !r.uuid),
  );
}
