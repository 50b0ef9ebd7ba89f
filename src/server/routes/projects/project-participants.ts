import { requireAuth } from '../../http/request-context';
import { addParticipants, listParticipants } from '../../services/projects/project-participants';
import type { OperationHandler } from '../types';
import { saved, wizardBody, wizardContext } from './wizard-context';

/** POST /api/service-project/participant/save: adds members (JSON, or multipart members[i]) to a draft. */
export const projectParticipantSave: OperationHandler = async (request) => {
  const { deps, actor, caller } = await wizardContext(request);
  const { body, transport } = await wizardBody(request, new Set());
  return saved(request, await addParticipants(deps, actor, caller, { body, transport }));
};

/** GET /api/service-project/{id}/participant/list: a project's participants. */
export const projectParticipantList: OperationHandler<{ Params: { id: string } }> = async (request) => ({
  status_code: 200,
  data: await listParticipants(request.server.db, requireAuth(request), request.params.id),
});
