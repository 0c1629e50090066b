// `npm start`: build the web app and the server when their sources changed, then run the built
// server (apps/api/dist/server.mjs, plain JavaScript: no compiling at start-up, decision 042) in
// this same process, so a signal sent to `npm start` (npm forwards SIGTERM/SIGINT to its one child)
// reaches the server directly — no chain of shells and npm processes that could drop it.
// `--no-build` serves whatever the dist/ folders hold (`npm run serve`).
import { existsSync } from 'node:fs';
import module from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServerIfNeeded, SERVER_BUNDLE } from './server-build.mjs';
import { buildWebIfNeeded } from './web-build.mjs';

try {
  if (!process.argv.includes('--no-build')) {
    buildWebIfNeeded();
    await buildServerIfNeeded();
  } else if (!existsSync(SERVER_BUNDLE)) {
    throw new Error('No hay un servidor compilado en apps/api/dist: corré `npm run build` o `npm start`.');
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

// V8's compiled code of the bundle and of every package it loads is kept on disk and reused by
// the next start (about half of the module loading time); node checks it against each file.
module.enableCompileCache?.(fileURLToPath(new URL('../node_modules/.cache/node-compile-cache', import.meta.url)));
// Stack traces name the TypeScript sources (the bundle has a source map).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_BUNDLE).href);
