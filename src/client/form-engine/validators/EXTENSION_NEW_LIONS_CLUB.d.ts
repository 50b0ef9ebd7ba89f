// Generated from schemas/activities/EXTENSION_NEW_LIONS_CLUB/schema.json by `npm run schemas:compile`. Do not edit.
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** ajv's validators of the schema and its sub-schemas, by schema id; see `precompiledValidator`. */
export declare const validateFns: ValidatorFunctions;
