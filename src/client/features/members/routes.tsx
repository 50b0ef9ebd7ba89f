import type { FeatureRoute } from '../../lib/feature-route';

/** The members screens, by route pattern (the app applies each pattern's guard from the policy table). */
export const membersRoutes: FeatureRoute[] = [];
