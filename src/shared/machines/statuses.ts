/** The statuses of a filed activity report (spec 2 section 4). APPROVED and REJECTED are final. */
export const ACTIVITY_STATUSES = ['SUBMITTED', 'PENDING', 'APPROVED', 'REJECTED'] as const;

/** A filed activity report's status. Anything else (or none) is 'Not Submitted' and has no machine. */
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** The statuses of one point line: PENDING (grey), APPROVED (green), REJECTED (red). */
export const LINE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** A point line's status. */
export type LineStatus = (typeof LINE_STATUSES)[number];

/** True when the value is one of the four activity statuses (exact, upper case: as stored). */
export function isActivityStatus(value: unknown): value is ActivityStatus {
  return typeof value === 'string' && (ACTIVITY_STATUSES as readonly string[]).includes(value);
}

/** True when the value is one of the three point-line statuses (exact, upper case: as stored). */
export function isLineStatus(value: unknown): value is LineStatus {
  return typeof value === 'string' && (LINE_STATUSES as readonly string[]).includes(value);
}
