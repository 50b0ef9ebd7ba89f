import type { FastifySchema } from 'fastify';
import { HTTP_METHODS, type JsonSchema, type OpenApiDocument, type OperationObject } from './load-document';

/** An operation ready to become a Fastify route. */
export interface Operation {
  operationId: string;
  method: Uppercase<(typeof HTTP_METHODS)[number]>;
  /** The path as the document writes it: /api/member/list/se={search}. */
  path: string;
  /** The same path in Fastify's syntax: /api/member/list/se=:search. */
  url: string;
  schema: FastifySchema;
  /** Answers without a session (login, forgot password...). */
  isPublic: boolean;
  /** Needs a session but not the role header (identity reads, logout). */
  roleOptional: boolean;
  /** The policy permission the role must have, when the operation names one. */
  permission?: string;
  /** Content types of the request body the operation accepts. */
  bodyTypes: string[];
  /** The multipart/form-data body schema, validated by the handler once the parts are read. */
  multipartSchema?: JsonSchema;
}

/** `{name}` path templates become Fastify's `:name`. */
export function toFastifyUrl(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

function objectOf(
  params: { name: string; required?: boolean; schema?: JsonSchema }[],
): JsonSchema | undefined {
  if (params.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema ?? { type: 'string' }])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

function routeSchema(op: OperationObject, pathParams: OperationObject['parameters'] = []): FastifySchema {
  const params = [...pathParams, ...(op.parameters ?? [])];
  const schema: FastifySchema = {};
  const path = objectOf(params.filter((p) => p.in === 'path'));
  const query = objectOf(params.filter((p) => p.in === 'query'));
  if (path) schema.params = path;
  if (query) schema.querystring = query;
  const json = op.requestBody?.content['application/json']?.schema;
  // With several body types, the JSON schema applies to JSON bodies only (multipart is read by the
  // handler); Fastify validates a body schema keyed by content type against that type alone.
  const types = Object.keys(op.requestBody?.content ?? {});
  if (json && types.length > 1) schema.body = { content: { 'application/json': { schema: json } } };
  else if (json) schema.body = json;
  const response: Record<string, JsonSchema> = {};
  for (const [status, answer] of Object.entries(op.responses)) {
    const body = answer.content?.['application/json']?.schema;
    if (body) response[status] = body;
  }
  if (Object.keys(response).length > 0) schema.response = response;
  return schema;
}

/** Every operation of the document, keyed by operationId. */
export function listOperations(doc: OpenApiDocument): Map<string, Operation> {
  const out = new Map<string, Operation>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      if (out.has(op.operationId))
        throw new Error(`openapi.yaml: operationId ${op.operationId} is used twice`);
      out.set(op.operationId, {
        operationId: op.operationId,
        method: method.toUpperCase() as Operation['method'],
        path,
        url: toFastifyUrl(path),
        schema: routeSchema(op, item.parameters),
        isPublic: op['x-public'] === true,
        roleOptional: op['x-role-optional'] === true,
        permission: op['x-permission'],
        bodyTypes: Object.keys(op.requestBody?.content ?? {}),
        multipartSchema: op.requestBody?.content['multipart/form-data']?.schema,
      });
    }
  }
  return out;
}
