import { listRegions, zonesOfRegion } from '../../services/lookups/lookups';
import type { OperationHandler } from '../types';

/** GET /api/region/list: active regions. */
export const regionList: OperationHandler = async (request) => ({
  status_code: 200,
  data: await listRegions(request.server.db, { activeOnly: true }),
});

/** GET /api/region/all/list: every region. */
export const regionAllList: OperationHandler = async (request) => ({
  status_code: 200,
  data: await listRegions(request.server.db, { activeOnly: false }),
});

/** GET /api/region/zone/{id}: the zones of a region. */
export const regionZones: OperationHandler<{ Params: { id: string } }> = async (request) => ({
  status_code: 200,
  data: await zonesOfRegion(request.server.db, request.params.id),
});
