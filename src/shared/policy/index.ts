/**
 * The one policy table: roles, role sets, permissions and the client's route guards and menus.
 * `activity-changes` is imported by its own path: it asks the review machine, and xstate has no place
 * in the first load that every route guard is part of.
 */
export * from './roles';
export * from './role-sets';
export * from './permissions';
export * from './routes';
export * from './office-ranks';
export * from './project-review-levels';
