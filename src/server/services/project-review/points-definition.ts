import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProjectPointsDefinition } from '../../../shared/points';
import { validateProjectPointsDefinition } from '../../../shared/points/validate-project-points';
import { DEFAULT_SCHEMAS_DIR } from '../activities/activity-catalogue';

/**
 * Reads and checks `projects/points.json` of a schemas folder. Throws on a broken file, so the server
 * refuses to start rather than give every project wrong points silently.
 */
export function loadProjectPoints(schemasDir = DEFAULT_SCHEMAS_DIR): ProjectPointsDefinition {
  const file = join(schemasDir, 'projects', 'points.json');
  const definition = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const { valid, errors } = validateProjectPointsDefinition(definition);
  if (!valid) throw new Error(`projects/points.json: ${errors.join('; ')}`);
  return definition as ProjectPointsDefinition;
}

let shipped: ProjectPointsDefinition | undefined;

/**
 * The project points the server gives: the shipped `schemas/projects/points.json`, read and checked
 * once (the app asks for it at start, so a broken file stops the start, not a later request).
 */
export function projectPointsDefinition(): ProjectPointsDefinition {
  shipped ??= loadProjectPoints();
  return shipped;
}
