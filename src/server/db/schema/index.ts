/** Every table of the product, for Drizzle's typed queries and drizzle-kit's migrations. */
export * from './organisation';
export * from './members';
export * from './users';
export * from './roles';
export * from './themes';
export * from './operations';
export * from './activities';
export * from './projects';
export * from './files';
export * from './reminders';
export * from './notifications';
