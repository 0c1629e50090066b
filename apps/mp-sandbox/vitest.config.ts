import { defineProject } from 'vitest/config';

// Sandbox tests run on a real database: in-memory PGlite per file, or the PostgreSQL of
// MP_SANDBOX_TEST_DATABASE_URL (schema mp_sandbox only), where files run one at a time because
// they share it. Not DATABASE_URL: the API's tests reset their database (mp_sandbox included) at
// the same time; CI points this one at another database.
const usePostgres = Boolean(process.env.MP_SANDBOX_TEST_DATABASE_URL);

export default defineProject({
  test: {
    name: 'mp-sandbox',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    fileParallelism: !usePostgres,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
