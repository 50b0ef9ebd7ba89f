import { zoneDetail, zonePage } from '../../services/zones/zone-service';
import type { OperationHandler } from '../types';

/** GET /api/zone/list/se={search}?page={n}: zones matching the zone or region name, paged. */
export const zoneList: OperationHandler<{
  Params: { search: string };
  Querystring: { page?: number };
}> = async (request) => ({
  status_code: 200,
  ...(await zonePage(request.server.db, request.params.search, request.query.page)),
});

/** GET /api/zone/info/{id}. */
export const zoneInfo: OperationHandler<{ Params: { id: number } }> = async (request) => ({
  status_code: 200,
  data: await zoneDetail(request.server.db, request.params.id),
});
