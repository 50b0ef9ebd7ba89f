import type { ActivitySchemas } from './activity-folder';
import { type CatalogueProblem } from './problem';

const CATALOGUE = 'activities/catalogue.json';

/** Names that appear more than once in a list, each once. */
function repeated(values: readonly string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

/** Catalogue lines without a folder, and folders without a line: a type is both, or it is neither. */
export function lineFolderProblems({ lines, folders }: ActivitySchemas): CatalogueProblem[] {
  const keys = lines.map((line) => line.key).filter((key): key is string => typeof key === 'string');
  const names = folders.map((folder) => folder.key);
  return [
    ...keys
      .filter((key) => !names.includes(key))
      .map((key) => ({
        file: CATALOGUE,
        field: key,
        message: `the line of "${key}" has no folder activities/${key}/ (add the folder, or remove the line)`,
      })),
    ...names
      .filter((name) => !keys.includes(name))
      .map((name) => ({
        file: `activities/${name}/`,
        field: '',
        message: `the folder "${name}" has no line in ${CATALOGUE} (add one with "key": "${name}", or remove the folder)`,
      })),
  ];
}

/** Lines without a key, two lines of one key, and two types sharing a slug (both would answer `POST api/{slug}`). */
export function duplicateProblems({ lines }: ActivitySchemas): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  lines.forEach((line, index) => {
    if (typeof line.key !== 'string' || line.key === '')
      problems.push({ file: CATALOGUE, field: `[${index}]`, message: `line ${index + 1} has no "key"` });
  });
  const keys = lines.map((line) => line.key).filter((key): key is string => typeof key === 'string');
  for (const key of repeated(keys))
    problems.push({ file: CATALOGUE, field: key, message: `the key "${key}" is on more than one line` });
  const slugs = lines.map((line) => line.slug).filter((slug): slug is string => typeof slug === 'string');
  for (const slug of repeated(slugs)) {
    const owners = lines.filter((line) => line.slug === slug).map((line) => line.key);
    problems.push({
      file: CATALOGUE,
      field: slug,
      message: `the slug "${slug}" is used by ${owners.join(' and ')}; each type needs its own (or null for the common endpoint)`,
    });
  }
  return problems;
}
