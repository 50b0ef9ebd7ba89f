import type { Language } from '../../../shared/i18n/schema-texts';
import { actorOf, requireAuth } from '../../http/request-context';
import { changeLanguage as changeOwnLanguage } from '../../services/auth/language-change';
import type { OperationHandler } from '../types';
import { text } from '../../i18n/text';
import { renderText } from '../../i18n/render-text';

/**
 * PUT /api/member/language: the signed-in user's language of the app. The answer already speaks the
 * language chosen.
 */
export const changeLanguage: OperationHandler<{ Body: { language: Language } }> = async (request) => {
  const { language } = request.body;
  await changeOwnLanguage(request.server.db, actorOf(request), requireAuth(request).user, language);
  return { status_code: 200, message: renderText(text('auth.languageUpdated'), language), language };
};
