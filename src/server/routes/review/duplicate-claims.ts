import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../http/request-context';
import {
  activityDuplicateClaims as activityFlags,
  projectDuplicateClaims as projectFlags,
  type DuplicateFlag,
} from '../../services/duplicates/duplicate-claims';
import { projectInScope } from '../../services/projects/project-scope';
import type { OperationHandler } from '../types';
import { reportOf } from './activity-points';

/**
 * A flag as the API answers it (snake case, the claim's uuids as ids, a report named by its type's
 * title from `titleOf`).
 */
function flagAnswer(flag: DuplicateFlag, titleOf: (key: string) => string | undefined) {
  const { claim } = flag;
  return {
    reason: flag.reason,
    field: flag.field,
    distance: flag.distance,
    claim: {
      kind: claim.kind,
      id: claim.uuid,
      key: claim.key,
      month: claim.month,
      lions_year: claim.lionsYear,
      date: claim.date,
      title: claim.title ?? titleOf(claim.key ?? '') ?? claim.key ?? '',
      status: claim.status,
      club: { id: claim.club.uuid, name: claim.club.name },
    },
  };
}

/** The activity types' titles by key, from the server's catalogue. */
const titles = (request: FastifyRequest) => (key: string) =>
  request.server.activityCatalogue.byKey(key)?.title;

/** GET /api/activity/{id}/duplicate-claims/{key}: other claims of this report's files (issue 14). */
export const activityDuplicateClaims: OperationHandler<{ Params: { id: string; key: string } }> = async (
  request,
) => {
  const { type, report } = await reportOf(request);
  const flags = await activityFlags(request.server.db, request.server.files, type, report);
  return { status_code: 200, data: { flags: flags.map((flag) => flagAnswer(flag, titles(request))) } };
};

/** GET /api/service-project/{id}/duplicate-claims: the same project filed twice, or its files claimed elsewhere. */
export const projectDuplicateClaims: OperationHandler<{ Params: { id: string } }> = async (request) => {
  const project = await projectInScope(request.server.db, requireAuth(request), request.params.id);
  const flags = await projectFlags(request.server.db, request.server.files, project);
  return { status_code: 200, data: { flags: flags.map((flag) => flagAnswer(flag, titles(request))) } };
};
