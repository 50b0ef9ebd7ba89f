import { PROJECT_STATUSES, type ProjectStatus } from '../../../shared/machines';
import type { Random } from './demo-data';
import { reviewStatuses } from './review-path';

// Where the demo's generated projects stand today: a status drawn by each project's age, then a pass
// that sees every status of the review machine held across the district.

/**
 * How far a project has come by its age in days: a new one is still a draft or at the club, one of a
 * month at the zone or region, an old one mostly approved (a few stalled at a level or sent back).
 */
const STATUS_BY_AGE: readonly (readonly [maxDays: number, readonly (readonly [ProjectStatus, number])[]])[] =
  [
    [
      6,
      [
        ['PROCESSING', 5],
        ['SUBMITTED', 3],
        ['PROJECT_CHAIRMAN_REVIEW', 1],
      ],
    ],
    [
      15,
      [
        ['PROCESSING', 1],
        ['PENDING', 1],
        ['SUBMITTED', 2],
        ['PROJECT_CHAIRMAN_REVIEW', 3],
        ['CLUB_PRESIDENT_SECRETARY_REVIEW', 2],
      ],
    ],
    [
      30,
      [
        ['PENDING', 2],
        ['PROJECT_CHAIRMAN_REVIEW', 1],
        ['CLUB_PRESIDENT_SECRETARY_REVIEW', 2],
        ['ZONE_CHAIRPERSON_REVIEW', 3],
        ['REGION_CPE_CHAIRPERSON_REVIEW', 2],
      ],
    ],
    [
      50,
      [
        ['PENDING', 1],
        ['ZONE_CHAIRPERSON_REVIEW', 1],
        ['REGION_CPE_CHAIRPERSON_REVIEW', 2],
        ['REGION_GST_REVIEW', 3],
        ['APPROVED', 3],
      ],
    ],
    [
      80,
      [
        ['PENDING', 1],
        ['REGION_GST_REVIEW', 1],
        ['APPROVED', 8],
      ],
    ],
    [
      Infinity,
      [
        ['PENDING', 1],
        ['ZONE_CHAIRPERSON_REVIEW', 1],
        ['REGION_GST_REVIEW', 1],
        ['APPROVED', 14],
      ],
    ],
  ];

/** The age (days) a project in each status typically has: where the coverage pass takes one from. */
const TYPICAL_AGE: Readonly<Record<ProjectStatus, number>> = {
  PROCESSING: 2,
  PENDING: 25,
  SUBMITTED: 6,
  PROJECT_CHAIRMAN_REVIEW: 10,
  CLUB_PRESIDENT_SECRETARY_REVIEW: 15,
  ZONE_CHAIRPERSON_REVIEW: 22,
  REGION_CPE_CHAIRPERSON_REVIEW: 30,
  REGION_GST_REVIEW: 42,
  APPROVED: 100,
};

/** True when a project of this type can be in this status (a region project skips the club levels). */
function reachable(type: string, status: ProjectStatus): boolean {
  return status === 'PROCESSING' || status === 'PENDING' || reviewStatuses(type).includes(status);
}

/** A status for a project `age` days old; one its type never passes becomes the next it does. */
export function statusForAge(random: Random, age: number, type: string): ProjectStatus {
  const [, weights] = STATUS_BY_AGE.find(([maxDays]) => age <= maxDays)!;
  const status = random.weighted(weights);
  return PROJECT_STATUSES.slice(PROJECT_STATUSES.indexOf(status)).find((s) => reachable(type, s))!;
}

/** What the status choice reads of a project: its type and age, and the status it will be left in. */
export interface StatusedProject {
  type: string;
  /** Days since it was entered. */
  age: number;
  target: ProjectStatus;
}

/**
 * Sees that every status is held by at least three projects (fewer in a small district: one per nine
 * projects), taking them from statuses held by more, those whose age suits the status best.
 */
export function coverStatuses(drafts: StatusedProject[]): void {
  const least = Math.min(3, Math.floor(drafts.length / PROJECT_STATUSES.length));
  const count = (status: ProjectStatus) => drafts.filter((d) => d.target === status).length;
  for (const status of PROJECT_STATUSES) {
    while (count(status) < least) {
      const donors = drafts.filter(
        (d) => d.target !== status && count(d.target) > least && reachable(d.type, status),
      );
      if (donors.length === 0) break;
      const distance = (d: StatusedProject) => Math.abs(d.age - TYPICAL_AGE[status]);
      donors.reduce((best, d) => (distance(d) < distance(best) ? d : best)).target = status;
    }
  }
}
