import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useT } from '../../../i18n/translator';
import { authMessages } from '../messages';

/** Props of the centred card the signed-out screens share. */
export interface AuthCardProps {
  /** The card's heading. */
  title: string;
  children: ReactNode;
}

/**
 * The centred card with the district's name that the signed-out screens share: Blueprint's Card and
 * heading classes on plain elements, since the login page is part of the first load. Its title is
 * the screen's one h1 (drawn at Blueprint's third heading size) and names the browser tab.
 */
export function AuthCard({ title, children }: AuthCardProps) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <main className="cms-auth">
      <div className="bp6-card bp6-elevation-2 cms-auth__card">
        <div className="cms-auth__brand">{t(authMessages.brand)}</div>
        <h1 className="bp6-heading cms-auth__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
