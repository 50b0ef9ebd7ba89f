import { defineServerTexts } from '../define-server-texts';

/**
 * The field messages of the contract's and the forms' schemas, one per ajv keyword ({label} is the
 * field's name with spaces: 'display name'), and the few shared by many hand-made checks.
 */
export const validationTexts = defineServerTexts({
  required: 'The {label} field is required.',
  requiredWithout: 'The {label} field is required when {others} is not present.',
  notAllowed: 'The {label} field is not allowed.',
  type: 'The {label} field must be {type, select, integer {an integer} object {an object} other {a {type}}}.',
  typeEither:
    'The {label} field must be {first, select, integer {an integer} object {an object} other {a {first}}} or {second, select, integer {an integer} object {an object} other {a {second}}}.',
  typeAnyOf: 'The {label} field must be one of these types: {types}.',
  minLength: 'The {label} field must be at least {limit} characters.',
  maxLength: 'The {label} field must not be greater than {limit} characters.',
  minimum: 'The {label} field must be at least {limit}.',
  maximum: 'The {label} field must not be greater than {limit}.',
  exclusiveMinimum: 'The {label} field must be greater than {limit}.',
  exclusiveMaximum: 'The {label} field must be less than {limit}.',
  minItems: 'The {label} field must have at least {limit} items.',
  maxItems: 'The {label} field must not have more than {limit} items.',
  selectedInvalid: 'The selected {label} is invalid.',
  format: 'The {label} field must be a valid {format, select, other {{name}}}.',
  pattern: 'The {label} field format is invalid.',
  duplicate: 'The {label} field has a duplicate value.',
  invalid: 'The {label} field is invalid.',
  taken: 'The {label} has already been taken.',
});
