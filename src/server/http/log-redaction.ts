/** Pages whose whole query string is a credential: the reset link and the Android app's sign-in. */
const SECRET_QUERY_PATHS = new Set(['/reset-password', '/app-login']);

/** Query parameters that hold credentials wherever they appear. */
const SECRET_PARAMS = /^(token|sig|password|access_token)$/i;

/**
 * A request URL as the log may keep it: the query of the reset and app-login pages is dropped whole,
 * and any `token` (or signature, password) parameter elsewhere loses its value.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const path = url.slice(0, q);
  if (SECRET_QUERY_PATHS.has(path.replace(/\/+$/, ''))) return `${path}?[redacted]`;
  const kept = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded: string;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed escape is logged as sent, less its value.
        return `${name}=[redacted]`;
      }
      return SECRET_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${path}?${kept.join('&')}`;
}

/** The request as pino logs it: Fastify's usual fields, the URL redacted. */
export function requestLogFields(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
