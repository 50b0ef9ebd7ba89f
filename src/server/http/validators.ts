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

/** The contract's check of one route's answers: the validator of a status code, or undefined. */
export type ResponseValidator = (status: number) => ValidateFunction | undefined;

/**
 * The response validators of one app (used outside production). They share one Ajv, and each
 * status code's validator is compiled at the route's first answer with it: compiling every route's
 * at start took over a second of each start, most of it a new Ajv per route compiling its
 * meta-schema again.
 */
export function createResponseValidators(): (schema: FastifySchema) => ResponseValidator {
  let ajv: Ajv | undefined;
  return (schema) => {
    // The route's schemas as given, before Fastify takes the route.
    const bodies = new Map(
      Object.entries((schema.response ?? {}) as Record<string, object>).map(([s, b]) => [Number(s), b]),
    );
    const compiled = new Map<number, ValidateFunction>();
    return (status) => {
      const body = bodies.get(status);
      if (!body) return undefined;
      let validate = compiled.get(status);
      if (!validate) {
        ajv ??= newAjv(false);
        validate = ajv.compile(body);
        compiled.set(status, validate);
      }
      return validate;
    };
  };
}
