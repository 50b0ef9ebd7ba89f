import { readLanguage } from '../i18n/language';
import { readSession } from './session-store';

/**
 * The headers every API request carries: JSON answers, the bearer token and the chosen role and club
 * (spec 1 section 6), and the language chosen on this device, in which a server that knows no user
 * yet (the login page, a reset) answers its messages.
 */
export function requestHeaders(): Record<string, string> {
  const session = readSession();
  return {
    accept: 'application/json',
    'accept-language': readLanguage(),
    ...(session.token ? { authorization: `Bearer ${session.token}` } : {}),
    ...(session.role ? { role: session.role } : {}),
    ...(session.clubId ? { club: session.clubId } : {}),
  };
}
