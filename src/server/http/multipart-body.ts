import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyRequest } from 'fastify';
import type { JsonSchema } from '../openapi/load-document';
import { HttpError, validationError } from './errors';
import { fieldErrorsFromAjv } from './validation-messages';

/** One uploaded file, read into memory (uploads are at most 500 KB each). */
export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

/** Limits of one multipart request. */
const LIMITS = { fileSize: 500 * 1024, files: 10, fields: 80, fieldSize: 16 * 1024, parts: 100 };

const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: true, removeAdditional: false });
addFormats(ajv);
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

/** `office_roles[0][role_code]` -> ['office_roles', '0', 'role_code']. */
function pathOf(name: string): string[] {
  return name.replace(/\]/g, '').split('[');
}

/** Builds nested objects and arrays from form-data names in the bracket style of PHP and Laravel. */
function assign(target: Record<string, unknown>, path: string[], value: string): void {
  let node: Record<string, unknown> = target;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    const nextIsIndex = /^\d+$/.test(path[i + 1]!);
    node[key] ??= nextIsIndex ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

/** The data schema of a multipart body: the binary (file) properties are not fields. */
function fieldSchema(schema: JsonSchema): JsonSchema {
  const properties = Object.fromEntries(
    Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).filter(
      ([, p]) => p.format !== 'binary',
    ),
  );
  return { ...schema, properties };
}

/**
 * Reads a multipart request: its fields, validated against the operation's schema in openapi.yaml
 * (422 naming each bad field), and its files. A file over 500 KB is a 422 on its field; a file field
 * the schema does not name is refused.
 */
export async function readMultipartBody<T>(
  request: FastifyRequest,
  schema: JsonSchema | undefined,
): Promise<{ body: T; files: UploadedFile[] }> {
  if (!schema) throw new Error('readMultipartBody on an operation without a multipart schema');
  if (!request.isMultipart()) throw new HttpError(415, 'The request must be multipart/form-data.');
  const binaryFields = new Set(
    Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)
      .filter(([, p]) => p.format === 'binary')
      .map(([name]) => name),
  );
  const body: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        if (!binaryFields.has(part.fieldname)) {
          await part.toBuffer().catch(() => undefined);
          throw validationError({ [part.fieldname]: [`The ${part.fieldname} field is not allowed.`] });
        }
        const bytes = await part.toBuffer();
        // An empty file input arrives as a file part with no name and no bytes.
        if (bytes.length > 0) files.push({ field: part.fieldname, filename: part.filename, bytes });
      } else {
        assign(body, pathOf(part.fieldname), String(part.value));
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const field = [...binaryFields][0] ?? 'file';
      throw validationError({ [field]: [`The ${field} may not be greater than 500 KB.`] });
    }
    if (code?.startsWith('FST_')) throw new HttpError(400, 'The multipart body is malformed or too large.');
    throw err;
  }
  // A list field sent as its bare name with no value is an empty list ("none", not "unchanged").
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
    if (property.type === 'array' && body[name] === '') body[name] = [];
  }
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(fieldSchema(schema));
    compiled.set(schema, validate);
  }
  if (!validate(body)) throw validationError(fieldErrorsFromAjv(validate.errors ?? []));
  return { body: body as T, files };
}
