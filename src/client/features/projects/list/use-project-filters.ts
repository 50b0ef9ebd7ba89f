import { useCallback, useState } from 'react';
import { initialProjectPage, readProjectPage, storeProjectPage } from './project-page-storage';

/**
 * The search text and page of the project list. The page is remembered on this device; a different
 * search starts again from page 1, while the same text again (the search box settling on mount)
 * keeps the remembered page.
 */
export function useProjectFilters() {
  const [{ search, page }, setState] = useState(() => ({
    search: '',
    page: initialProjectPage(readProjectPage()),
  }));

  const onSearch = useCallback((text: string) => {
    setState((s) => {
      if (s.search === text) return s;
      storeProjectPage(1);
      return { search: text, page: 1 };
    });
  }, []);

  const setPage = useCallback((next: number) => {
    storeProjectPage(next);
    setState((s) => (s.page === next ? s : { ...s, page: next }));
  }, []);

  return { search, page, onSearch, setPage };
}
