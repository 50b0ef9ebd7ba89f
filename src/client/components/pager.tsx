import { Button, ButtonGroup } from '@blueprintjs/core';
import { useT } from '../i18n/translator';
import { componentsMessages } from './messages';

/** Props of the Previous/Next pager. */
export interface PagerProps {
  /** The current page, from 1. */
  page: number;
  /** meta.last_page of the list answer. */
  lastPage: number;
  /** True while the page loads. */
  loading?: boolean;
  /** Called with the page to show. */
  onPage: (page: number) => void;
}

/**
 * Previous and Next (spec 1 section 4): shown only when there is more than one page; Previous is
 * disabled on page 1 or while loading, Next on the last page.
 */
export function Pager({ page, lastPage, loading = false, onPage }: PagerProps) {
  const t = useT();
  if (lastPage <= 1) return null;
  return (
    <nav className="cms-pager" aria-label={t(componentsMessages.pages)}>
      <ButtonGroup>
        <Button
          icon="chevron-left"
          text={t(componentsMessages.previous)}
          disabled={page <= 1 || loading}
          onClick={() => onPage(page - 1)}
        />
        <Button
          rightIcon="chevron-right"
          text={t(componentsMessages.next)}
          disabled={page >= lastPage || loading}
          onClick={() => onPage(page + 1)}
        />
      </ButtonGroup>
      <span className="cms-pager__where">{t(componentsMessages.pageOf, { page, lastPage })}</span>
    </nav>
  );
}
