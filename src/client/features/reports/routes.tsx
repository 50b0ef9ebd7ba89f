import type { FeatureRoute } from '../../lib/feature-route';
import { lazyScreen } from '../../lib/lazy-page';

/** The reports screen, by route pattern (the app applies the pattern's guard from the policy table). */
export const reportsRoutes: FeatureRoute[] = [
  { path: '/reports', ...lazyScreen(() => import('./components/reports-page'), 'ReportsPage') },
];
