import type { FeatureRoute } from '../../lib/feature-route';
import { lazyScreen } from '../../lib/lazy-page';

/** The clubs screens, by route pattern (the app applies each pattern's guard from the policy table). */
export const clubsRoutes: FeatureRoute[] = [
  { path: '/clubs', ...lazyScreen(() => import('./components/club-list-page'), 'ClubListPage') },
  {
    path: '/clubs/create',
    ...lazyScreen(() => import('./components/club-create-page'), 'ClubCreatePage'),
  },
  {
    path: '/clubs/edit/:uuid',
    ...lazyScreen(() => import('./components/club-edit-page'), 'ClubEditPage'),
  },
];
