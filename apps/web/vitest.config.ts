import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    // jsdom renders of whole pages take 1–3 s on a 2-core machine; under load (CI running the API
    // suite beside them) some took over vitest's 5 s default. A hang still fails, at 20 s.
    testTimeout: 20_000,
    // Shared modules (React, MUI, the contracts) are evaluated once per worker instead of once
    // per file: about 110 s less on CI. Tests must not leave global state behind (vitest.setup.ts
    // cleans the DOM, storage and mocks after each test).
    isolate: false,
  },
});
