import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @feria/identity` writes SQL migrations for the `identity` schema; they
// are committed and applied at start-up (src/db/migrate.ts), with a history apart from the API's.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
  schemaFilter: ['identity'],
  migrations: { schema: 'drizzle', table: 'identity_migrations' },
});
