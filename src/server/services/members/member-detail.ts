import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  clubs,
  contacts,
  contactTypes,
  members,
  officeRoleAssignments,
  officeRoles,
  users,
} from '../../db/schema';
import type { FileLinks } from '../files/signed-links';
import { officeRoleColumns } from './office-role-columns';

/** A member in the spec's shape (section 3: member / profile), or null when there is none. */
export async function memberDetail(db: Db, links: FileLinks, memberId: number) {
  const [row] = await db
    .select({ member: members, user: users, club: { uuid: clubs.uuid, name: clubs.name } })
    .from(members)
    .innerJoin(users, eq(users.memberId, members.id))
    .leftJoin(clubs, eq(clubs.id, members.clubId))
    .where(eq(members.id, memberId));
  if (!row) return null;
  const { member, user } = row;
  const roles = await db
    .select(officeRoleColumns)
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
    profile_image: member.profileImage ? links.url(member.profileImage) : null,
    member_type_id: member.memberTypeId,
    status: member.status,
    club: row.club?.uuid ? { uuid: row.club.uuid, name: row.club.name } : null,
    office_roles: roles,
    contacts: memberContacts,
  };
}
