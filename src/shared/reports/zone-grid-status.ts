/**
 * The six states of a zone grid cell, in the legend's order. A filed report shows its review status
 * (spec 2 s4: SUBMITTED, PENDING, APPROVED, REJECTED); a report not filed is 'late' once its due date
 * has passed (the 'overdue' of Monthly Tasks) and 'not_filed' while it may still come in on time.
 */
export const ZONE_GRID_STATUSES = [
  'not_filed',
  'late',
  'submitted',
  'pending',
  'approved',
  'rejected',
] as const;

/** One cell's state in the zone grid. */
export type ZoneGridStatus = (typeof ZONE_GRID_STATUSES)[number];

const FILED: Readonly<Record<string, ZoneGridStatus>> = {
  SUBMITTED: 'submitted',
  PENDING: 'pending',
  APPROVED: 'approved',
  REJECTED: 'rejected',
};

/**
 * The grid state of a month's report of a type: the report's own status when filed (whether it came
 * in on time is the points' business, as on Monthly Tasks), else 'late' when `today` is after its due
 * date (both YYYY-MM-DD, Asia/Colombo), else 'not_filed'. A stored status outside the four reads as
 * not filed, as the spec's 'Not Submitted'.
 */
export function zoneGridStatus(
  reportStatus: string | null | undefined,
  dueDate: string,
  today: string,
): ZoneGridStatus {
  const filed = reportStatus ? FILED[reportStatus] : undefined;
  if (filed) return filed;
  return today > dueDate ? 'late' : 'not_filed';
}
