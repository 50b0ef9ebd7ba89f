// `npm run new-type KEY "Title" [-- --dir <schemas folder>]`: scaffolds an activity type from
// schemas/templates/activity/ (its README says what to change) and adds its catalogue line.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SCHEMAS_DIR } from '../src/server/services/activities/activity-catalogue';
import { ScaffoldRefusal, scaffoldActivityType } from './lib/scaffold-activity-type';
import { runSchemasCheck } from './schemas-check';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The first segments of the API's paths (api/member/..., api/activity/...): a slug must be none of them. */
function apiSegments(): string[] {
  const contract = readFileSync(resolve(ROOT, 'openapi/openapi.yaml'), 'utf8');
  return [
    ...new Set([...contract.matchAll(/^ {2}\/api\/([^/{}:\s]+)/gm)].map((m) => m[1]!.replace(/:$/, ''))),
  ];
}

const args = process.argv.slice(2);
const at = args.indexOf('--dir');
const schemasDir = at >= 0 && args[at + 1] ? resolve(args[at + 1]!) : DEFAULT_SCHEMAS_DIR;
const [key, title] = at >= 0 ? args.filter((_, i) => i !== at && i !== at + 1) : args;
if (!key || title === undefined) {
  console.error('usage: npm run new-type KEY "Title"   (e.g. npm run new-type CLUB_PICNIC "Club Picnic")');
  process.exit(1);
}
try {
  const folder = await scaffoldActivityType({ schemasDir, key, title, reservedSlugs: apiSegments() });
  console.log(`made ${relative(process.cwd(), folder)}/ and its line in activities/catalogue.json`);
} catch (err) {
  if (!(err instanceof ScaffoldRefusal)) throw err;
  console.error(`new-type: ${err.message}`);
  process.exit(1);
}
// The scheme table of docs/points-scheme.md lists every type (a test compares it); in a fresh process,
// which reads the catalogue as it is now.
if (schemasDir === DEFAULT_SCHEMAS_DIR)
  execFileSync('npx', ['tsx', 'scripts/points-scheme.ts'], { cwd: ROOT, stdio: 'inherit' });
if (!(await runSchemasCheck(schemasDir))) process.exit(1);
console.log(
  'next: make the files yours (schemas/templates/activity/README.md, docs/adding-an-activity-type.md), then npm run schemas:check and the sweeps',
);
