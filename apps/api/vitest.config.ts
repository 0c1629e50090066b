import { defineProject } from 'vitest/config';

// API tests run on a real database: PGlite by default (one migrated + seeded template, cloned per
// file), PostgreSQL when DATABASE_URL is set (files run one at a time, each restoring a snapshot).
const usePostgres = Boolean(process.env.DATABASE_URL);

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/testing/global-setup.ts'],
    fileParallelism: !usePostgres,
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
