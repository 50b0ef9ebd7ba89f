import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { AJV_OPTIONS } from '../services/validation/ajv-options';

function newAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, coerceTypes, useDefaults: true, removeAdditional: false });
  addFormats(ajv);
  return ajv;
}

/**
 * Request validation: bodies are validated strictly (a wrong type is an error, an unknown field is an
 * error); path and query strings are coerced, because everything in a URL arrives as text.
 */
export function installRequestValidators(app: FastifyInstance): void {
  const strict = newAjv(false);
  const coercing = newAjv(true);
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? strict : coercing;
    return ajv.compile(schema as object) as ValidateFunction;
  });
}

/** Validators for each status code of a route's response schema (used outside production). */
export function compileResponseValidators(schema: FastifySchema): Map<number, ValidateFunction> {
  const ajv = newAjv(false);
  const out = new Map<number, ValidateFunction>();
  for (const [status, body] of Object.entries((schema.response ?? {}) as Record<string, object>)) {
    out.set(Number(status), ajv.compile(body));
  }
  return out;
}
