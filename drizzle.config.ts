import { defineConfig } from 'drizzle-kit';

/** drizzle-kit generates the SQL migrations committed under src/server/db/migrations. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
