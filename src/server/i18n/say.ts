import type { FastifyRequest } from 'fastify';
import { renderText } from './render-text';
import { languageOf } from './request-language';
import type { Text } from './text';

/** A text in the words of the request's language, for the `message` of a route's answer. */
export function say(request: FastifyRequest, text: Text): string {
  return renderText(text, languageOf(request));
}
