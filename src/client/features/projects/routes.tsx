import type { FeatureRoute } from '../../lib/feature-route';
import { lazyPage } from '../../lib/lazy-page';
import { ProjectsPage } from './list/projects-page';
import { ProjectReviewPage } from './review/project-review-page';

/** The service project screens, by route pattern (the app applies each pattern's guard from the policy table). */
export const projectsRoutes: FeatureRoute[] = [
  { path: '/projects', element: <ProjectsPage /> },
  // The form and view engines load with these pages only (ARCHITECTURE.md section 5).
  {
    path: '/projects/create',
    element: lazyPage(() => import('./wizard/project-wizard-page'), 'ProjectWizardPage'),
  },
  {
    path: '/projects/edit/:step/:uuid',
    element: lazyPage(() => import('./wizard/project-wizard-page'), 'ProjectWizardPage'),
  },
  {
    path: '/projects/info/:uuid',
    element: lazyPage(() => import('./preview/project-preview-page'), 'ProjectPreviewPage'),
  },
  { path: '/review/projects', element: <ProjectReviewPage /> },
];
