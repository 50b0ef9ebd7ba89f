import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a file link works: long enough for a page's images, short enough to leak little. */
export const LINK_TTL_SECONDS = 60 * 60;

/** Signs and checks the links through which stored files are served. */
export interface FileLinks {
  /** A link to a stored file, valid for LINK_TTL_SECONDS (rounded, so a page's links stay cacheable). */
  url(name: string): string;
  /** True when the signature is the server's and the link has not expired. */
  verify(name: string, exp: number, sig: string): boolean;
}

/**
 * HMAC-SHA256 file links. Without a configured secret a random one is made per process: links then
 * stop working at a restart, which only costs a page reload.
 */
export function createFileLinks(secret: string | undefined, now: () => number = Date.now): FileLinks {
  const key = secret ?? randomBytes(32).toString('hex');
  const sign = (name: string, exp: number) =>
    createHmac('sha256', key).update(`${name}:${exp}`).digest('base64url');
  return {
    url(name) {
      // Expiry on a quarter-hour boundary, at least LINK_TTL_SECONDS ahead.
      const quarter = 15 * 60;
      const exp = Math.ceil((now() / 1000 + LINK_TTL_SECONDS) / quarter) * quarter;
      return `/api/files/${name}?exp=${exp}&sig=${sign(name, exp)}`;
    },
    verify(name, exp, sig) {
      if (exp * 1000 < now()) return false;
      const expected = Buffer.from(sign(name, exp));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
