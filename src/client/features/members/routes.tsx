import type { FeatureRoute } from '../../lib/feature-route';
import { lazyPage } from '../../lib/lazy-page';
import { MemberInfoPage } from './components/member-info-page';
import { MembersPage } from './components/members-page';

/** The members screens, by route pattern (the app applies each pattern's guard from the policy table). */
export const membersRoutes: FeatureRoute[] = [
  { path: '/members', element: <MembersPage /> },
  { path: '/members/info/:id', element: <MemberInfoPage /> },
  {
    path: '/members/create',
    element: lazyPage(() => import('./components/member-create-page'), 'MemberCreatePage'),
  },
  {
    path: '/members/edit/:uuid',
    element: lazyPage(() => import('./components/member-edit-page'), 'MemberEditPage'),
  },
];
