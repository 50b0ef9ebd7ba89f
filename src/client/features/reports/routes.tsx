import type { FeatureRoute } from '../../lib/feature-route';
import { lazyScreen } from '../../lib/lazy-page';

/** The reports screens, by route pattern (the app applies each pattern's guard from the policy table). */
export const reportsRoutes: FeatureRoute[] = [
  { path: '/reports', ...lazyScreen(() => import('./components/reports-page'), 'ReportsPage') },
  {
    path: '/activities/zone-grid',
    ...lazyScreen(() => import('./zone-grid/components/zone-grid-page'), 'ZoneGridPage'),
  },
  {
    path: '/activities/standings',
    ...lazyScreen(() => import('./standings/components/standings-page'), 'StandingsPage'),
  },
];
