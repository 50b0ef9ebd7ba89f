import { actorOf, requireAuth } from '../../http/request-context';
import { createClub, updateClub } from '../../services/clubs/club-service';
import type { ClubInput } from '../../services/clubs/club-writes';
import type { OperationHandler } from '../types';
import { text } from '../../i18n/text';
import { say } from '../../i18n/say';

/** POST /api/club/create: 'Club has been created successfully'. */
export const clubCreate: OperationHandler<{ Body: ClubInput }> = async (request) => ({
  status_code: 200,
  message: say(request, text('clubs.created')),
  data: await createClub(request.server.db, actorOf(request), request.body),
});

/** POST /api/club/update/{id}: 'Club has been updated successfully'. */
export const clubUpdate: OperationHandler<{ Params: { id: string }; Body: ClubInput }> = async (request) => ({
  status_code: 200,
  message: say(request, text('clubs.updated')),
  data: await updateClub(
    request.server.db,
    actorOf(request),
    requireAuth(request),
    request.params.id,
    request.body,
  ),
});
