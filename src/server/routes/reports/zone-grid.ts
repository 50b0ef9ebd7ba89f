import { sendCsv } from '../../http/csv-reply';
import { requireAuth } from '../../http/request-context';
import { zoneGrid } from '../../services/zone-grid/zone-grid';
import { zoneGridFileName, zoneGridRows } from '../../services/zone-grid/zone-grid-csv';
import type { GridFilters } from '../../services/zone-grid/zone-grid-scope';
import type { OperationHandler } from '../types';

type GridRequest = { Params: { month: string }; Querystring: GridFilters };

/**
 * GET /api/activity/{month}/zone-grid?zone=&region=: the month's zone grid of the clubs the caller's
 * office reaches (issue 14).
 */
export const activityZoneGrid: OperationHandler<GridRequest> = async (request) => ({
  status_code: 200,
  data: await zoneGrid(
    request.server.db,
    request.server.activityCatalogue,
    requireAuth(request),
    request.params.month,
    request.query,
  ),
});

/** GET /api/activity/{month}/zone-grid/csv: the same grid as a CSV download. */
export const activityZoneGridCsv: OperationHandler<GridRequest> = async (request, reply) => {
  const grid = await zoneGrid(
    request.server.db,
    request.server.activityCatalogue,
    requireAuth(request),
    request.params.month,
    request.query,
  );
  return sendCsv(reply, zoneGridFileName(grid), zoneGridRows(grid));
};
