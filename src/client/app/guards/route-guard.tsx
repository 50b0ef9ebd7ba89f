import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { guardFor, passesGuard, redirectFor } from '../../../shared/policy';
import { landingPath, useSession } from '../../lib/session-store';

/** Props of a guarded route element. */
export interface RouteGuardProps {
  /** The route pattern as the policy table lists it, e.g. '/zone/edit/:id'. */
  path: string;
  children: ReactNode;
}

/** Renders the page when the policy table's guard of its route passes; otherwise redirects. */
export function RouteGuard({ path, children }: RouteGuardProps) {
  const session = useSession();
  const guard = guardFor(path);
  if (!guard) throw new Error(`No guard in the policy table for ${path}`);
  const loggedIn = Boolean(session.token);
  if (passesGuard(session.role, loggedIn, guard)) return <>{children}</>;
  // A signed-out screen seen while signed in (e.g. right after login) leads to the landing page.
  const target = guard.guard === 'public-only' ? landingPath(session) : redirectFor(guard, loggedIn);
  return <Navigate to={target} replace />;
}
