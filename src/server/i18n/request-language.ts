import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { LANGUAGES, type Language } from '../../shared/i18n/schema-texts';

function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The language a request's answer is told in, for a request that may not have a user yet: the
 * `Accept-Language` header negotiated among the app's languages (the client sends its own), else English.
 */
export function acceptedLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const header = request.headers['accept-language'];
  if (!header) return 'en';
  const chosen = new Negotiator({ headers: { 'accept-language': header } }).language([...LANGUAGES]);
  return isLanguage(chosen) ? chosen : 'en';
}

/**
 * The language a request's answer is told in: the signed-in user's own choice (kept on the server),
 * otherwise what the request accepts.
 */
export function languageOf(request: FastifyRequest): Language {
  const own = request.auth?.user.language;
  return isLanguage(own) ? own : acceptedLanguage(request);
}
