/** The one policy table: roles, role sets, permissions and the client's route guards and menus. */
export * from './roles';
export * from './role-sets';
export * from './permissions';
export * from './routes';
export * from './activity-changes';
export * from './office-ranks';
export * from './project-review-levels';
