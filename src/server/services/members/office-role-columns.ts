import { officeRoleAssignments, officeRoles } from '../../db/schema';

/** An office-role assignment as members' answers show it (uuid, role name and code, dates). */
export const officeRoleColumns = {
  uuid: officeRoleAssignments.uuid,
  role_name: officeRoles.name,
  role_code: officeRoles.code,
  date_from: officeRoleAssignments.dateFrom,
  date_to: officeRoleAssignments.dateTo,
};
