import type { FeatureRoute } from '../../lib/feature-route';
import { ReviewTasksPage } from './components/review-tasks-page';

/** The review screens, by route pattern (the app applies each pattern's guard from the policy table). */
export const reviewRoutes: FeatureRoute[] = [
  { path: '/cpe-activities/monthly', element: <ReviewTasksPage /> },
];
