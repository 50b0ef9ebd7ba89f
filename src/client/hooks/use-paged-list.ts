import { useErrorLines } from './use-error-lines';
import { useCallback, useState } from 'react';

/** A list answer: rows and their page meta. */
interface PagedAnswer<Row> {
  data: Row[];
  meta: { last_page: number; total: number };
}

/** The parts of a query a list screen reads. */
interface ListQuery<Row> {
  data?: PagedAnswer<Row>;
  isError: boolean;
  error: unknown;
}

/**
 * Search text and page of a list screen: a different search starts again from page 1 (spec 1
 * section 2.13); the same text again (the search box settling) keeps the page.
 */
export function usePagedSearch() {
  const [{ search, page }, setState] = useState({ search: '', page: 1 });
  const onSearch = useCallback(
    (text: string) => setState((s) => (s.search === text ? s : { search: text, page: 1 })),
    [],
  );
  const setPage = useCallback((next: number) => setState((s) => ({ ...s, page: next })), []);
  return { search, page, setPage, onSearch };
}

/**
 * The rows of a list query, emptied when the load failed (spec 1 section 7: "any failed list load
 * empties the list"), rather than leaving an older page on screen; with the alert's lines until the
 * user dismisses that error.
 */
export function usePagedRows<Row>(list: ListQuery<Row>) {
  const [errorLines, dismissError] = useErrorLines(list.error);
  const failed = list.isError;
  return {
    rows: failed ? [] : (list.data?.data ?? []),
    lastPage: failed ? 1 : (list.data?.meta.last_page ?? 1),
    total: failed ? 0 : list.data?.meta.total,
    errorLines,
    dismissError,
  };
}
