import type { FeatureRoute } from '../../lib/feature-route';
import { lazyScreen } from '../../lib/lazy-page';

/** The service project screens, by route pattern (the app applies each pattern's guard from the policy table). */
export const projectsRoutes: FeatureRoute[] = [
  { path: '/projects', ...lazyScreen(() => import('./list/projects-page'), 'ProjectsPage') },
  // Forms bring the form and view engines (ARCHITECTURE.md section 5); every screen loads on first visit.
  {
    path: '/projects/create',
    ...lazyScreen(() => import('./wizard/project-wizard-page'), 'ProjectWizardPage'),
  },
  {
    path: '/projects/edit/:step/:uuid',
    ...lazyScreen(() => import('./wizard/project-wizard-page'), 'ProjectWizardPage'),
  },
  {
    path: '/projects/info/:uuid',
    ...lazyScreen(() => import('./preview/project-preview-page'), 'ProjectPreviewPage'),
  },
  {
    path: '/review/projects',
    ...lazyScreen(() => import('./review/project-review-page'), 'ProjectReviewPage'),
  },
];
