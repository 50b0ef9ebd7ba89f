/**
 * The points engine: computes an activity report's point lines from its type's declarative
 * `points.json`. `validatePointsDefinition` lives in its own module so the client, which only
 * computes, does not load ajv.
 */
export * from './points-definition';
export * from './points-context';
export * from './compute-points';
export * from './maximum-points';
export * from './round-points';
export * from './project-points';
export * from './report-points';
