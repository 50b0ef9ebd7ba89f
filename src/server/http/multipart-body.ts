import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyRequest } from 'fastify';
import type { JsonSchema } from '../openapi/load-document';
import { text } from '../i18n/text';
import { badRequest, DomainError, unsupportedMediaType, validationError } from '../services/errors';
import type { UploadedFile } from '../services/files/uploaded-file';
import { NUL_MESSAGE } from './nul-guard';
import { AJV_OPTIONS } from '../services/validation/ajv-options';
import { assignField, bareObject, fieldPath, refuseGaps } from './form-fields';
import { fieldErrorsFromAjv } from '../services/validation/field-errors';

/** Limits of one multipart request. */
const LIMITS = { fileSize: 500 * 1024, files: 10, fields: 80, fieldSize: 16 * 1024, parts: 100 };

const ajv = new Ajv({ ...AJV_OPTIONS, coerceTypes: true, removeAdditional: false });
addFormats(ajv);
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

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
 * Reads every part of a multipart request: text fields into an object (bracket names become nested
 * objects and lists: `members[0]`, `office_roles[0][role_code]`) and the files of `fileFields` into
 * memory. A file over 500 KB is a 422 on its field; a file in any other field is refused.
 */
export async function readMultipartParts(
  request: FastifyRequest,
  fileFields: ReadonlySet<string>,
): Promise<{ body: Record<string, unknown>; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw unsupportedMediaType(text('http.multipartRequired'));
  const body = bareObject();
  const files: UploadedFile[] = [];
  const filled = new Set<string>();
  let current = 'file';
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        current = part.fieldname;
        if (!fileFields.has(part.fieldname)) {
          await part.toBuffer().catch(() => undefined);
          throw validationError({
            [part.fieldname]: [text('validation.notAllowed', { label: part.fieldname })],
          });
        }
        const bytes = await part.toBuffer();
        // An empty file input arrives as a file part with no name and no bytes.
        if (bytes.length === 0) continue;
        // One file per slot: a second would be stored and never referenced.
        if (filled.has(part.fieldname)) {
          throw validationError({ [part.fieldname]: [text('http.oneFileOnly', { field: part.fieldname })] });
        }
        filled.add(part.fieldname);
        files.push({ field: part.fieldname, filename: part.filename, bytes });
      } else {
        const path = fieldPath(part.fieldname);
        const value = String(part.value);
        // PostgreSQL stores no NUL in text: refused here, not by a failing query.
        if (value.includes('\0')) throw validationError({ [path[0]!]: [NUL_MESSAGE] });
        assignField(body, path, value);
      }
    }
  } catch (err) {
    if (err instanceof DomainError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw validationError({
        [current]: [text('http.fileTooLarge', { label: current.replace(/_/g, ' ') })],
      });
    }
    // Everything else the parts iterator throws is the body's fault (a missing closing boundary,
    // a part cut short): ours throw DomainErrors.
    throw badRequest(text('http.multipartMalformed'));
  }
  refuseGaps(body);
  return { body, files };
}

/**
 * Reads a multipart request whose fields the operation's schema in openapi.yaml describes: 422 naming
 * each bad field; the schema's binary properties are its file fields.
 */
export async function readMultipartBody<T>(
  request: FastifyRequest,
  schema: JsonSchema | undefined,
): Promise<{ body: T; files: UploadedFile[] }> {
  if (!schema) throw new Error('readMultipartBody on an operation without a multipart schema');
  const binaryFields = new Set(
    Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)
      .filter(([, p]) => p.format === 'binary')
      .map(([name]) => name),
  );
  const { body, files } = await readMultipartParts(request, binaryFields);
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
