/** One problem the schemas check found: where it is and what is wrong, in plain words. */
export interface CatalogueProblem {
  /** The file, from the schemas folder: 'activities/CLUB_PICNIC/view.json'. */
  file: string;
  /** The field or entry the problem is about ('venu', 'ui:order', '/date'); '' for the whole file. */
  field: string;
  /** What is wrong and what to do, as a maintainer would want to read it. */
  message: string;
}

/** The path of a type's file from the schemas folder, as problems name it. */
export const folderFile = (key: string, file: string): string => `activities/${key}/${file}`;

/** One problem as a line of text: `activities/X/view.json, field "venu": ...`. */
export function formatProblem(problem: CatalogueProblem): string {
  const where = problem.field ? `${problem.file}, field "${problem.field}"` : problem.file;
  return `${where}: ${problem.message}`;
}

/** The edit distance of two short names (typos are one or two letters off). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The field a misspelt name most likely means, when one is close (typos are a letter or two off). */
export function closestField(name: string, fields: readonly string[]): string | undefined {
  return fields
    .map((field) => ({ field, d: distance(name.toLowerCase(), field.toLowerCase()) }))
    .filter(({ d }) => d <= Math.max(1, Math.floor(name.length / 3)))
    .sort((a, b) => a.d - b.d)[0]?.field;
}

/**
 * '"venu", which is not a field of schema.json (did you mean "venue"?)': the intended name when one is close,
 * since a typo is the usual reason, else the fields there are.
 */
export function notAField(name: string, fields: readonly string[], where = 'schema.json'): string {
  const near = closestField(name, fields);
  const hint = near ? ` (did you mean "${near}"?)` : ` (its fields: ${fields.join(', ') || 'none'})`;
  return `"${name}", which is not a field of ${where}${hint}`;
}
