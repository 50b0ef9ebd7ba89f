import { asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  governorThemes,
  internationalThemes,
  memberTypes,
  officeRoles,
  regions,
  zones,
} from '../../db/schema';
import { notFound, validationError } from '../errors';
import { officeHolders } from '../members/office-holders';
import { containsPattern } from '../members/search-text';
import { zoneRows } from '../zones/zone-rows';
import { text } from '../../i18n/text';

const regionColumns = { uuid: regions.uuid, name: regions.name, status: regions.status };

/** Regions by name: the active ones (pickers), or all of them. */
export function listRegions(db: Db, { activeOnly }: { activeOnly: boolean }) {
  return db
    .select(regionColumns)
    .from(regions)
    .where(activeOnly ? eq(regions.status, 'ACTIVE') : undefined)
    .orderBy(asc(regions.name));
}

/** The zones of the region with that uuid; not found for an unknown one. */
export async function zonesOfRegion(db: Db, regionUuid: string) {
  const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.uuid, regionUuid));
  if (!region) throw notFound(text('lookups.regionNotFound'));
  return zoneRows(db, { where: eq(zones.regionId, region.id) });
}

/** The international themes by name. */
export function listInternationalThemes(db: Db) {
  return db
    .select({ uuid: internationalThemes.uuid, theme: internationalThemes.theme })
    .from(internationalThemes)
    .orderBy(asc(internationalThemes.theme));
}

/** The governor themes by name (uuid, theme, theme_key). */
export function listGovernorThemes(db: Db) {
  return db
    .select({ uuid: governorThemes.uuid, theme: governorThemes.theme, theme_key: governorThemes.themeKey })
    .from(governorThemes)
    .orderBy(asc(governorThemes.theme));
}

/** Office role options (role_name, role_code) whose name or code contains the search. */
export function listOfficeRoles(db: Db, search: string) {
  const text = search.trim();
  return db
    .select({ role_name: officeRoles.name, role_code: officeRoles.code })
    .from(officeRoles)
    .where(
      text
        ? or(ilike(officeRoles.name, containsPattern(text)), ilike(officeRoles.code, containsPattern(text)))
        : undefined,
    )
    .orderBy(asc(officeRoles.id));
}

/** The member types (id, type). */
export function listMemberTypes(db: Db) {
  return db
    .select({ id: memberTypes.id, type: memberTypes.type })
    .from(memberTypes)
    .orderBy(asc(memberTypes.id));
}

/** Members holding the office of a known role code today, by name; an unknown code is invalid. */
export async function holdersOfOffice(db: Db, code: string, search = '') {
  const [role] = await db
    .select({ code: officeRoles.code })
    .from(officeRoles)
    .where(eq(officeRoles.code, code));
  if (!role) throw validationError({ code: [text('lookups.roleCodeInvalid')] });
  return officeHolders(db, role.code, search);
}
