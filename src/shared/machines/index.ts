/**
 * The status machines of spec 2 (activity review, point lines): the server enforces transitions with
 * them, the client asks them which controls show.
 */
export * from './statuses';
export * from './transition-result';
export * from './activity-review-machine';
export * from './activity-waiting';
export * from './point-line-machine';
export * from './project-statuses';
export * from './project-review-machine';
