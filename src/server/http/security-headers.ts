import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The app's security policy for helmet: its own origin only; images also from data: and blob: URLs. */
const POLICY: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      // The development server and tests run over http on localhost.
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * The headers helmet sets for the policy, worked out once: helmet's middleware run on a response
 * that only records them. The headers are the same for every answer, and building the middleware
 * per request (as @fastify/helmet does) parsed the policy on every request of the hot path.
 */
export function securityHeaders(options: HelmetOptions = POLICY): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Every answer carries the security headers (set before routing, so errors and 404s carry them; what
 * the router refuses first carries them through `frameworkErrorAnswer`).
 */
export function installSecurityHeaders(app: FastifyInstance, headers = securityHeaders()): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
