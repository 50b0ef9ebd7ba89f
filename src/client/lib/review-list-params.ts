import type { operations } from '../../shared/api/openapi';
import {
  REVIEW_FILTER_PARAMS,
  REVIEW_STATUS_FILTERS,
  type ReviewStatusFilter,
} from '../../shared/review/review-filters';
import { isMonthId } from './months';

/** The query of GET /api/cpe-activity/{month}/list, as the generated client types it. */
export type ReviewListQuery = NonNullable<operations['activityReviewList']['parameters']['query']>;

/** The Review Tasks list's address parameters, read and checked: what the list API is asked. */
export interface ReviewListParams {
  /** The month of the current Lions year, '01'..'12' (the API's path). */
  month: string;
  /** The filters and the page (the API's query, the month left out: it is in the path). */
  query: Omit<ReviewListQuery, 'month'>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACTIVITY_KEY = /^[A-Z][A-Z0-9_]{1,59}$/;

/** A positive whole number up to `max` written in decimal, else undefined. */
function positive(value: string | null, max: number): number | undefined {
  if (value === null || !/^[1-9][0-9]{0,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= max ? n : undefined;
}

/** The value of `name` when `test` accepts it. */
function checked(search: URLSearchParams, name: string, test: (value: string) => boolean) {
  const value = search.get(name);
  return value !== null && test(value) ? value : undefined;
}

/**
 * The Review Tasks list's filters and page from its address's query string (the list page's own, or
 * the one a report view was opened with): the same names the list API takes (`REVIEW_FILTER_PARAMS`
 * and `page`). A value the API would refuse is left out, so a hand-edited address narrows nothing
 * rather than failing; null without a month. A report view asks for its queue with
 * `api.GET('/api/cpe-activity/{month}/list', { params: { path: { month }, query: { ...query, page, per_page } } })`.
 */
export function reviewListParams(search: string | URLSearchParams): ReviewListParams | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const month = params.get('month');
  if (!isMonthId(month)) return null;
  const status = checked(params, 'status', (s) => (REVIEW_STATUS_FILTERS as readonly string[]).includes(s));
  const query: ReviewListParams['query'] = {
    status: status as ReviewStatusFilter | undefined,
    zone: positive(params.get('zone'), 2147483647),
    region: checked(params, 'region', (s) => UUID.test(s)),
    club: checked(params, 'club', (s) => UUID.test(s)),
    type: checked(params, 'type', (s) => ACTIVITY_KEY.test(s)),
    page: positive(params.get('page'), 100000),
  };
  // Unset filters leave the query, so the API's cache key and the address agree.
  for (const key of Object.keys(query) as (keyof typeof query)[])
    if (query[key] === undefined) delete query[key];
  return { month, query };
}

/**
 * The list's address query string for these params: the filters in `REVIEW_FILTER_PARAMS` order, then
 * the page (left out on page 1), so the same filters always read the same.
 */
export function reviewListSearch({ month, query }: ReviewListParams): string {
  const out = new URLSearchParams();
  for (const name of REVIEW_FILTER_PARAMS) {
    const value = name === 'month' ? month : query[name];
    if (value !== undefined) out.set(name, String(value));
  }
  if (query.page !== undefined && query.page > 1) out.set('page', String(query.page));
  return out.toString();
}
