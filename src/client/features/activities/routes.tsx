import type { FeatureRoute } from '../../lib/feature-route';
import { MonthlyTasksPage } from './components/monthly-tasks-page';

/** The activities screens, by route pattern (the app applies each pattern's guard from the policy table). */
export const activitiesRoutes: FeatureRoute[] = [
  { path: '/activities/monthly', element: <MonthlyTasksPage /> },
];
