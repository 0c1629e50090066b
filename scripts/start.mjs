// `npm start`: build the web app and the server when their sources changed, then run the built
// server (apps/api/dist/server.mjs, plain JavaScript: no compiling at start-up, decision 042) in
// this same process, so a signal sent to `npm start` (npm forwards SIGTERM/SIGINT to its one child)
// reaches the server directly — no chain of shells and npm processes that could drop it.
// `--no-build` serves whatever the dist/ folders hold (`npm run serve`).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import module from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServerIfNeeded, serverBuildIsCurrent, serverSourceHash, SERVER_BUNDLE } from './server-build.mjs';
import { buildWebIfNeeded, webBuildIsCurrent, webSourceHash } from './web-build.mjs';

try {
  if (!process.argv.includes('--no-build')) {
    // A first start (docs/arquitectura.md#rendimiento): the web's two builds, the server's and, for a
    // new embedded data dir, PGlite's initdb (the machine's fresh copy, decision 047) run at the same
    // time instead of one after the other; the server then only copies the fresh data dir.
    const [web, servidor] = [webSourceHash(), serverSourceHash()];
    const compila = !webBuildIsCurrent(web) || !serverBuildIsCurrent(servidor);
    await Promise.all([
      buildWebIfNeeded({ sourceHash: web }),
      buildServerIfNeeded({ hash: servidor }),
      compila && nuevoDataDirEmbebido() ? plantillaAparte() : undefined,
    ]);
  } else if (!existsSync(SERVER_BUNDLE)) {
    throw new Error('No hay un servidor compilado en apps/api/dist: corré `npm run build` o `npm start`.');
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

/** No DATABASE_URL and no database yet in DATA_DIR (default <repo>/data, as apps/api/src/config.ts). */
function nuevoDataDirEmbebido() {
  if (process.env.DATABASE_URL) return false;
  const dataDir = path.resolve(process.env.DATA_DIR ?? fileURLToPath(new URL('../data', import.meta.url)));
  return !existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));
}

/** scripts/pglite-plantilla.mjs in a process of its own (PGlite's wasm would hold this one's thread); a failure only costs the server its own initdb. */
function plantillaAparte() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [fileURLToPath(new URL('./pglite-plantilla.mjs', import.meta.url))], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', () => resolve(undefined));
    child.on('exit', () => resolve(undefined));
  });
}

// V8's compiled code of the bundle and of every package it loads is kept on disk and reused by
// the next start (about half of the module loading time); node checks it against each file.
module.enableCompileCache?.(fileURLToPath(new URL('../node_modules/.cache/node-compile-cache', import.meta.url)));
// Stack traces name the TypeScript sources (the bundle has a source map).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_BUNDLE).href);
