import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { ActivityType } from '../../../shared/catalogue/activity-type';
import { activityType } from '../../../shared/catalogue/catalogue';
import type { Language } from '../../../shared/i18n/schema-texts';
import { loadFolderOverlay, overlayTranslate } from '../overlays/load-overlay';
import { translateForm } from '../overlays/translate-form';
import { precompiledValidator } from '../precompiled-validator';

// Each activity's form is found by file name, not imported by hand: a new folder under
// schemas/activities/, its catalogue line and `npm run schemas:compile` are all a new type needs.
// Lazy globs put every form in a chunk of its own, loaded when its page opens.
const schemaModules = import.meta.glob<RJSFSchema>('../../generated/validators/*.schema.json', {
  import: 'default',
});
const uiSchemaModules = import.meta.glob<UiSchema>('../../../../schemas/activities/*/ui-schema.json', {
  import: 'default',
});
const validatorModules = import.meta.glob<ValidatorFunctions>('../../generated/validators/*.js', {
  import: 'validateFns',
});

/** Everything an activity's form is drawn from. */
export interface ActivityFormDefinition {
  /** The type's catalogue entry (title, the field that enables submit, ...). */
  type: ActivityType;
  /** The dereferenced schema (`validators/<KEY>.schema.json`), the one the validator was made for. */
  schema: RJSFSchema;
  /** The type's `schemas/activities/<KEY>/ui-schema.json`. */
  uiSchema: UiSchema;
  /** The precompiled validator of the schema. */
  validator: ValidatorType;
  /** True when the form is asked in a language its folder has no overlay for: it shows in English. */
  untranslated?: boolean;
}

/** Why an activity's form cannot be shown: the key is unknown, or its files were never generated. */
export class ActivityFormNotFoundError extends Error {
  constructor(
    /** The activity key asked for. */
    readonly activityKey: string,
    message: string,
  ) {
    super(message);
    this.name = 'ActivityFormNotFoundError';
  }
}

/**
 * Loads the form of an activity type by key, in a language: its schema and ui-schema with their texts
 * translated by the folder's overlay (schemas/activities/<KEY>/i18n), and its precompiled validator.
 * Rejects with an ActivityFormNotFoundError for a key the catalogue does not know, or whose
 * generated files are missing (a schema added without `npm run schemas:compile`).
 */
export async function loadActivityForm(
  key: string,
  language: Language = 'en',
): Promise<ActivityFormDefinition> {
  const type = activityType(key);
  if (!type) {
    throw new ActivityFormNotFoundError(key, `There is no activity type '${key}'.`);
  }
  const loadSchema = schemaModules[`../../generated/validators/${key}.schema.json`];
  const loadUiSchema = uiSchemaModules[`../../../../schemas/activities/${key}/ui-schema.json`];
  const loadValidator = validatorModules[`../../generated/validators/${key}.js`];
  if (!loadSchema || !loadUiSchema || !loadValidator) {
    throw new ActivityFormNotFoundError(
      key,
      `The form of '${type.title}' is not available: its schema, ui-schema or validator is missing.`,
    );
  }
  const [englishSchema, englishUiSchema, validateFns, overlay] = await Promise.all([
    loadSchema(),
    loadUiSchema(),
    loadValidator(),
    loadFolderOverlay(`activities/${key}`, language),
  ]);
  const { schema, uiSchema } =
    language === 'en'
      ? { schema: englishSchema, uiSchema: englishUiSchema }
      : translateForm(englishSchema, englishUiSchema, overlayTranslate(overlay));
  const validator = precompiledValidator(validateFns, schema);
  return { type, schema, uiSchema, validator, untranslated: overlay.untranslated };
}
