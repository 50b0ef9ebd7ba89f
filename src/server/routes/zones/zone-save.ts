import { actorOf } from '../../http/request-context';
import type { ZoneInput } from '../../services/zones/zone-writes';
import { createZone, updateZone } from '../../services/zones/zone-service';
import type { OperationHandler } from '../types';
import { text } from '../../i18n/text';
import { say } from '../../i18n/say';

/** POST /api/zone/create: 'Zone has been created successfully'. */
export const zoneCreate: OperationHandler<{ Body: ZoneInput }> = async (request) => ({
  status_code: 200,
  message: say(request, text('zones.created')),
  data: await createZone(request.server.db, actorOf(request), request.body),
});

/** POST /api/zone/update/{id}: 'Zone has been updated successfully'. */
export const zoneUpdate: OperationHandler<{ Params: { id: number }; Body: ZoneInput }> = async (request) => ({
  status_code: 200,
  message: say(request, text('zones.updated')),
  data: await updateZone(request.server.db, actorOf(request), request.params.id, request.body),
});
