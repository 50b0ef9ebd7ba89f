import { listGovernorThemes, listInternationalThemes } from '../../services/lookups/lookups';
import type { OperationHandler } from '../types';

/** GET /api/international-theme/list. */
export const internationalThemeList: OperationHandler = async (request) => ({
  status_code: 200,
  data: await listInternationalThemes(request.server.db),
});

/** GET /api/governor-theme/list: items uuid, theme, theme_key. */
export const governorThemeList: OperationHandler = async (request) => ({
  status_code: 200,
  data: await listGovernorThemes(request.server.db),
});
