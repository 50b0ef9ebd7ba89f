import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title';

/** Props of a screen's heading row. */
export interface PageHeaderProps {
  /** The screen's title. */
  title: string;
  /** Buttons at the right (create, back...). */
  actions?: ReactNode;
}

/**
 * A screen's title with its actions beside it: the screen's one h1 (styled as Blueprint's second
 * heading size), which also names the browser tab.
 */
export function PageHeader({ title, actions }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <div className="cms-page-header">
      <h1 className="bp6-heading cms-page-header__title">{title}</h1>
      {actions && <div className="cms-page-header__actions">{actions}</div>}
    </div>
  );
}
