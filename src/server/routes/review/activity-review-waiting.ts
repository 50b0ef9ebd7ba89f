import { waitingSummary } from '../../services/review/waiting-summary';
import type { OperationHandler } from '../types';

/**
 * GET /api/cpe-activity/waiting: what waits for the evaluator this Lions year (issue 16): counts by
 * status and by age, and the report waiting longest.
 */
export const activityReviewWaiting: OperationHandler = async (request) => ({
  status_code: 200,
  data: await waitingSummary(request.server.db, request.server.files, request.server.activityCatalogue),
});
