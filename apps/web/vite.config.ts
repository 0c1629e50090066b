import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Everything the single `npm start` process serves besides the SPA (ARCHITECTURE.md "Shape").
const API_ORIGIN = 'http://localhost:8080';
const proxy = Object.fromEntries(['/api', '/uploads', '/auth', '/_sandbox'].map((p) => [p, { target: API_ORIGIN }]));

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Long-lived vendor code in its own chunks so an app-only deploy keeps them cached.
        // Icons are left to automatic splitting: each lazy route pulls only the icons it uses.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
            { name: 'mui', test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming|core-downloads-tracker)|@emotion|@popperjs|react-transition-group|stylis|clsx|prop-types|react-is|@babel[\\/]runtime|hoist-non-react-statics)[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/](@tanstack|zod|@reduxjs|react-redux|redux|immer|reselect)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
