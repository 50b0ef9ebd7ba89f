import { sql } from 'drizzle-orm';
import { lionsYearOf } from '../../../shared/time/lions-year';
import type { Tx } from '../../db/database';
import { queryRows } from '../../db/query-rows';

/**
 * A project's code: its type, the first year of the Lions year it was submitted in, and its number in
 * four digits (`GP-2026-0007`).
 */
export function projectCode(projectType: string, submittedOn: string, number: number): string {
  return `${projectType}-${lionsYearOf(submittedOn).startYear}-${String(number).padStart(4, '0')}`;
}

/**
 * Draws the next code number (the project_code_numbers sequence) and answers the code of a project of
 * `projectType` submitted on `submittedOn`: drawn once, at the first submission, so drafts left in the
 * wizard take none.
 */
export async function drawProjectCode(tx: Tx, projectType: string, submittedOn: string): Promise<string> {
  const [row] = await queryRows<{ n: string }>(tx, sql`select nextval('project_code_numbers') as n`);
  return projectCode(projectType, submittedOn, Number(row!.n));
}
