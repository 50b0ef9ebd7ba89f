import { lionsYearOf } from '../../../shared/time/lions-year';

/**
 * A project's code, given once at creation and never changed: its type, the first year of the Lions
 * year it was created in, and its id in four digits (`GP-2026-0007`).
 */
export function projectCode(projectType: string, createdOn: string, id: number): string {
  return `${projectType}-${lionsYearOf(createdOn).startYear}-${String(id).padStart(4, '0')}`;
}
