import { requireAuth } from '../../http/request-context';
import {
  addCommitteeMember,
  listCommittee,
  type CommitteeInput,
} from '../../services/projects/project-committee';
import type { OperationHandler } from '../types';
import { saved, wizardContext } from './wizard-context';

/** POST /api/service-project/committee-member/save: adds a member to a draft's committee. */
export const projectCommitteeSave: OperationHandler<{ Body: CommitteeInput }> = async (request) => {
  const { deps, actor, caller } = await wizardContext(request);
  return saved(request, await addCommitteeMember(deps, actor, caller, { ...request.body }));
};

/** GET /api/service-project/{id}/committee-member/list: a project's committee. */
export const projectCommitteeList: OperationHandler<{ Params: { id: string } }> = async (request) => ({
  status_code: 200,
  data: await listCommittee(request.server.db, requireAuth(request), request.params.id),
});
