import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { regions, zones, type OrgStatus } from '../../db/schema';
import { validationError, type FieldErrors } from '../errors';
import { text } from '../../i18n/text';

/** The zone form's fields (spec 1 section 3: name, lions_club_region, status). */
export interface ZoneInput {
  name: string;
  lions_club_region: string;
  status: OrgStatus;
}

/**
 * Checks a zone form and answers the values to store: a name (trimmed, unique within its region,
 * case-insensitively) and an existing region. Every problem at once, as a 422.
 */
export async function checkZoneInput(db: Db, input: ZoneInput, zoneId?: number) {
  const errors: FieldErrors = {};
  const name = input.name.trim();
  if (!name) errors.name = [text('zones.nameRequired')];
  const [region] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(eq(regions.uuid, input.lions_club_region));
  if (!region) errors.lions_club_region = [text('zones.regionInvalid')];
  if (name && region) {
    const [taken] = await db
      .select({ id: zones.id })
      .from(zones)
      .where(
        and(
          eq(zones.regionId, region.id),
          sql`lower(${zones.name}) = lower(${name})`,
          zoneId ? ne(zones.id, zoneId) : undefined,
        ),
      );
    if (taken) errors.name = [text('zones.nameTaken')];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { name, regionId: region!.id, status: input.status };
}
