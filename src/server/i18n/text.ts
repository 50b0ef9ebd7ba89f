import type { ServerTextKey } from './server-texts';

/**
 * A text the server tells a user, not yet in words: the key of its message and the message's
 * arguments. It is rendered in the user's language only where it leaves (the HTTP edge).
 */
export interface Text {
  key: ServerTextKey;
  params?: Record<string, string | number>;
}

/** The text of `key` with its arguments (`text('members.notFound')`). */
export function text(key: ServerTextKey, params?: Record<string, string | number>): Text {
  return params ? { key, params } : { key };
}
