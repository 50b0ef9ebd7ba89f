import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { members } from '../../db/schema';
import { addFieldErrors, type FieldErrors } from '../errors';
import type { FileLinks } from '../files/signed-links';
import type { LoadedActivityType } from './activity-catalogue';
import { text } from '../../i18n/text';

/** A member as a report shows them (spec 2: "member reference: display_name"). */
export interface MemberRef {
  uuid: string;
  display_name: string;
  profile_image: string | null;
}

/** The member fields of a type (schema properties with `x-member`): single references and lists. */
export function memberFields(type: LoadedActivityType): { single: string[]; lists: string[] } {
  const properties = (type.schema.properties ?? {}) as Record<
    string,
    { 'x-member'?: boolean; type?: string }
  >;
  const fields = Object.entries(properties).filter(([, p]) => p['x-member']);
  return {
    single: fields.filter(([, p]) => p.type !== 'array').map(([name]) => name),
    lists: fields.filter(([, p]) => p.type === 'array').map(([name]) => name),
  };
}

/** The member uuids a record names in its member fields. */
function namedMembers(type: LoadedActivityType, record: Record<string, unknown>): string[] {
  const { single, lists } = memberFields(type);
  return [
    ...single.map((f) => record[f]).filter((v): v is string => typeof v === 'string'),
    ...lists.flatMap((f) => (Array.isArray(record[f]) ? (record[f] as unknown[]) : [])),
  ].filter((v): v is string => typeof v === 'string');
}

/** The members of the district by uuid, as reports show them. */
async function membersByUuid(db: Db, uuids: string[], links: FileLinks): Promise<Map<string, MemberRef>> {
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select({ uuid: members.uuid, name: members.displayName, image: members.profileImage })
    .from(members)
    .where(inArray(members.uuid, [...new Set(uuids)]));
  return new Map(
    rows.map((r) => [
      r.uuid,
      { uuid: r.uuid, display_name: r.name, profile_image: r.image ? links.url(r.image) : null },
    ]),
  );
}

/**
 * Adds an error for each member field naming someone who is not a member of the district. Run after
 * the schema check, so every uuid is well formed.
 */
export async function checkMembersExist(
  db: Db,
  type: LoadedActivityType,
  record: Record<string, unknown>,
  errors: FieldErrors,
): Promise<void> {
  const { single, lists } = memberFields(type);
  const known = await db
    .select({ uuid: members.uuid })
    .from(members)
    .where(inArray(members.uuid, namedMembers(type, record).concat('00000000-0000-0000-0000-000000000000')));
  const exists = new Set(known.map((m) => m.uuid));
  for (const field of [...single, ...lists]) {
    const named = ([] as unknown[]).concat(record[field] ?? []);
    if (named.some((uuid) => !exists.has(uuid as string)))
      addFieldErrors(errors, field, [text('activities.memberInvalid')]);
  }
}

/**
 * The records with their member fields shown as members (uuid, display_name, profile image link)
 * instead of bare uuids. A member no longer found keeps a placeholder name, never breaks the view.
 */
export async function withMembers(
  db: Db,
  links: FileLinks,
  type: LoadedActivityType,
  records: Record<string, unknown>[],
): Promise<Record<string, unknown>[]> {
  const { single, lists } = memberFields(type);
  const found = await membersByUuid(
    db,
    records.flatMap((r) => namedMembers(type, r)),
    links,
  );
  const show = (uuid: string): MemberRef =>
    found.get(uuid) ?? { uuid, display_name: 'Unknown member', profile_image: null };
  return records.map((record) => {
    const shown = { ...record };
    for (const f of single) if (typeof record[f] === 'string') shown[f] = show(record[f] as string);
    for (const f of lists) if (Array.isArray(record[f])) shown[f] = (record[f] as string[]).map(show);
    return shown;
  });
}
