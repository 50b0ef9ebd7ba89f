import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../shared/api/openapi';
import { endSession, readSession } from './session-store';

/**
 * Every request carries the bearer token and the chosen role and club (spec 1 section 6). A 401 on a
 * signed-in request means the session is gone (expired, revoked elsewhere): forget it, so the guards
 * send the user to the login page.
 */
const sessionHeaders: Middleware = {
  onRequest({ request }) {
    const session = readSession();
    request.headers.set('accept', 'application/json');
    if (session.token && !request.headers.has('authorization')) {
      request.headers.set('authorization', `Bearer ${session.token}`);
    }
    if (session.role && !request.headers.has('role')) request.headers.set('role', session.role);
    if (session.clubId && !request.headers.has('club')) request.headers.set('club', session.clubId);
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
