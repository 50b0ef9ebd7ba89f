import type { ReactNode } from 'react';

/** Props of the centred card the signed-out screens share. */
export interface AuthCardProps {
  /** The card's heading. */
  title: string;
  children: ReactNode;
}

/**
 * The centred card with the district's name that the signed-out screens share: Blueprint's Card and
 * H3 classes on plain elements, since the login page is part of the first load.
 */
export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <main className="cms-auth">
      <div className="bp6-card bp6-elevation-2 cms-auth__card">
        <div className="cms-auth__brand">Lions Club CMS</div>
        <h3 className="bp6-heading">{title}</h3>
        {children}
      </div>
    </main>
  );
}
