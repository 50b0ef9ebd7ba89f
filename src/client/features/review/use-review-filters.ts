import { useCallback, useState } from 'react';
import { colomboMonth } from '../../../shared/time/colombo';
import { initialMonth, readStoredMonth, storeMonth } from '../../lib/month-store';
import { initialPage, readStoredPage, storePage } from './review-storage';

/**
 * The month and page of the Review Tasks list, both remembered on this device. The month is the one
 * the Monthly Tasks list stores too: the stored month, else the current month in Asia/Colombo (never
 * the device's zone); choosing another month starts again from page 1.
 */
export function useReviewFilters() {
  const [{ month, page }, setState] = useState(() => ({
    month: initialMonth(readStoredMonth(), colomboMonth()),
    page: initialPage(readStoredPage()),
  }));

  const chooseMonth = useCallback((next: string) => {
    storeMonth(next);
    storePage(1);
    setState({ month: next, page: 1 });
  }, []);

  const setPage = useCallback((next: number) => {
    storePage(next);
    setState((s) => (s.page === next ? s : { ...s, page: next }));
  }, []);

  return { month, page, chooseMonth, setPage };
}
