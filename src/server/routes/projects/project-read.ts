import { requireAuth } from '../../http/request-context';
import { projectDetail } from '../../services/projects/project-detail';
import { listProjects } from '../../services/projects/project-list';
import { projectRegionClubs as regionClubs } from '../../services/projects/region-clubs';
import type { OperationHandler } from '../types';

/** GET /api/service-project/list/se={search}?page=&status=: a page of the projects the role reaches. */
export const projectList: OperationHandler<{
  Params: { search: string };
  Querystring: { page?: number; status?: string };
}> = async (request) => ({
  status_code: 200,
  ...(await listProjects(request.server.db, requireAuth(request), {
    search: request.params.search,
    page: request.query.page,
    status: request.query.status,
  })),
});

/** GET /api/service-project/{id}/info: a project as the preview and the wizard read it. */
export const projectInfo: OperationHandler<{ Params: { id: string } }> = async (request) => ({
  status_code: 200,
  data: await projectDetail(
    request.server.db,
    request.server.fileLinks,
    requireAuth(request),
    request.params.id,
  ),
});

/** GET /api/service-project/{id}/region-clubs/se={search}: active clubs of a project's region or of a region. */
export const projectRegionClubs: OperationHandler<{ Params: { id: string; search: string } }> = async (
  request,
) => ({
  status_code: 200,
  data: await regionClubs(request.server.db, requireAuth(request), request.params.id, request.params.search),
});
