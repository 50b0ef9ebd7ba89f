import type Ajv from 'ajv';
import type { ActivitySchemas } from './activity-folder';
import { duplicateProblems, lineFolderProblems } from './catalogue-lines';
import { exampleProblems } from './example';
import { fileSlotProblems } from './file-slots';
import { pointsProblems } from './points';
import type { CatalogueProblem } from './problem';
import { submitFieldProblems } from './submit-fields';
import { uiSchemaProblems } from './ui-schema';
import { viewProblems } from './view';

/**
 * Checks the catalogue and every activity folder (`npm run schemas:check`, and every start): each
 * problem with its file, field and a sentence saying what is wrong. Empty when all is well. `ajv`
 * compiles the schemas for the example check (the server passes the one it validates reports with).
 */
export function checkActivitySchemas(schemas: ActivitySchemas, ajv?: Ajv): CatalogueProblem[] {
  const lineOf = (key: string) => schemas.lines.find((line) => line.key === key);
  return [
    ...lineFolderProblems(schemas),
    ...duplicateProblems(schemas),
    ...submitFieldProblems(schemas),
    ...schemas.folders.flatMap((folder) => [
      ...uiSchemaProblems(folder),
      ...viewProblems(folder, lineOf(folder.key)),
      ...pointsProblems(folder, lineOf(folder.key)),
      ...fileSlotProblems(folder),
      ...exampleProblems(folder, ajv),
    ]),
  ];
}
