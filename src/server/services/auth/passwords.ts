import { hash, verify, type Options } from '@node-rs/argon2';

// Algorithm.Argon2id; the library ships it as a const enum, which isolated modules cannot import.
const ARGON2ID = 2 as NonNullable<Options['algorithm']>;

/** Shortest password accepted; no composition rules (NIST SP 800-63B). */
export const MIN_PASSWORD_LENGTH = 8;

/** Longest password accepted, so hashing cost stays bounded. */
export const MAX_PASSWORD_LENGTH = 256;

/** Hashes a password with argon2id (the library's OWASP-recommended defaults: 19 MiB, t=2, p=1). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** True when the password matches the stored argon2 hash; false for a malformed hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
