import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  clubs,
  contacts,
  contactTypes,
  type members,
  officeRoleAssignments,
  officeRoles,
  type users,
} from '../../db/schema';

/** A member's profile in the spec's shape (section 3: member / profile). */
export async function memberProfile(
  db: Db,
  member: typeof members.$inferSelect,
  user: typeof users.$inferSelect,
) {
  const [club] = member.clubId
    ? await db.select({ uuid: clubs.uuid, name: clubs.name }).from(clubs).where(eq(clubs.id, member.clubId))
    : [];
  const roles = await db
    .select({
      uuid: officeRoleAssignments.uuid,
      role_name: officeRoles.name,
      role_code: officeRoles.code,
      date_from: officeRoleAssignments.dateFrom,
      date_to: officeRoleAssignments.dateTo,
    })
    .from(officeRoleAssignments)
    .innerJoin(officeRoles, eq(officeRoles.id, officeRoleAssignments.officeRoleId))
    .where(eq(officeRoleAssignments.memberId, member.id))
    .orderBy(asc(officeRoleAssignments.dateFrom), asc(officeRoleAssignments.id));
  const memberContacts = await db
    .select({ uuid: contacts.uuid, contact: contacts.contact, type_name: contactTypes.name })
    .from(contacts)
    .innerJoin(contactTypes, eq(contactTypes.id, contacts.contactTypeId))
    .where(eq(contacts.memberId, member.id))
    .orderBy(asc(contacts.id));
  return {
    uuid: member.uuid,
    user: user.uuid,
    display_name: member.displayName,
    full_name: member.fullName,
    international_id: member.internationalId,
    mobile: user.mobile,
    email: user.email,
    birth_day: member.birthDay,
    gender: member.gender,
    spouse: member.spouse,
    suffix: member.suffix,
    title: member.title,
    member_since: member.memberSince,
    profile_image: member.profileImage,
    member_type_id: member.memberTypeId,
    status: member.status,
    club: club ?? null,
    office_roles: roles,
    contacts: memberContacts,
  };
}
