import type { FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';

/** A handler of one OpenAPI operation; the route comes from the document, not from the handler. */
export type OperationHandler<G extends RouteGenericInterface = RouteGenericInterface> = (
  request: FastifyRequest<G>,
  reply: FastifyReply,
) => Promise<unknown>;
