import { ACTIVITY_STATUSES } from '../machines/statuses';

/**
 * The status filter of the Review Tasks list: one of the four statuses, or WAITING for every report
 * still needing the evaluator (SUBMITTED or PENDING, see `WAITING_STATUSES`).
 */
export const REVIEW_STATUS_FILTERS = [...ACTIVITY_STATUSES, 'WAITING'] as const;

/** A value of the list's status filter. */
export type ReviewStatusFilter = (typeof REVIEW_STATUS_FILTERS)[number];

/**
 * The query parameters of the Review Tasks list. The list page keeps exactly these in its address
 * (`/cpe-activities/monthly?month=…&status=…`), its rows link to a report with that query string
 * unchanged, and GET /api/cpe-activity/{month}/list accepts the same names, so the report view can
 * ask the list for its queue with the query string it was opened with.
 */
export const REVIEW_FILTER_PARAMS = ['month', 'status', 'zone', 'region', 'club', 'type'] as const;

/** One filter parameter of the Review Tasks list. */
export type ReviewFilterParam = (typeof REVIEW_FILTER_PARAMS)[number];

/** The largest page the list answers (`per_page`): enough for a report view to load its queue. */
export const REVIEW_MAX_PAGE_SIZE = 100;
