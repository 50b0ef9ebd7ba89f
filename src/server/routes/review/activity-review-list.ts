import { reviewPage } from '../../services/review/review-list';
import type { OperationHandler } from '../types';

/**
 * GET /api/cpe-activity/{month}/list?page=: the evaluator's Review Tasks list, the reports of every
 * club filed for the month of the current Lions year, newest first.
 */
export const activityReviewList: OperationHandler<{
  Params: { month: string };
  Querystring: { page?: number };
}> = async (request) => ({
  status_code: 200,
  ...(await reviewPage(
    request.server.db,
    request.server.activityCatalogue,
    request.params.month,
    request.query.page,
  )),
});
