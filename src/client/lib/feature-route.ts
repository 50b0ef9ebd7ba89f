import type { ReactNode } from 'react';

/**
 * A screen a feature adds: its route pattern exactly as the policy table's ROUTE_GUARDS lists it
 * (the app wraps it in that guard) and the element to render inside the shell.
 */
export interface FeatureRoute {
  path: string;
  element: ReactNode;
}
