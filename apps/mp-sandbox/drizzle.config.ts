import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @feria/mp-sandbox` writes SQL migrations for the `mp_sandbox` schema;
// they are committed and applied at start-up (src/db/migrate.ts), with a history of their own.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
  schemaFilter: ['mp_sandbox'],
  migrations: { schema: 'drizzle', table: 'mp_sandbox_migrations' },
});
