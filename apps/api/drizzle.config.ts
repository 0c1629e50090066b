import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations for the `app` schema; they are committed and applied at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  schemaFilter: ['app'],
  migrations: { schema: 'drizzle', table: 'app_migrations' },
});
