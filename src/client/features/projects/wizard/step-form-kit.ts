import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { precompiledValidator } from '../../../form-engine/precompiled-validator';

/** A step's add form: its schema, ui-schema and precompiled validator (schemas/projects/<folder>). */
export interface StepForm {
  /** Its schema folder ('projects/project-committee'), whose overlay translates it. */
  folder: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
}

/**
 * A ui-schema without the schema's field descriptions: schemas/projects/ describe their fields for
 * developers ('by uuid'), not for officers.
 */
export function withoutDescriptions(uiSchema: UiSchema): UiSchema {
  return { ...uiSchema, 'ui:globalOptions': { showDescription: false, ...uiSchema['ui:globalOptions'] } };
}

/** A step's add form from its schema folder's files and precompiled validator functions. */
export function stepForm(
  folder: string,
  schema: unknown,
  uiSchema: unknown,
  fns: Parameters<typeof precompiledValidator>[0],
): StepForm {
  return {
    folder,
    schema: schema as RJSFSchema,
    uiSchema: withoutDescriptions(uiSchema as UiSchema),
    validator: precompiledValidator(fns, schema as RJSFSchema),
  };
}

/**
 * The starting data of every add form: one object for the form's life, since EntityForm starts over
 * whenever it is handed a different one (a new key empties it after an add).
 */
export const EMPTY_FORM: Readonly<Record<string, never>> = Object.freeze({});
