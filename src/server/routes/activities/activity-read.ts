import type { OperationHandler } from '../types';
import { detailOf, findReport } from './report-access';

/** GET /api/{type}/{id}: a filed report, as the detail views read it (data.data). */
export const activityShow: OperationHandler<{ Params: { type: string; id: string } }> = async (request) => {
  const type = request.server.activityCatalogue.bySlug(request.params.type);
  const report = await findReport(request, type, request.params.id);
  return { status_code: 200, data: await detailOf(request, report, type!) };
};

/** GET /api/activity/{id}/show?key=: a report of any type by its key (the common detail, data.data). */
export const activityCommonShow: OperationHandler<{
  Params: { id: string };
  Querystring: { key: string };
}> = async (request) => {
  const type = request.server.activityCatalogue.byKey(request.query.key);
  const report = await findReport(request, type, request.params.id);
  return { status_code: 200, data: await detailOf(request, report, type!) };
};
