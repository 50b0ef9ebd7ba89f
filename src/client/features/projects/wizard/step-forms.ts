import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import committeeSchemaJson from '../../../../../schemas/projects/project-committee/schema.json';
import committeeUiJson from '../../../../../schemas/projects/project-committee/ui-schema.json';
import contributionSchemaJson from '../../../../../schemas/projects/project-contribution/schema.json';
import contributionUiJson from '../../../../../schemas/projects/project-contribution/ui-schema.json';
import documentSchemaJson from '../../../../../schemas/projects/project-document/schema.json';
import documentUiJson from '../../../../../schemas/projects/project-document/ui-schema.json';
import participantsSchemaJson from '../../../../../schemas/projects/project-participants/schema.json';
import participantsUiJson from '../../../../../schemas/projects/project-participants/ui-schema.json';
import type { ValidatorType } from '@rjsf/utils';
import { precompiledValidator } from '../../../form-engine/precompiled-validator';
import { validateFns as committeeFns } from '../../../generated/validators/project-committee';
import { validateFns as contributionFns } from '../../../generated/validators/project-contribution';
import { validateFns as documentFns } from '../../../generated/validators/project-document';
import { validateFns as participantsFns } from '../../../generated/validators/project-participants';

/** A step's add form: its schema, ui-schema and precompiled validator (schemas/projects/<folder>). */
export interface StepForm {
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

function stepForm(
  schema: unknown,
  uiSchema: unknown,
  fns: Parameters<typeof precompiledValidator>[0],
): StepForm {
  return {
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

/** Step 2: position and member. */
export const COMMITTEE_FORM = stepForm(committeeSchemaJson, committeeUiJson, committeeFns);

/** Step 3: member and contribution (Rs.). */
export const CONTRIBUTION_FORM = stepForm(contributionSchemaJson, contributionUiJson, contributionFns);

/** Step 4: members taking part. */
export const PARTICIPANTS_FORM = stepForm(participantsSchemaJson, participantsUiJson, participantsFns);

/** Step 5: document type, file and comments. */
export const DOCUMENT_FORM = stepForm(documentSchemaJson, documentUiJson, documentFns);
