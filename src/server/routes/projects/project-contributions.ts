import { requireAuth } from '../../http/request-context';
import {
  addContribution,
  listContributions,
  updateContribution,
  type ContributionChange,
  type ContributionInput,
} from '../../services/projects/project-contributions';
import type { OperationHandler } from '../types';
import { saved, wizardContext } from './wizard-context';

/** POST /api/service-project/clubs-contribution/save: records a member's contribution to a draft. */
export const projectContributionSave: OperationHandler<{ Body: ContributionInput }> = async (request) => {
  const { deps, actor, caller } = await wizardContext(request);
  return saved(request, await addContribution(deps, actor, caller, { ...request.body }));
};

/** GET /api/service-project/{id}/clubs-contribution/list: a project's member contributions. */
export const projectContributionList: OperationHandler<{ Params: { id: string } }> = async (request) => ({
  status_code: 200,
  data: await listContributions(request.server.db, requireAuth(request), request.params.id),
});

/** POST /api/service-project-contribution/{id}/update: changes a contribution of a draft. */
export const projectContributionUpdate: OperationHandler<{
  Params: { id: string };
  Body: ContributionChange;
}> = async (request) => {
  const { deps, actor, caller } = await wizardContext(request);
  return saved(request, await updateContribution(deps, actor, caller, request.params.id, request.body));
};
