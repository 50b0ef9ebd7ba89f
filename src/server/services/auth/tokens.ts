import { createHash, randomBytes } from 'node:crypto';

/** A new opaque secret: 256 bits of randomness, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a leaked table holds no usable tokens. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
