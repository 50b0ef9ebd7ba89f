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

/** Who is asking: whether they may see the member's contact details (policy: canSeeContacts). */
export interface DetailAudience {
  contacts: boolean;
}

/**
 * A member in the spec's shape (section 3: member / profile), or null when there is none. Without
 * `contacts`, mobile, e-mail and birthday are null and the contacts list is empty: the directory
 * fields only.
 */
export async function memberDetail(db: Db, links: FileLinks, memberId: number, audience: DetailAudience) {
  const [row] = await db
    .select({ member: members, user: users, club: { uuid: clubs.uuid, name: clubs.name } })
    .from(members)
    // A member may have no login (one loaded from elsewhere): shown without mobile and e-mail.
    .leftJoin(users, eq(users.memberId, members.id))
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
  const memberContacts = !audience.contacts
    ? []
    : await db
        .select({ uuid: contacts.uuid, contact: contacts.contact, type_name: contactTypes.name })
        .from(contacts)
        .innerJoin(contactTypes, eq(contactTypes.id, contacts.contactTypeId))
        .where(eq(contacts.memberId, member.id))
        .orderBy(asc(contacts.id));
  return {
    uuid: member.uuid,
    user: user?.uuid ?? null,
    display_name: member.displayName,
    full_name: member.fullName,
    international_id: member.internationalId,
    mobile: audience.contacts ? (user?.mobile ?? null) : null,
    email: audience.contacts ? (user?.email ?? null) : null,
    birth_day: audience.contacts ? member.birthDay : null,
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
