import { validationError } from '../../services/errors';
import { reviewPage, type ReviewFilters } from '../../services/review/review-list';
import { text } from '../../i18n/text';
import type { OperationHandler } from '../types';

/** The query of the Review Tasks list: the list page's own address parameters, the page and its size. */
type ReviewListQuery = Omit<ReviewFilters, 'month'> & { month?: string; page?: number; per_page?: number };

/**
 * GET /api/cpe-activity/{month}/list?page=: the evaluator's Review Tasks list, the reports of every
 * club filed for the month of the current Lions year, filtered by status, zone, region, club and type,
 * those still waiting first. The query may repeat the month (the list page's address holds it, and is
 * passed on as it is); it must then be the path's.
 */
export const activityReviewList: OperationHandler<{
  Params: { month: string };
  Querystring: ReviewListQuery;
}> = async (request) => {
  const { month, page, per_page: perPage, status, zone, region, club, type } = request.query;
  if (month !== undefined && month !== request.params.month)
    throw validationError({ month: [text('review.monthMismatch')] });
  return {
    status_code: 200,
    ...(await reviewPage(request.server.db, request.server.files, request.server.activityCatalogue, {
      month: request.params.month,
      status,
      zone,
      region,
      club,
      type,
      page,
      perPage,
    })),
  };
};
