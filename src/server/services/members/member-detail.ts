import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { preparedRead } from '../../db/read-cache';
import { qualified as q } from '../../db/qualified-column';
import { clubs, contacts, contactTypes, members, users } from '../../db/schema';
import type { FileLinks } from '../files/signed-links';
import { officeRolesJson } from './office-roles-json';

/** A contact as a member's answer shows it. */
interface ContactItem {
  uuid: string;
  contact: string;
  type_name: string;
}

/** SQL: the member's contacts (uuid, contact, type name) as one JSON array, in order of entry. */
function contactsJson(memberId: PgColumn): SQL<ContactItem[]> {
  return sql<ContactItem[]>`(select coalesce(json_agg(json_build_object(
      'uuid', ${q(contacts.uuid)}, 'contact', ${q(contacts.contact)}, 'type_name', ${q(contactTypes.name)})
      order by ${q(contacts.id)}), '[]'::json)
    from ${contacts} join ${contactTypes} on ${q(contactTypes.id)} = ${q(contacts.contactTypeId)}
    where ${q(contacts.memberId)} = ${q(memberId)})`;
}

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
  const statement = audience.contacts ? 'member_detail_contacts' : 'member_detail_directory';
  const [row] = await preparedRead(db, statement, (db, name) =>
    db
      .select({
        member: members,
        user: users,
        club: { uuid: clubs.uuid, name: clubs.name },
        roles: officeRolesJson(members.id),
        contacts: audience.contacts ? contactsJson(members.id) : sql<ContactItem[]>`'[]'::json`,
      })
      .from(members)
      // A member may have no login (one loaded from elsewhere): shown without mobile and e-mail.
      .leftJoin(users, eq(users.memberId, members.id))
      .leftJoin(clubs, eq(clubs.id, members.clubId))
      .where(eq(members.id, sql.placeholder('memberId')))
      .prepare(name),
  ).execute({ memberId });
  if (!row) return null;
  const { member, user, roles } = row;
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
    contacts: row.contacts,
  };
}
