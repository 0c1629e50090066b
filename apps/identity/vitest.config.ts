import { defineProject } from 'vitest/config';

// Identity server tests run on a real PGlite database, one per test file.
export default defineProject({
  test: {
    name: 'identity',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
