import { folderFile, notAField, closestField, type CatalogueProblem } from './problem';
import { isObject, propertiesOf, type ActivityFolder, type JsonObject } from './activity-folder';
import { WIDGETS } from './vocabulary';

/** Where in the ui-schema a node is ('' at the top, 'projects.items' inside a table's rows). */
const at = (path: string, name: string) => (path ? `${path}.${name}` : name);

/**
 * `ui:order` must list each field of its schema node exactly once (or hold '*'): rjsf refuses to draw
 * a form whose order names a field the schema lacks, or leaves one out. A misspelt entry and the field
 * it misspells are one problem, said once.
 */
function orderProblems(order: unknown, fields: string[], file: string, path: string): CatalogueProblem[] {
  const field = at(path, 'ui:order');
  if (!Array.isArray(order)) return [{ file, field, message: 'ui:order must be a list of field names' }];
  const named = order.filter((entry): entry is string => typeof entry === 'string');
  const missing = order.includes('*') ? [] : fields.filter((name) => !named.includes(name));
  const problems: CatalogueProblem[] = [];
  for (const entry of named.filter((name) => name !== '*' && !fields.includes(name))) {
    const meant = closestField(entry, missing);
    if (meant) missing.splice(missing.indexOf(meant), 1);
    problems.push({ file, field, message: `ui:order names ${notAField(entry, fields)}` });
  }
  for (const name of missing)
    problems.push({ file, field, message: `ui:order leaves out the field "${name}"; list every field once` });
  for (const name of new Set(named.filter((entry, index) => named.indexOf(entry) !== index)))
    problems.push({ file, field, message: `ui:order lists "${name}" more than once` });
  return problems;
}

/** The problems of one ui-schema node against its schema node, and of the nodes below it. */
function nodeProblems(ui: JsonObject, schema: unknown, file: string, path: string): CatalogueProblem[] {
  const fields = Object.keys(propertiesOf(schema));
  const problems: CatalogueProblem[] = [];
  for (const [name, value] of Object.entries(ui)) {
    if (name === 'ui:order') problems.push(...orderProblems(value, fields, file, path));
    else if (name === 'ui:widget') {
      if (typeof value === 'string' && !(value in WIDGETS))
        problems.push({
          file,
          field: path,
          message: `the widget "${value}" does not exist (widgets: ${Object.keys(WIDGETS).join(', ')})`,
        });
    } else if (name.startsWith('ui:')) continue;
    else if (name === 'items' && isObject(schema) && isObject(schema.items)) {
      if (isObject(value)) problems.push(...nodeProblems(value, schema.items, file, at(path, name)));
    } else if (!fields.includes(name)) {
      problems.push({ file, field: at(path, name), message: `ui-schema sets up ${notAField(name, fields)}` });
    } else if (isObject(value)) {
      problems.push(...nodeProblems(value, propertiesOf(schema)[name], file, at(path, name)));
    }
  }
  return problems;
}

/**
 * Fields of ui-schema.json that the schema lacks: a key naming no field (its widget would never show),
 * `ui:order` entries naming no field or leaving one out, and widgets that do not exist; in table rows
 * (`items`) too.
 */
export function uiSchemaProblems(folder: ActivityFolder): CatalogueProblem[] {
  if (!folder.uiSchema || !folder.schema) return [];
  return nodeProblems(folder.uiSchema, folder.schema, folderFile(folder.key, 'ui-schema.json'), '');
}
