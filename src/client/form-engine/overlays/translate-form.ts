import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { mapSchemaTexts } from '../../../shared/i18n/schema-texts';

/** The string enum of a schema property, when it has one. */
function enumOf(schema: RJSFSchema): string[] | null {
  const values = schema.enum;
  return Array.isArray(values) && values.every((v) => typeof v === 'string') ? (values as string[]) : null;
}

/**
 * The options of a select written as `oneOf` (or `anyOf`) of constants, each with its title (null for
 * an option without one), when the property is such a select.
 */
function constOptionsOf(schema: RJSFSchema): { key: 'oneOf' | 'anyOf'; titles: (string | null)[] } | null {
  const key = schema.oneOf ? 'oneOf' : schema.anyOf ? 'anyOf' : null;
  const options = key ? schema[key] : undefined;
  if (!key || !Array.isArray(options)) return null;
  const consts = options.every(
    (option) => typeof option === 'object' && option !== null && 'const' in option,
  );
  if (!consts) return null;
  return {
    key,
    titles: options.map((option) => {
      const title = (option as RJSFSchema).title;
      return typeof title === 'string' ? title : null;
    }),
  };
}

/**
 * The ui-schema of an object schema with its fields' titles in the language (`ui:title`, which rjsf
 * shows in place of the schema's title) and the options of each enum field named (`ui:enumNames`, or
 * `ui:title` of each option of a `oneOf` of constants):
 * the schema itself stays as written, so its precompiled validator still knows it, and the values
 * stay as stored. Fields of list entries (`items`) and of nested objects too.
 */
function titledUiSchema(
  schema: RJSFSchema,
  uiSchema: UiSchema,
  translate: (text: string) => string,
): UiSchema {
  const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  const titled: UiSchema = { ...uiSchema };
  for (const [field, property] of Object.entries(properties)) {
    if (typeof property !== 'object') continue;
    let fieldUi = { ...((uiSchema[field] ?? {}) as UiSchema) };
    if (typeof property.title === 'string' && fieldUi['ui:title'] === undefined) {
      fieldUi['ui:title'] = translate(property.title);
    }
    const values = enumOf(property);
    if (values && !fieldUi['ui:enumNames']) fieldUi['ui:enumNames'] = values.map(translate);
    const options = constOptionsOf(property);
    if (options && !fieldUi[options.key]) {
      // rjsf labels a `oneOf`/`anyOf` option by the ui-schema's `ui:title` at its index.
      fieldUi[options.key] = options.titles.map((title) =>
        title === null ? {} : { 'ui:title': translate(title) },
      );
    }
    if (property.properties) fieldUi = titledUiSchema(property, fieldUi, translate);
    const items = property.items as RJSFSchema | undefined;
    if (items && typeof items === 'object' && !Array.isArray(items) && items.properties) {
      fieldUi.items = titledUiSchema(items, (fieldUi.items ?? {}) as UiSchema, translate);
    }
    titled[field] = fieldUi;
  }
  return titled;
}

/**
 * A form's ui-schema with every text in the language of `translate`: its own texts (help, placeholders,
 * button, enum names) and the schema's field titles and option labels, given as
 * ui-schema texts. The schema is left as it is: rjsf's precompiled validator finds its functions by
 * the schema's hash.
 */
export function translateForm(
  schema: RJSFSchema,
  uiSchema: UiSchema,
  translate: (text: string) => string,
): { schema: RJSFSchema; uiSchema: UiSchema } {
  const translatedUi = mapSchemaTexts({ uiSchema }, translate).uiSchema as UiSchema;
  return { schema, uiSchema: titledUiSchema(schema, translatedUi, translate) };
}
