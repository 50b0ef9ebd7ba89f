import type { ReviewLevel } from '../../../shared/machines';
import { CPE } from '../../../shared/policy';
import { actorOf, requireAuth } from '../../http/request-context';
import { approveCheck } from '../../services/project-review/approve-check';
import { approveUpdate } from '../../services/project-review/approve-update';
import { projectDuplicateClaims } from '../../services/duplicates/duplicate-claims';
import { projectInScope } from '../../services/projects/project-scope';
import { sendBackProject } from '../../services/project-review/send-back';
import { submitProject } from '../../services/project-review/submit';
import type { OperationHandler } from '../types';
import { text } from '../../i18n/text';
import { say } from '../../i18n/say';
import { textDecisionsLater } from '../notifications/decision-sms';

/** POST /api/service-project/{id}/update: the owner submits the project (status SUBMITTED). */
export const projectSubmit: OperationHandler<{
  Params: { id: string };
  Body: { status: 'SUBMITTED'; version?: number };
}> = async (request) => {
  const { db } = request.server;
  await submitProject(db, actorOf(request), requireAuth(request), request.params.id, request.body.version);
  return { status_code: 200, message: say(request, text('projects.submitted')) };
};

/** POST /api/service-project/{id}/pending: a reviewer sends the project back to PENDING with a comment. */
export const projectSendBack: OperationHandler<{
  Params: { id: string };
  Body: { pending_comment: string; version?: number };
}> = async (request) => {
  const { pending_comment: comment, version } = request.body;
  const notified = await sendBackProject(
    request.server.db,
    actorOf(request),
    requireAuth(request),
    request.params.id,
    {
      comment,
      version,
    },
  );
  textDecisionsLater(request, notified);
  return { status_code: 200, message: say(request, text('projects.sentBack')) };
};

/**
 * Whether rules flagged the project (a duplicate claim), asked only when the evaluator approves its
 * open lines in bulk: read before the decision's transaction (a file filed since changes the
 * project's version, which the decision checks).
 */
async function flaggedForBulk(request: Parameters<typeof projectApproveUpdate>[0]): Promise<boolean> {
  const { body } = request;
  if (body.is_pending || body.role !== CPE || body.approve_open_lines !== true) return false;
  const { db, files } = request.server;
  const project = await projectInScope(db, requireAuth(request), request.params.id);
  return (await projectDuplicateClaims(db, files, project)).length > 0;
}

/** POST /api/service-project/{id}/approve-update: a reviewer's decision at their level. */
export const projectApproveUpdate: OperationHandler<{
  Params: { id: string };
  Body: {
    is_pending: boolean;
    role: ReviewLevel;
    pending_comment?: string;
    confirmed?: boolean;
    version?: number;
    approve_open_lines?: boolean;
  };
}> = async (request) => {
  const body = request.body;
  const flagged = await flaggedForBulk(request);
  const notified = await approveUpdate(
    request.server.db,
    actorOf(request),
    requireAuth(request),
    request.params.id,
    body,
    { flagged },
  );
  textDecisionsLater(request, notified);
  const message = body.is_pending
    ? text('projects.sentBack')
    : body.role === CPE
      ? text('projects.approved')
      : text('projects.passedOn');
  return { status_code: 200, message: say(request, message) };
};

/** GET /api/service-project/{id}/approve-check: the caller's review level and the level awaited. */
export const projectApproveCheck: OperationHandler<{ Params: { id: string } }> = async (request) => ({
  status_code: 200,
  data: await approveCheck(request.server.db, requireAuth(request), request.params.id),
});
