import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The server render of the public pages (decision 049): src/entry-server.tsx as one ES module
 * for node in dist-ssr/, loaded by the API (apps/api/src/plugins/ssr.ts). Everything is bundled,
 * npm packages included, as a production build: React, MUI and emotion in their production forms
 * (the API process does not set NODE_ENV), so the markup and emotion's class names are exactly
 * the browser bundle's and hydrate without a difference.
 */
export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node22',
    minify: false,
    sourcemap: false,
    rollupOptions: { output: { entryFileNames: 'entry-server.js', codeSplitting: false } },
  },
});
