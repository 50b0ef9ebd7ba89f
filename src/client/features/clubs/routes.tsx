import type { FeatureRoute } from '../../lib/feature-route';
import { ClubCreatePage } from './components/club-create-page';
import { ClubEditPage } from './components/club-edit-page';
import { ClubListPage } from './components/club-list-page';

/** The clubs screens, by route pattern (the app applies each pattern's guard from the policy table). */
export const clubsRoutes: FeatureRoute[] = [
  { path: '/clubs', element: <ClubListPage /> },
  { path: '/clubs/create', element: <ClubCreatePage /> },
  { path: '/clubs/edit/:uuid', element: <ClubEditPage /> },
];
