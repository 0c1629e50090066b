import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Everything the single `npm start` process serves besides the SPA (ARCHITECTURE.md "Shape").
const API_ORIGIN = 'http://localhost:8080';
const proxy = Object.fromEntries(['/api', '/uploads', '/auth', '/_sandbox'].map((p) => [p, { target: API_ORIGIN }]));

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    // dist/.vite/manifest.json: which chunks each page needs (bench/bundle-report.ts reports them per page).
    manifest: true,
    rolldownOptions: {
      output: {
        // Issue #2 (initial JS ≤ 150 kB gzip): only what the shell paints first is fetched up front.
        // `$initial` = statically reachable from main.tsx. Those node_modules go to two long-lived
        // files cached across app-only deploys: `react` (React, React DOM, React Router) and `vendor`
        // (MUI core and the top bar's components, emotion, TanStack Query). Everything else (zod,
        // page-only MUI components, icons, drawers and menus) is split automatically and loads with
        // the lazy route or overlay that needs it.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, tags: ['$initial'], priority: 3 },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            // Response validation for the pages; the shell never evaluates a schema.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
