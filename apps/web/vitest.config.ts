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
  },
});
