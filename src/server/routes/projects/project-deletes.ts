import type { FastifyRequest } from 'fastify';
import { actorOf, requireAuth } from '../../http/request-context';
import { deleteDocument, typedDelete, type TypedDelete } from '../../services/projects/entry-deletes';
import { deleteProject } from '../../services/projects/project-delete';
import type { OperationHandler } from '../types';
import { text } from '../../i18n/text';
import { say } from '../../i18n/say';

/** The answer of the wizard lists' deletes: the spec's message 'success'. */
const success = (request: FastifyRequest) => ({
  status_code: 200,
  message: say(request, text('projects.success')),
});

/** DELETE /api/document/delete/{id}: removes a document and its file from its project. */
export const projectDocumentDelete: OperationHandler<{ Params: { id: string } }> = async (request) => {
  const { db, files } = request.server;
  await deleteDocument({ db, files }, actorOf(request), requireAuth(request), request.params.id);
  return success(request);
};

/** DELETE /api/service-project/{id}/delete: the evaluator deletes a project that is not approved. */
export const projectDelete: OperationHandler<{ Params: { id: string } }> = async (request) => {
  const { db, files } = request.server;
  await deleteProject({ db, files }, actorOf(request), requireAuth(request), request.params.id);
  return { status_code: 200, message: say(request, text('projects.deleted')) };
};

/** DELETE /api/service-project/delete/{type}/{id}: a committee entry, contribution, participant or the theme. */
export const projectTypedDelete: OperationHandler<{ Params: { type: TypedDelete; id: string } }> = async (
  request,
) => {
  const { db, files } = request.server;
  await typedDelete(
    { db, files },
    actorOf(request),
    requireAuth(request),
    request.params.type,
    request.params.id,
  );
  return success(request);
};
