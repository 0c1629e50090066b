import { defineProject } from 'vitest/config';

// API tests run on a real database: PGlite by default (one migrated + seeded template, cloned per
// file), PostgreSQL when DATABASE_URL is set (files run one at a time, each restoring a snapshot).
const usePostgres = Boolean(process.env.DATABASE_URL);

/**
 * Files that need a module graph of their own (project `api-aislado`, vitest.aislado.config.ts): one
 * mocks `node:os` before the image service reads the cores, one counts prepared statements, whose
 * names a process remembers up to a limit (db/preparadas.ts MAX_TEXTOS).
 */
export const AISLADOS = ['src/modules/media/subidas-concurrentes.routes.test.ts', 'src/db/preparadas.test.ts'];

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: AISLADOS,
    globalSetup: ['./src/testing/global-setup.ts'],
    fileParallelism: !usePostgres,
    // A worker runs file after file in one module graph: each file still builds its own app on its
    // own database clone (createTestApp), but the app's ~3 s of imports are paid once per worker,
    // not once per file (the stage took ~12 min with them, ~4 without, on 2 cores).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
