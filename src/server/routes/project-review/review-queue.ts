import { requireAuth } from '../../http/request-context';
import { reviewQueue } from '../../services/project-review/review-queue';
import type { OperationHandler } from '../types';

/** GET /api/service-project/review/list?page={n}: the projects waiting for the caller's review level. */
export const projectReviewQueue: OperationHandler<{ Querystring: { page?: number } }> = async (request) => ({
  status_code: 200,
  ...(await reviewQueue(request.server.db, requireAuth(request), request.query.page)),
});
