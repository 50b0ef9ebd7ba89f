import { sendCsv } from '../../http/csv-reply';
import { requireAuth } from '../../http/request-context';
import { clubProjectReport, themeProjectReport } from '../../services/project-review/project-reports';
import type { OperationHandler } from '../types';

/** GET /api/service-project/summary/{themeId}/reports: a governor theme's projects as a CSV download. */
export const projectThemeReport: OperationHandler<{ Params: { themeId: string } }> = async (
  request,
  reply,
) => {
  const file = await themeProjectReport(request.server.db, requireAuth(request), request.params.themeId);
  return sendCsv(reply, file.fileName, file.rows);
};

/** GET /api/service-project/{id}/club-reports: a club's projects (`id` is the club's uuid) as a CSV download. */
export const projectClubReport: OperationHandler<{ Params: { id: string } }> = async (request, reply) => {
  const file = await clubProjectReport(request.server.db, requireAuth(request), request.params.id);
  return sendCsv(reply, file.fileName, file.rows);
};
