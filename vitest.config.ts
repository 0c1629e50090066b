import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and API tests. Browser journeys live in e2e/ and run after the build (npm run test:e2e).
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/identity',
      'apps/mp-sandbox',
      'apps/api',
      'apps/api/vitest.aislado.config.ts',
      'apps/web',
    ],
    // Vitest's default is one worker fewer than the cores: ONE on the 2-core CI machine. Two there,
    // one fewer than the cores elsewhere. On PostgreSQL (DATABASE_URL) one: the API, identity and
    // sandbox files restore snapshots into shared databases, so they must not overlap.
    maxWorkers: process.env.DATABASE_URL ? 1 : Math.max(2, availableParallelism() - 1),
  },
});
