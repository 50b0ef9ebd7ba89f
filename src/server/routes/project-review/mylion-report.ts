import { sendCsv } from '../../http/csv-reply';
import { requireAuth } from '../../http/request-context';
import { mylionReport } from '../../services/mylion/mylion-report';
import type { OperationHandler } from '../types';

/**
 * GET /api/service-project/{id}/mylion-report?month=YYYY-MM: a club's approved projects of a month, in the
 * columns of Lions International's service-activity report, as a CSV download (issue 14).
 */
export const projectMylionReport: OperationHandler<{
  Params: { id: string };
  Querystring: { month: string };
}> = async (request, reply) => {
  const file = await mylionReport(
    request.server.db,
    requireAuth(request),
    request.params.id,
    request.query.month,
  );
  return sendCsv(reply, file.fileName, file.rows);
};
