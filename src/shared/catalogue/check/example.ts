import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { ActivityFolder } from './activity-folder';
import { folderFile, type CatalogueProblem } from './problem';

/** As the catalogue sweep validates: every error, formats checked, rjsf's keywords (x-file...) allowed. */
export function exampleAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv;
}

let defaultAjv: Ajv | undefined;

/** An ajv error in words, with what it names (the extra property, the missing one). */
function describe(error: ErrorObject): { path: string; message: string } {
  const params = error.params as Record<string, unknown>;
  if (params.additionalProperty !== undefined)
    return {
      path: `${error.instancePath}/${String(params.additionalProperty)}`,
      message: 'is not a field of schema.json',
    };
  if (params.missingProperty !== undefined)
    return {
      path: `${error.instancePath}/${String(params.missingProperty)}`,
      message: 'is required but missing',
    };
  return { path: error.instancePath || '/', message: error.message ?? 'is not valid' };
}

/**
 * example.json must be a valid report of its schema: every sweep files it, renders it and scores it.
 * Each error names the JSON path in the example ('/no_of_attendance', '/projects/0/date'). The server
 * hands its own Ajv, whose compiled validators it then reuses (a start compiles each schema once).
 */
export function exampleProblems(
  folder: ActivityFolder,
  ajv = (defaultAjv ??= exampleAjv()),
): CatalogueProblem[] {
  if (!folder.schema || folder.example === undefined) return [];
  const file = folderFile(folder.key, 'example.json');
  let validate;
  try {
    validate = ajv.compile(folder.schema);
  } catch (err) {
    const message = `schema.json does not compile: ${err instanceof Error ? err.message : String(err)}`;
    return [{ file: folderFile(folder.key, 'schema.json'), field: '', message }];
  }
  if (validate(structuredClone(folder.example))) return [];
  return (validate.errors ?? []).map((error) => {
    const { path, message } = describe(error);
    return { file, field: path, message: `the example is not a valid report: ${path} ${message}` };
  });
}
