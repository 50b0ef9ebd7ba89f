import type { ReviewLevel } from '../machines/project-review-machine';
import type { Role } from './roles';

/**
 * The offices that hold each review level of a service project (docs/projects.md "The life of a
 * project"), each within the project's own club, zone or region as the office's scope says.
 * PROJECT_CHAIRMAN is held by no office: by the member who is the committee's Project Chairman,
 * acting in whatever role reaches the project.
 */
export const PROJECT_REVIEW_LEVEL_OFFICES: Readonly<Record<ReviewLevel, readonly Role[]>> = {
  PROJECT_CHAIRMAN: [],
  CLUB_PRESIDENT_SECRETARY: ['CLUB_PRESIDENT', 'CLUB_SECRETARY'],
  ZONE_CHAIRPERSON: ['ZONE_CHAIRPERSON'],
  REGION_CPE_CHAIRPERSON: ['REGION_CPE_COORDINATOR', 'REGION_CHAIRPERSON'],
  REGION_GST: ['REGION_GST_COORDINATOR'],
  CLUBS_PERFORMANCE_EVALUATION: ['CLUBS_PERFORMANCE_EVALUATION'],
};

/** The review levels an office holds (wherever its scope reaches); none for an unknown code. */
export function officeReviewLevels(role: string | null | undefined): ReviewLevel[] {
  return (Object.entries(PROJECT_REVIEW_LEVEL_OFFICES) as [ReviewLevel, readonly Role[]][])
    .filter(([, offices]) => (offices as readonly string[]).includes(role ?? ''))
    .map(([level]) => level);
}
