import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { colomboMonth } from '../../../shared/time/colombo';
import { initialMonth, readStoredMonth, storeMonth } from '../../lib/month-store';
import { reviewListParams, reviewListSearch, type ReviewListParams } from '../../lib/review-list-params';
import { initialPage, readStoredPage, storePage } from './review-storage';

/** A filter of the list other than the month: its address parameter name. */
export type ReviewFilterName = 'status' | 'zone' | 'region' | 'club' | 'type';

/** The params an address without a month opens on: the stored month and page, as before issue 16. */
function openingParams(): ReviewListParams {
  const page = initialPage(readStoredPage());
  return { month: initialMonth(readStoredMonth(), colomboMonth()), query: page > 1 ? { page } : {} };
}

/**
 * The month, filters and page of the Review Tasks list, kept in the address's query string (a reload
 * or going back finds them; a row's link carries it to the report). An address without a month (the
 * menu's) opens on the stored month, else the current month in Asia/Colombo, and the stored page.
 * The month and page are still remembered on this device too, as the Monthly Tasks list reads them.
 * Choosing a month or a filter starts again from page 1.
 */
export function useReviewFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => reviewListParams(searchParams) ?? openingParams(), [searchParams]);
  const search = reviewListSearch(params);

  // The address always holds what is shown (the month included), so links and reloads carry it.
  useEffect(() => {
    if (searchParams.toString() !== search) setSearchParams(search, { replace: true });
  }, [search, searchParams, setSearchParams]);

  const go = useCallback(
    (next: ReviewListParams) => {
      storeMonth(next.month);
      storePage(next.query.page ?? 1);
      setSearchParams(reviewListSearch(next));
    },
    [setSearchParams],
  );

  const chooseMonth = useCallback(
    (month: string) => go({ month, query: { ...params.query, page: undefined } }),
    [go, params],
  );

  const setFilter = useCallback(
    (name: ReviewFilterName, value: string | number | undefined) => {
      const query: Record<string, unknown> = { ...params.query, page: undefined, [name]: value || undefined };
      // A zone belongs to its region: choosing another region (or none) leaves the zone.
      if (name === 'region') query.zone = undefined;
      go(
        reviewListParams(
          reviewListSearch({ month: params.month, query: query as ReviewListParams['query'] }),
        ) ?? params,
      );
    },
    [go, params],
  );

  const clearFilters = useCallback(() => go({ month: params.month, query: {} }), [go, params.month]);

  const setPage = useCallback(
    (page: number) => {
      if ((params.query.page ?? 1) !== page) go({ month: params.month, query: { ...params.query, page } });
    },
    [go, params],
  );

  return { params, search, page: params.query.page ?? 1, chooseMonth, setFilter, clearFilters, setPage };
}
