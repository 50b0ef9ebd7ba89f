import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../shared/api/openapi';
import { requestHeaders } from './request-headers';
import { endSession, readSession } from './session-store';

/**
 * Every request carries the session's headers (requestHeaders), unless the caller set its own. A 401 on a
 * signed-in request means the session is gone (expired, revoked elsewhere): forget it, so the guards
 * send the user to the login page.
 */
const sessionHeaders: Middleware = {
  onRequest({ request }) {
    for (const [name, value] of Object.entries(requestHeaders())) {
      if (name === 'accept' || !request.headers.has(name)) request.headers.set(name, value);
    }
    return request;
  },
  onResponse({ request, response }) {
    if (response.status === 401 && request.headers.has('authorization') && readSession().token) endSession();
    return response;
  },
};

/** The one typed client of the API; feature hooks call only through it. */
export const api = createClient<paths>({ baseUrl: '/' });
api.use(sessionHeaders);
