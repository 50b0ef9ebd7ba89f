import { H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** Props of a screen's heading row. */
export interface PageHeaderProps {
  /** The screen's title. */
  title: string;
  /** Buttons at the right (create, back...). */
  actions?: ReactNode;
}

/** A screen's title with its actions beside it. */
export function PageHeader({ title, actions }: PageHeaderProps) {
  return (
    <div className="cms-page-header">
      <H2 className="cms-page-header__title">{title}</H2>
      {actions && <div className="cms-page-header__actions">{actions}</div>}
    </div>
  );
}
