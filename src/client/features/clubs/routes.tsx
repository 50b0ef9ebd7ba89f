import type { FeatureRoute } from '../../lib/feature-route';
import { lazyPage } from '../../lib/lazy-page';
import { ClubListPage } from './components/club-list-page';

/** The clubs screens, by route pattern (the app applies each pattern's guard from the policy table). */
export const clubsRoutes: FeatureRoute[] = [
  { path: '/clubs', element: <ClubListPage /> },
  {
    path: '/clubs/create',
    element: lazyPage(() => import('./components/club-create-page'), 'ClubCreatePage'),
  },
  {
    path: '/clubs/edit/:uuid',
    element: lazyPage(() => import('./components/club-edit-page'), 'ClubEditPage'),
  },
];
