import { isObject, propertiesOf, type ActivityFolder, type JsonObject } from './activity-folder';
import { folderFile, type CatalogueProblem } from './problem';

/** Every field of a schema with its path, table rows' fields ('projects.items.photo') included. */
function allFields(schema: unknown, path = ''): [string, JsonObject][] {
  return Object.entries(propertiesOf(schema)).flatMap(([name, field]) => {
    const here = path ? `${path}.${name}` : name;
    const rows = isObject(field.items) ? allFields(field.items, `${here}.items`) : [];
    return [[here, field] as [string, JsonObject], ...rows];
  });
}

/** What an `x-file` lacks of the limits the server checks every upload against. */
function missingLimits(xFile: unknown): string[] {
  const slot = isObject(xFile) ? xFile : {};
  return [
    ...(typeof slot.accept === 'string' && slot.accept !== ''
      ? []
      : ['"accept" (e.g. "application/pdf,image/*")']),
    ...(typeof slot.maxBytes === 'number' && slot.maxBytes > 0 ? [] : ['"maxBytes" (e.g. 512000)']),
  ];
}

/**
 * File slots need their limits: a field marked `x-file` must say what it accepts and how large a file
 * may be (the server refuses uploads by them; the shared `document` and `photo` definitions carry
 * both), and a field drawn with the file widget must be such a slot, or the upload is never stored.
 */
export function fileSlotProblems(folder: ActivityFolder): CatalogueProblem[] {
  if (!folder.schema) return [];
  const file = folderFile(folder.key, 'schema.json');
  const problems: CatalogueProblem[] = [];
  for (const [field, schema] of allFields(folder.schema)) {
    if (schema['x-file'] === undefined) continue;
    const missing = missingLimits(schema['x-file']);
    if (missing.length > 0)
      problems.push({
        file,
        field,
        message: `a file slot without its limits: x-file needs ${missing.join(' and ')}; or use "$ref": "../../common/defs.json#/definitions/document" (or photo)`,
      });
  }
  const uiSchema = folder.uiSchema ?? {};
  for (const [field, schema] of allFields(folder.schema).filter(([name]) => !name.includes('.'))) {
    const ui = uiSchema[field];
    if (isObject(ui) && ui['ui:widget'] === 'file' && schema['x-file'] === undefined)
      problems.push({
        file: folderFile(folder.key, 'ui-schema.json'),
        field,
        message: `the file widget needs a file slot: "${field}" in schema.json has no x-file (use the document or photo definition)`,
      });
  }
  return problems;
}
