import { listMemberTypes, listOfficeRoles } from '../../services/lookups/lookups';
import type { OperationHandler } from '../types';

/** GET /api/office-role/list/se={search}: office role options (role_name, role_code). */
export const officeRoleList: OperationHandler<{ Params: { search: string } }> = async (request) => ({
  status_code: 200,
  data: await listOfficeRoles(request.server.db, request.params.search),
});

/** GET /api/member/type/list: member types (id, type). */
export const memberTypeList: OperationHandler = async (request) => ({
  status_code: 200,
  data: await listMemberTypes(request.server.db),
});
