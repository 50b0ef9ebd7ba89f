import type { FeatureRoute } from '../../lib/feature-route';
import { ReportsPage } from './components/reports-page';

/** The reports screen, by route pattern (the app applies the pattern's guard from the policy table). */
export const reportsRoutes: FeatureRoute[] = [{ path: '/reports', element: <ReportsPage /> }];
