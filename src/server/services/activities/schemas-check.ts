import type Ajv from 'ajv';
import { checkActivitySchemas } from '../../../shared/catalogue/check/check-activity-schemas';
import type { ActivitySchemas } from '../../../shared/catalogue/check/activity-folder';
import { formatProblem, type CatalogueProblem } from '../../../shared/catalogue/check/problem';
import { readActivitySchemas } from './read-activity-schemas';

/** The server refuses to start on these: a broken folder would fail clubs one by one at run time. */
export class SchemasCheckError extends Error {
  constructor(
    /** What `checkSchemasFolder` found. */
    readonly problems: readonly CatalogueProblem[],
  ) {
    super(
      [
        `schemas/ has ${problems.length} problem${problems.length === 1 ? '' : 's'} (npm run schemas:check):`,
        ...problems.map((p) => `  schemas/${formatProblem(p)}`),
      ].join('\n'),
    );
    this.name = 'SchemasCheckError';
  }
}

/**
 * Reads a schemas folder and checks its activity catalogue: the read (for the loader to go on with),
 * and every problem found. `ajv` is the one that will validate reports, so its compiles are reused.
 */
export async function checkSchemasFolder(
  schemasDir: string,
  ajv?: Ajv,
): Promise<{ schemas: ActivitySchemas; problems: CatalogueProblem[] }> {
  const read = await readActivitySchemas(schemasDir);
  return { schemas: read.schemas, problems: [...read.problems, ...checkActivitySchemas(read.schemas, ajv)] };
}
