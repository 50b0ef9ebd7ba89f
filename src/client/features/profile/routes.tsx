import type { FeatureRoute } from '../../lib/feature-route';
import { lazyScreen } from '../../lib/lazy-page';

/** The profile screens, by route pattern (the app applies each pattern's guard from the policy table). */
export const profileRoutes: FeatureRoute[] = [
  { path: '/profile', ...lazyScreen(() => import('./components/profile-page'), 'ProfilePage') },
];
