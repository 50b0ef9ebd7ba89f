import type { FastifyError, FastifyInstance } from 'fastify';
import { errorBody, HttpError } from './errors';
import { fieldErrorsFromAjv } from './validation-messages';

/** Fastify's own client-error codes and the words we answer them with. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'The request content type is not supported.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request content length is invalid.'],
};

/**
 * Every error leaves in the spec's shape: `{status_code, message}`, with `errors {field: [msg]}` on
 * 422. Anything a caller can send is a 4xx; only our own faults are a 500, and they never echo details.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(errorBody(error.statusCode, error.message, error.errors, error.code));
    }
    if (error.validation) {
      const errors = fieldErrorsFromAjv(error.validation as never);
      const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
      return reply.status(422).send(errorBody(422, first, errors));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known[0]).send(errorBody(known[0], known[1]));
    if (error instanceof SyntaxError)
      return reply.status(400).send(errorBody(400, 'The request body is not valid JSON.'));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send(errorBody(status, error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, 'Server Error'));
  });
}
