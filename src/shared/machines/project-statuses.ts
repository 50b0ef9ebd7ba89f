/**
 * The statuses of a service project (spec 3 section 4), in the order a project passes them.
 * PROCESSING and PENDING are drafts; APPROVED is where points are counted.
 */
export const PROJECT_STATUSES = [
  'PROCESSING',
  'PENDING',
  'SUBMITTED',
  'PROJECT_CHAIRMAN_REVIEW',
  'CLUB_PRESIDENT_SECRETARY_REVIEW',
  'ZONE_CHAIRPERSON_REVIEW',
  'REGION_CPE_CHAIRPERSON_REVIEW',
  'REGION_GST_REVIEW',
  'APPROVED',
] as const;

/** A project's status. */
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The draft statuses: the wizard may edit and submit (spec 3 "only in PENDING or PROCESSING"). */
export const DRAFT_PROJECT_STATUSES: readonly ProjectStatus[] = ['PROCESSING', 'PENDING'];

/** The statuses of a submitted project that is not yet approved: the review levels. */
export const REVIEW_PROJECT_STATUSES: readonly ProjectStatus[] = [
  'SUBMITTED',
  'PROJECT_CHAIRMAN_REVIEW',
  'CLUB_PRESIDENT_SECRETARY_REVIEW',
  'ZONE_CHAIRPERSON_REVIEW',
  'REGION_CPE_CHAIRPERSON_REVIEW',
  'REGION_GST_REVIEW',
];

/** True when the value is exactly one of the project statuses (as stored). */
export function isProjectStatus(value: unknown): value is ProjectStatus {
  return typeof value === 'string' && (PROJECT_STATUSES as readonly string[]).includes(value);
}

/**
 * The words a chip shows for a status (and the reports' Status column). PROCESSING reads 'Draft': a
 * project created in step 1 and not yet submitted (docs/spec-deviations.md).
 */
export const PROJECT_STATUS_LABELS: Readonly<Record<ProjectStatus, string>> = {
  PROCESSING: 'Draft',
  PENDING: 'Pending',
  SUBMITTED: 'Submitted',
  PROJECT_CHAIRMAN_REVIEW: 'Project Chairman Reviewed',
  CLUB_PRESIDENT_SECRETARY_REVIEW: 'Club President/Secretary Reviewed',
  ZONE_CHAIRPERSON_REVIEW: 'Zone Chairperson Reviewed',
  REGION_CPE_CHAIRPERSON_REVIEW: 'Region CPE/Chairperson Reviewed',
  REGION_GST_REVIEW: 'Region GST Reviewed',
  APPROVED: 'Approved',
};

/** The region project types: edited by region roles too, and reviewed without the club levels. */
export const REGION_PROJECT_TYPES: readonly string[] = ['RP', 'JRP'];

/** True for RP and JRP. */
export function isRegionProjectType(type: unknown): boolean {
  return typeof type === 'string' && REGION_PROJECT_TYPES.includes(type);
}

/**
 * The committee position whose holder reviews at the first level (spec 3 section 9's first
 * position); a committee has at most one.
 */
export const PROJECT_CHAIRMAN_POSITION = 'Project Chairman';
