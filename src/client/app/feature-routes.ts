import { activitiesRoutes } from '../features/activities/routes';
import { clubsRoutes } from '../features/clubs/routes';
import { membersRoutes } from '../features/members/routes';
import { profileRoutes } from '../features/profile/routes';
import { projectsRoutes } from '../features/projects/routes';
import { reportsRoutes } from '../features/reports/routes';
import { reviewRoutes } from '../features/review/routes';
import { zonesRoutes } from '../features/zones/routes';
import type { FeatureRoute } from '../lib/feature-route';

/** Every screen inside the shell, from every feature. */
export const FEATURE_ROUTES: readonly FeatureRoute[] = [
  ...activitiesRoutes,
  ...projectsRoutes,
  ...reviewRoutes,
  ...membersRoutes,
  ...clubsRoutes,
  ...zonesRoutes,
  ...profileRoutes,
  ...reportsRoutes,
];
