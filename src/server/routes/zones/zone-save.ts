import { actorOf } from '../../http/request-context';
import type { ZoneInput } from '../../services/zones/zone-writes';
import { createZone, updateZone } from '../../services/zones/zone-service';
import type { OperationHandler } from '../types';

/** POST /api/zone/create: 'Zone has been created successfully'. */
export const zoneCreate: OperationHandler<{ Body: ZoneInput }> = async (request) => ({
  status_code: 200,
  message: 'Zone has been created successfully',
  data: await createZone(request.server.db, actorOf(request), request.body),
});

/** POST /api/zone/update/{id}: 'Zone has been updated successfully'. */
export const zoneUpdate: OperationHandler<{ Params: { id: number }; Body: ZoneInput }> = async (request) => ({
  status_code: 200,
  message: 'Zone has been updated successfully',
  data: await updateZone(request.server.db, actorOf(request), request.params.id, request.body),
});
