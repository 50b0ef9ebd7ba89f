import { requireAuth } from '../../http/request-context';
import { monthlyActivities } from '../../services/activities/monthly-activities';
import type { OperationHandler } from '../types';

/**
 * GET /api/activity/{month}/list/{clubId}: the activities the catalogue schedules for the month, in
 * catalogue order, with the club's reports of that month of the current Lions year.
 */
export const activityList: OperationHandler<{ Params: { month: string; clubId: string } }> = async (
  request,
) =>
  monthlyActivities(
    request.server.db,
    request.server.activityCatalogue,
    requireAuth(request),
    request.params.month,
    request.params.clubId,
  );
