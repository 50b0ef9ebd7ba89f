import type { ReactNode } from 'react';
import { useT } from '../i18n/translator';
import { componentsMessages } from './messages';

/** Props of a table's scroller. */
export interface TableScrollerProps {
  /** What the table holds ('Points', 'Status history'), translated; the region is named '{label} table'. */
  label: string;
  children: ReactNode;
}

/**
 * A wide table's wrapper: on a phone it scrolls sideways instead of squeezing the columns or the
 * page. It is a labelled region in the tab order, so a keyboard can scroll it too (WCAG 2.1.1).
 */
export function TableScroller({ label, children }: TableScrollerProps) {
  const t = useT();
  return (
    <div
      className="cms-table-scroller"
      role="region"
      aria-label={t(componentsMessages.table, { label })}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
