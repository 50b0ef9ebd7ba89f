import { eq } from 'drizzle-orm';
import { officeRoles } from '../../db/schema';
import { validationError } from '../../services/errors';
import { officeHolders } from '../../services/members/office-holders';
import type { OperationHandler } from '../types';

type ByCode = { Params: { code: string; search?: string } };

/** Office holders of a known role code; an unknown code is a 422 naming it. */
const holdersOf: OperationHandler<ByCode> = async (request) => {
  const { db } = request.server;
  const [role] = await db
    .select({ code: officeRoles.code })
    .from(officeRoles)
    .where(eq(officeRoles.code, request.params.code));
  if (!role) throw validationError({ code: ['The selected role code is invalid.'] });
  return { status_code: 200, data: await officeHolders(db, role.code, request.params.search ?? '') };
};

/** GET /api/office-member/{code}/list: members holding the role today. */
export const officeMemberList = holdersOf;

/** GET /api/office-member/{code}/list/se={search}: the same, filtered by name. */
export const officeMemberSearch = holdersOf;

/** GET /api/region-chairmen/list: members holding REGION_CHAIRPERSON today. */
export const regionChairmenList: OperationHandler = async (request) => ({
  status_code: 200,
  data: await officeHolders(request.server.db, 'REGION_CHAIRPERSON'),
});

/** GET /api/zone-chairmen/list: members holding ZONE_CHAIRPERSON today. */
export const zoneChairmenList: OperationHandler = async (request) => ({
  status_code: 200,
  data: await officeHolders(request.server.db, 'ZONE_CHAIRPERSON'),
});
