import { defineConfig } from 'vitest/config';

// Unit and API tests. Browser journeys live in e2e/ and run after the build (npm run test:e2e).
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/identity', 'apps/mp-sandbox', 'apps/api', 'apps/web'],
  },
});
