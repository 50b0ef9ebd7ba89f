import { asc } from 'drizzle-orm';
import { governorThemes, internationalThemes } from '../../db/schema';
import type { OperationHandler } from '../types';

/** GET /api/international-theme/list. */
export const internationalThemeList: OperationHandler = async (request) => {
  const data = await request.server.db
    .select({ uuid: internationalThemes.uuid, theme: internationalThemes.theme })
    .from(internationalThemes)
    .orderBy(asc(internationalThemes.theme));
  return { status_code: 200, data };
};

/** GET /api/governor-theme/list: items uuid, theme, theme_key. */
export const governorThemeList: OperationHandler = async (request) => {
  const data = await request.server.db
    .select({ uuid: governorThemes.uuid, theme: governorThemes.theme, theme_key: governorThemes.themeKey })
    .from(governorThemes)
    .orderBy(asc(governorThemes.theme));
  return { status_code: 200, data };
};
