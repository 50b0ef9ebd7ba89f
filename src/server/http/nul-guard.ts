import type { FastifyInstance } from 'fastify';
import { text } from '../i18n/text';
import { validationError } from '../services/errors';

/** The message of a text holding a NUL character, which PostgreSQL cannot store. */
export const NUL_MESSAGE = text('http.nulCharacters');

/**
 * The path of the first string holding a NUL character in a value (`members.2`), or null. Walks with
 * a stack of its own, not by recursion: a JSON body may nest a hundred thousand levels deep.
 */
export function nulPath(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [node, path] = pending.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\0')) return path || 'body';
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (key.includes('\0')) return path || 'body';
        pending.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/**
 * Refuses (422 naming the field) a path parameter, query parameter or JSON body whose text holds a
 * NUL character: PostgreSQL stores no NUL in text, so such a value could only end in a failed query.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = nulPath(request.params) ?? nulPath(request.query) ?? nulPath(request.body);
    if (field) throw validationError({ [field]: [NUL_MESSAGE] });
  });
}
