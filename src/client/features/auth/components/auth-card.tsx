import { Card, H3 } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** Props of the centred card the signed-out screens share. */
export interface AuthCardProps {
  /** The card's heading. */
  title: string;
  children: ReactNode;
}

/** The centred card with the district's name that the signed-out screens share. */
export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <main className="cms-auth">
      <Card className="cms-auth__card" elevation={2}>
        <div className="cms-auth__brand">Lions Club CMS</div>
        <H3>{title}</H3>
        {children}
      </Card>
    </main>
  );
}
