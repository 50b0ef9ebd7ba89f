import type { ReactNode } from 'react';

/**
 * A screen a feature adds: its route pattern exactly as the policy table's ROUTE_GUARDS lists it
 * (the app wraps it in that guard), the element to render inside the shell, and, for a screen
 * loaded on first visit, how to fetch its code ahead of the visit.
 */
export interface FeatureRoute {
  path: string;
  element: ReactNode;
  preload?: () => Promise<unknown>;
}
