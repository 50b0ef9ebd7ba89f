import { REGION_CHAIRPERSON, ZONE_CHAIRPERSON } from '../../../shared/policy';
import { holdersOfOffice } from '../../services/lookups/lookups';
import type { OperationHandler } from '../types';

type ByCode = { Params: { code: string; search?: string } };

/** Office holders of a known role code; an unknown code is a 422 naming it. */
const holdersOf: OperationHandler<ByCode> = async (request) => ({
  status_code: 200,
  data: await holdersOfOffice(request.server.db, request.params.code, request.params.search ?? ''),
});

/** GET /api/office-member/{code}/list: members holding the role today. */
export const officeMemberList = holdersOf;

/** GET /api/office-member/{code}/list/se={search}: the same, filtered by name. */
export const officeMemberSearch = holdersOf;

/** GET /api/region-chairmen/list: members holding REGION_CHAIRPERSON today. */
export const regionChairmenList: OperationHandler = async (request) => ({
  status_code: 200,
  data: await holdersOfOffice(request.server.db, REGION_CHAIRPERSON),
});

/** GET /api/zone-chairmen/list: members holding ZONE_CHAIRPERSON today. */
export const zoneChairmenList: OperationHandler = async (request) => ({
  status_code: 200,
  data: await holdersOfOffice(request.server.db, ZONE_CHAIRPERSON),
});
