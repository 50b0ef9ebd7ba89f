import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { guardFor, passesGuard, redirectFor } from '../../../shared/policy';
import { useSession } from '../../lib/session-store';

/** Props of a guarded route element. */
export interface RouteGuardProps {
  /** The route pattern as the policy table lists it, e.g. '/zone/edit/:id'. */
  path: string;
  children: ReactNode;
}

/** Renders the page when the policy table's guard of its route passes; otherwise redirects. */
export function RouteGuard({ path, children }: RouteGuardProps) {
  const { token, role } = useSession();
  const guard = guardFor(path);
  if (!guard) throw new Error(`No guard in the policy table for ${path}`);
  const loggedIn = Boolean(token);
  if (passesGuard(role, loggedIn, guard)) return <>{children}</>;
  return <Navigate to={redirectFor(guard, loggedIn)} replace />;
}
