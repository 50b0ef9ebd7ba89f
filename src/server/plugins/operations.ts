import type { FastifyInstance } from 'fastify';
import { createResponseValidators } from '../http/validators';
import { loadOpenApiDocument } from '../openapi/load-document';
import { listOperations } from '../openapi/operations';
import { HANDLERS } from '../routes/handlers';
import type { OperationHandler } from '../routes/types';

/**
 * Registers one route per operation of openapi.yaml, with the document's request and response schemas,
 * bound to the handler of the same operationId. A missing handler or a handler without an operation
 * stops the server at start, so the contract and the server cannot drift apart.
 */
export async function operationsPlugin(app: FastifyInstance): Promise<void> {
  const operations = listOperations(await loadOpenApiDocument());
  const unknown = Object.keys(HANDLERS).filter((id) => !operations.has(id));
  if (unknown.length > 0)
    throw new Error(`Handlers without an operation in openapi.yaml: ${unknown.join(', ')}`);

  const responseValidatorsOf = app.config.validateResponses ? createResponseValidators() : null;
  for (const operation of operations.values()) {
    const handler = HANDLERS[operation.operationId] as OperationHandler | undefined;
    if (!handler) throw new Error(`openapi.yaml operation ${operation.operationId} has no handler`);
    const responseValidators = responseValidatorsOf?.(operation.schema);
    app.route({
      method: operation.method,
      url: operation.url,
      schema: operation.schema,
      config: { operation },
      handler,
      // Outside production every answer is checked against the contract, so a drift fails the tests.
      preSerialization: responseValidators
        ? async (request, reply, payload) => {
            const validate = responseValidators(reply.statusCode);
            if (validate && !validate(payload)) {
              request.log.error(
                { errors: validate.errors, operation: operation.operationId },
                'response breaks the contract',
              );
              throw new Error(
                `Response of ${operation.operationId} (${reply.statusCode}) breaks openapi.yaml`,
              );
            }
            return payload;
          }
        : undefined,
    });
  }
}
