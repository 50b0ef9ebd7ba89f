import type { FeatureRoute } from '../../lib/feature-route';
import { lazyScreen } from '../../lib/lazy-page';

/** The review screens, by route pattern (the app applies each pattern's guard from the policy table). */
export const reviewRoutes: FeatureRoute[] = [
  {
    path: '/cpe-activities/monthly',
    ...lazyScreen(() => import('./components/review-tasks-page'), 'ReviewTasksPage'),
  },
];
