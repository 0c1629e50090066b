import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The server render of the public pages (decision 049): src/entry-server.tsx as one ES module
 * for node in dist-ssr/, loaded by the API (apps/api/src/plugins/ssr.ts). npm packages stay
 * external (node loads them from node_modules, one React for the renderer and the components).
 */
export default defineConfig({
  plugins: [react()],
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
