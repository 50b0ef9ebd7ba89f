import type { FeatureRoute } from '../../lib/feature-route';

/** The zones screens, by route pattern (the app applies each pattern's guard from the policy table). */
export const zonesRoutes: FeatureRoute[] = [];
