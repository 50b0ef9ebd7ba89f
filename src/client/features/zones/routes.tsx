import type { FeatureRoute } from '../../lib/feature-route';
import { ZoneCreatePage } from './components/zone-create-page';
import { ZoneEditPage } from './components/zone-edit-page';
import { ZoneListPage } from './components/zone-list-page';

/** The zones screens, by route pattern (the app applies each pattern's guard from the policy table). */
export const zonesRoutes: FeatureRoute[] = [
  { path: '/zone', element: <ZoneListPage /> },
  { path: '/zone/create', element: <ZoneCreatePage /> },
  { path: '/zone/edit/:id', element: <ZoneEditPage /> },
];
