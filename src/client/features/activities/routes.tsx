import type { FeatureRoute } from '../../lib/feature-route';
import { lazyScreen } from '../../lib/lazy-page';

/** The activities screens, by route pattern (the app applies each pattern's guard from the policy table). */
export const activitiesRoutes: FeatureRoute[] = [
  {
    path: '/activities/monthly',
    ...lazyScreen(() => import('./components/monthly-tasks-page'), 'MonthlyTasksPage'),
  },
  // Forms bring the form and view engines (ARCHITECTURE.md section 5); every screen loads on first visit.
  {
    path: '/activities/monthly/add/:month/:key',
    ...lazyScreen(() => import('./components/activity-add-page'), 'ActivityAddPage'),
  },
  {
    path: '/activities/monthly/edit/:aId/:month/:key',
    ...lazyScreen(() => import('./components/activity-edit-page'), 'ActivityEditPage'),
  },
  {
    path: '/activities/monthly/view/:aId/:month/:key',
    ...lazyScreen(() => import('./components/activity-view-page'), 'ActivityViewPage'),
  },
];
