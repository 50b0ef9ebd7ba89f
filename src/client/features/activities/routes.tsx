import type { FeatureRoute } from '../../lib/feature-route';
import { lazyPage } from '../../lib/lazy-page';
import { MonthlyTasksPage } from './components/monthly-tasks-page';

/** The activities screens, by route pattern (the app applies each pattern's guard from the policy table). */
export const activitiesRoutes: FeatureRoute[] = [
  { path: '/activities/monthly', element: <MonthlyTasksPage /> },
  // The form and view engines load with these pages only (ARCHITECTURE.md section 5).
  {
    path: '/activities/monthly/add/:month/:key',
    element: lazyPage(() => import('./components/activity-add-page'), 'ActivityAddPage'),
  },
  {
    path: '/activities/monthly/edit/:aId/:month/:key',
    element: lazyPage(() => import('./components/activity-edit-page'), 'ActivityEditPage'),
  },
  {
    path: '/activities/monthly/view/:aId/:month/:key',
    element: lazyPage(() => import('./components/activity-view-page'), 'ActivityViewPage'),
  },
];
