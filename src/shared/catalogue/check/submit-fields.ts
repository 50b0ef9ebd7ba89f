import type { ActivitySchemas } from './activity-folder';
import { propertiesOf } from './activity-folder';
import { notAField, type CatalogueProblem } from './problem';

/**
 * The catalogue fields that name a report field (`requiredToSubmit`, `submitAlternatives`) must name
 * one of the schema's: the form would never enable 'Submit to Review' otherwise.
 */
export function submitFieldProblems({ lines, folders }: ActivitySchemas): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  for (const line of lines) {
    const schema = folders.find((folder) => folder.key === line.key)?.schema;
    if (!schema) continue;
    const fields = Object.keys(propertiesOf(schema));
    const named = [
      ['requiredToSubmit', line.requiredToSubmit] as const,
      ...(line.submitAlternatives ?? []).map((field) => ['submitAlternatives', field] as const),
    ];
    for (const [setting, field] of named) {
      if (typeof field === 'string' && fields.includes(field)) continue;
      problems.push({
        file: 'activities/catalogue.json',
        field: `${line.key}.${setting}`,
        message:
          typeof field === 'string'
            ? `${setting} of ${line.key} names ${notAField(field, fields, `${line.key}/schema.json`)}`
            : `${setting} of ${line.key} is missing: name the field that enables 'Submit to Review'`,
      });
    }
  }
  return problems;
}
