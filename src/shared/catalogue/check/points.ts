import type { ActivityType } from '../activity-type';
import { commentPaths } from '../../points/comment-template';
import { contextPaths } from '../../points/logic-operations';
import type { LogicExpression, PointsDefinition } from '../../points/points-definition';
import { validatePointsDefinition } from '../../points/validate-points-definition';
import { propertiesOf, type ActivityFolder } from './activity-folder';
import { folderFile, notAField, type CatalogueProblem } from './problem';

/** Every context path a part of the definition reads (rules by `var`, comments by `{path}`), with who reads it. */
function readers(definition: PointsDefinition): { who: string; path: string }[] {
  const ofValues = (who: string, values: PointsDefinition['values']) =>
    Object.entries(values ?? {}).flatMap(([name, rule]) =>
      contextPaths(rule).map((path) => ({ who: `${who}value "${name}"`, path })),
    );
  return [
    ...ofValues('', definition.values),
    ...definition.items.flatMap((item) => {
      const who = `item "${item.key}"`;
      const rules = [item.when, item.cr, item.dr] as LogicExpression[];
      return [
        ...ofValues(`${who}, `, item.values),
        ...rules.flatMap(contextPaths).map((path) => ({ who, path })),
        ...commentPaths(item.comment).map((path) => ({ who: `${who}'s comment`, path })),
      ];
    }),
  ];
}

/**
 * points.json as the points engine reads it: its shape and rules (the engine's own validator), and
 * every `data.<field>` a rule or comment reads must be a field of the report (for an entry-by-entry
 * type, its entries' list), or the item would silently never give points.
 */
export function pointsProblems(folder: ActivityFolder, line?: Partial<ActivityType>): CatalogueProblem[] {
  if (!folder.points || !folder.schema) return [];
  const file = folderFile(folder.key, 'points.json');
  // Without `fields`, the engine's validator leaves the field references to the loop below.
  const { valid, errors } = validatePointsDefinition(folder.points);
  if (!valid) return errors.map((message) => ({ file, field: '', message: `points.json: ${message}` }));
  const fields = line?.entries ? [line.entries] : Object.keys(propertiesOf(folder.schema));
  return readers(folder.points as unknown as PointsDefinition)
    .map(({ who, path }) => ({ who, path, field: path.split('.')[1] ?? '' }))
    .filter(({ path, field }) => path.startsWith('data.') && !fields.includes(field))
    .map(({ who, field }) => ({
      file,
      field,
      message: `${who} reads the field ${notAField(field, fields)}`,
    }));
}
