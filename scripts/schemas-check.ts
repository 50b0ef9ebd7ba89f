// `npm run schemas:check [-- --dir <schemas folder>]`: checks the activity catalogue and every folder
// under schemas/activities/ and explains each problem with its file and field (exit code 1 on any).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_SCHEMAS_DIR } from '../src/server/services/activities/activity-catalogue';
import { checkSchemasFolder, SchemasCheckError } from '../src/server/services/activities/schemas-check';

/** Checks a schemas folder and prints the outcome; true when it has no problem. */
export async function runSchemasCheck(schemasDir = DEFAULT_SCHEMAS_DIR): Promise<boolean> {
  const started = performance.now();
  const { schemas, problems } = await checkSchemasFolder(schemasDir);
  if (problems.length > 0) {
    console.error(new SchemasCheckError(problems).message);
    return false;
  }
  const ms = Math.round(performance.now() - started);
  console.log(
    `schemas: ${schemas.folders.length} activity folders and ${schemas.lines.length} catalogue lines checked, no problems (${ms} ms)`,
  );
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--dir');
  const dir = at > 0 && process.argv[at + 1] ? resolve(process.argv[at + 1]!) : undefined;
  if (!(await runSchemasCheck(dir))) process.exit(1);
}
