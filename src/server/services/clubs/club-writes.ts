import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clubs, zones, type OrgStatus } from '../../db/schema';
import { validationError, type FieldErrors } from '../errors';
import { text } from '../../i18n/text';

/** The club form's fields (spec 1 section 3: name, lions_club_zone_id, status). */
export interface ClubInput {
  name: string;
  lions_club_zone_id: number;
  status: OrgStatus;
}

/** Checks a club form: a name unique in the district (case-insensitively) and an existing zone. */
export async function checkClubInput(db: Db, input: ClubInput, clubId?: number) {
  const errors: FieldErrors = {};
  const name = input.name.trim();
  if (!name) errors.name = [text('clubs.nameRequired')];
  const [zone] = await db.select({ id: zones.id }).from(zones).where(eq(zones.id, input.lions_club_zone_id));
  if (!zone) errors.lions_club_zone_id = [text('clubs.zoneInvalid')];
  if (name) {
    const [taken] = await db
      .select({ id: clubs.id })
      .from(clubs)
      .where(and(sql`lower(${clubs.name}) = lower(${name})`, clubId ? ne(clubs.id, clubId) : undefined));
    if (taken) errors.name = [text('clubs.nameTaken')];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { name, zoneId: zone!.id, status: input.status };
}
