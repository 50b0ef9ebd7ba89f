import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';

/**
 * The rjsf validator of one form, from the validators `npm run schemas:compile` generated for its
 * schema: no schema is compiled in the browser (the CSP forbids eval). Pass the very schema the form
 * renders; a schema edited since the last compile throws here, naming the missing validator.
 *
 * @example
 * import schema from '../../../../schemas/entities/zone/schema.json';
 * import { validateFns } from '../../generated/validators/zone';
 * const zoneValidator = precompiledValidator(validateFns, schema as RJSFSchema);
 */
export function precompiledValidator(validateFns: ValidatorFunctions, schema: RJSFSchema): ValidatorType {
  return createPrecompiledValidator(validateFns, schema);
}
