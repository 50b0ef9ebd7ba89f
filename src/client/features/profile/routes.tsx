import type { FeatureRoute } from '../../lib/feature-route';
import { ProfilePage } from './components/profile-page';

/** The profile screens, by route pattern (the app applies each pattern's guard from the policy table). */
export const profileRoutes: FeatureRoute[] = [{ path: '/profile', element: <ProfilePage /> }];
