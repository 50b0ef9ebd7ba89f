import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dereference } from '@apidevtools/json-schema-ref-parser';
import { parse } from 'yaml';

/** The API contract, `openapi/openapi.yaml` at the project root. */
export const OPENAPI_FILE = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));

/** HTTP methods an OpenAPI path item may hold. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** A JSON Schema object as it appears in the document. */
export type JsonSchema = Record<string, unknown>;

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

/** One operation of the document, dereferenced, with our `x-` extensions. */
export interface OperationObject {
  operationId: string;
  parameters?: ParameterObject[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  'x-public'?: boolean;
  'x-role-optional'?: boolean;
  'x-permission'?: string;
}

/** The dereferenced document: no `$ref` left, so every route schema stands alone. */
export interface OpenApiDocument {
  paths: Record<
    string,
    Partial<Record<(typeof HTTP_METHODS)[number], OperationObject>> & { parameters?: ParameterObject[] }
  >;
}

/** Reads and dereferences the contract (once per app; it is small). */
export async function loadOpenApiDocument(file = OPENAPI_FILE): Promise<OpenApiDocument> {
  const raw = parse(readFileSync(file, 'utf8')) as object;
  return (await dereference(raw)) as unknown as OpenApiDocument;
}
