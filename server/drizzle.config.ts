import { defineConfig } from 'drizzle-kit';

/**
 * The schema drizzle-kit compares with the migrations in ./drizzle: the tables core/ reads and each feature's own,
 * declared beside the feature in a `table.ts`.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/core/db/schema/index.ts', './src/modules/**/table.ts'],
  out: './drizzle',
});
