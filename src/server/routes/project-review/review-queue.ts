import type { ReviewLevel } from '../../../shared/machines';
import { requireAuth } from '../../http/request-context';
import { reviewQueue } from '../../services/project-review/review-queue';
import type { OperationHandler } from '../types';

/** GET /api/service-project/review/list?page={n}&level={l}: the projects waiting for the caller's review. */
export const projectReviewQueue: OperationHandler<{
  Querystring: { page?: number; level?: ReviewLevel };
}> = async (request) => ({
  status_code: 200,
  ...(await reviewQueue(request.server.db, requireAuth(request), request.query.page, request.query.level)),
});
