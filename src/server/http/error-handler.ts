import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../services/audit/audit-log';
import { DomainError } from '../services/errors';
import { errorBody, STATUS_OF } from './errors';
import { actorOf } from './request-context';
import { fieldErrorsFromAjv } from '../services/validation/field-errors';
import { text, type Text } from '../i18n/text';
import { acceptedLanguage, languageOf } from '../i18n/request-language';

/** Fastify's own client-error codes and the texts we answer them with. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, Text]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, text('http.bodyNotJson')],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, text('http.bodyEmpty')],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, text('http.bodyTooLarge')],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, text('http.contentTypeUnsupported')],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, text('http.contentLengthInvalid')],
  FST_ERR_MAX_PARAM_LENGTH: [414, text('http.addressTooLong')],
  FST_ERR_BAD_URL: [400, text('http.addressInvalid')],
};

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs (a path
 * parameter over the length limit, an address that does not decode), answered in the spec's shape
 * with the security headers every answer carries, instead of Fastify's own body without them. No
 * user is known yet: the answer speaks the language the request accepts.
 */
export function frameworkErrorAnswer(headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const [status, message] = FASTIFY_CLIENT_ERRORS[error.code] ?? [400, text('http.requestInvalid')];
    void reply
      .headers(headers)
      .header('x-request-id', request.id)
      .status(status)
      .send(errorBody(status, message, acceptedLanguage(request)));
  };
}

/**
 * Records a signed-in user's refused request (403, or 404 for what their scope hides): who, in which
 * role, what they asked for (the path without its query, which may hold a secret) and why. A failure
 * to record is logged and never changes the answer.
 */
async function auditRefusal(request: FastifyRequest, error: DomainError): Promise<void> {
  if (!request.auth || (error.kind !== 'forbidden' && error.kind !== 'not-found')) return;
  const operation = request.routeOptions.config.operation;
  try {
    await recordAudit(request.server.db, actorOf(request), {
      action: 'request.refused',
      entity: 'request',
      entityId: operation?.operationId ?? null,
      after: {
        status: STATUS_OF[error.kind],
        method: request.method,
        path: request.url.split('?')[0],
        role: typeof request.headers.role === 'string' ? request.headers.role.slice(0, 80) : null,
        reason: error.message,
      },
    });
  } catch (err) {
    request.log.error({ err }, 'could not audit a refused request');
  }
}

/**
 * Every error leaves in the spec's shape (domain errors mapped to their status by STATUS_OF):
 * `{status_code, message, message_key, message_params}`, with `errors {field: [msg]}` and `error_keys`
 * on 422, told in the request's language (`languageOf`). Anything a caller can send is a 4xx; only our
 * own faults are a 500, and they never echo details. Refusals of signed-in users are audited.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    // A multipart body refused half read leaves the rest of it on the socket, where it would be read
    // as the next request: the connection closes after this answer instead.
    if (request.isMultipart()) reply.header('connection', 'close');
    const language = languageOf(request);
    if (error instanceof DomainError) {
      await auditRefusal(request, error);
      const status = STATUS_OF[error.kind];
      return reply.status(status).send(errorBody(status, error.text, language, error.errors, error.code));
    }
    if (error.validation) {
      const errors = fieldErrorsFromAjv(error.validation as never);
      const first = Object.values(errors)[0]?.[0] ?? text('http.invalidData');
      return reply.status(422).send(errorBody(422, first, language, errors));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known[0]).send(errorBody(known[0], known[1], language));
    if (error instanceof SyntaxError)
      return reply.status(400).send(errorBody(400, text('http.bodyNotJson'), language));
    const status = error.statusCode ?? 500;
    // Another library's refusal: its words are not ours to translate, so the request is only "not valid".
    if (status >= 400 && status < 500)
      return reply.status(status).send(errorBody(status, text('http.requestInvalid'), language));
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, text('http.serverError'), language));
  });
}
