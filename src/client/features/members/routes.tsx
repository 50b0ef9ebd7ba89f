import type { FeatureRoute } from '../../lib/feature-route';
import { lazyScreen } from '../../lib/lazy-page';

/** The members screens, by route pattern (the app applies each pattern's guard from the policy table). */
export const membersRoutes: FeatureRoute[] = [
  { path: '/members', ...lazyScreen(() => import('./components/members-page'), 'MembersPage') },
  {
    path: '/members/info/:id',
    ...lazyScreen(() => import('./components/member-info-page'), 'MemberInfoPage'),
  },
  {
    path: '/members/create',
    ...lazyScreen(() => import('./components/member-create-page'), 'MemberCreatePage'),
  },
  {
    path: '/members/edit/:uuid',
    ...lazyScreen(() => import('./components/member-edit-page'), 'MemberEditPage'),
  },
];
