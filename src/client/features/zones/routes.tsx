import type { FeatureRoute } from '../../lib/feature-route';
import { lazyPage } from '../../lib/lazy-page';
import { ZoneListPage } from './components/zone-list-page';

/** The zones screens, by route pattern (the app applies each pattern's guard from the policy table). */
export const zonesRoutes: FeatureRoute[] = [
  { path: '/zone', element: <ZoneListPage /> },
  {
    path: '/zone/create',
    element: lazyPage(() => import('./components/zone-create-page'), 'ZoneCreatePage'),
  },
  { path: '/zone/edit/:id', element: lazyPage(() => import('./components/zone-edit-page'), 'ZoneEditPage') },
];
