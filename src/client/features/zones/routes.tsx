import type { FeatureRoute } from '../../lib/feature-route';
import { lazyScreen } from '../../lib/lazy-page';

/** The zones screens, by route pattern (the app applies each pattern's guard from the policy table). */
export const zonesRoutes: FeatureRoute[] = [
  { path: '/zone', ...lazyScreen(() => import('./components/zone-list-page'), 'ZoneListPage') },
  {
    path: '/zone/create',
    ...lazyScreen(() => import('./components/zone-create-page'), 'ZoneCreatePage'),
  },
  { path: '/zone/edit/:id', ...lazyScreen(() => import('./components/zone-edit-page'), 'ZoneEditPage') },
];
