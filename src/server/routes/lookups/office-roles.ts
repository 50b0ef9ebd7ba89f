import { asc, ilike, or } from 'drizzle-orm';
import { memberTypes, officeRoles } from '../../db/schema';
import { containsPattern } from '../../services/members/search-text';
import type { OperationHandler } from '../types';

/** GET /api/office-role/list/se={search}: office role options (role_name, role_code). */
export const officeRoleList: OperationHandler<{ Params: { search: string } }> = async (request) => {
  const search = request.params.search.trim();
  const data = await request.server.db
    .select({ role_name: officeRoles.name, role_code: officeRoles.code })
    .from(officeRoles)
    .where(
      search
        ? or(
            ilike(officeRoles.name, containsPattern(search)),
            ilike(officeRoles.code, containsPattern(search)),
          )
        : undefined,
    )
    .orderBy(asc(officeRoles.id));
  return { status_code: 200, data };
};

/** GET /api/member/type/list: member types (id, type). */
export const memberTypeList: OperationHandler = async (request) => {
  const data = await request.server.db
    .select({ id: memberTypes.id, type: memberTypes.type })
    .from(memberTypes)
    .orderBy(asc(memberTypes.id));
  return { status_code: 200, data };
};
