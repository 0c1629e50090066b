// Builds the web app only when its sources changed since the last build: a content hash of
// everything the bundle is made from is kept next to the bundle (dist/.source-hash).
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'apps/web/dist');
const HASH_FILE = path.join(DIST, '.source-hash');

/** What the web bundle is built from: its sources, the shared contracts, the config and the lockfile. */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package-lock.json',
];

function* files(relative) {
  const full = path.join(ROOT, relative);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) yield* files(path.join(relative, name));
  } else if (!/\.test\.tsx?$/.test(relative)) {
    yield relative;
  }
}

/** Content hash of the files under `inputs` (paths from the repository root), tests left out. */
export function sourceHash(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(input)) {
      hash.update(file.split(path.sep).join('/')).update('\0').update(readFileSync(path.join(ROOT, file))).update('\0');
    }
  }
  return hash.digest('hex');
}

export function webSourceHash() {
  return sourceHash(INPUTS);
}

/** true when dist/ holds a bundle built from the current sources. */
export function webBuildIsCurrent(sourceHash = webSourceHash()) {
  return existsSync(path.join(DIST, 'index.html')) && existsSync(HASH_FILE) && readFileSync(HASH_FILE, 'utf8').trim() === sourceHash;
}

/** Runs `vite build` unless the bundle is current (or `force`); throws when the build fails. */
export function buildWebIfNeeded({ force = false, log = console.log } = {}) {
  const sourceHash = webSourceHash();
  if (!force && webBuildIsCurrent(sourceHash)) {
    log('Web: sin cambios desde la última compilación, no se vuelve a compilar.');
    return false;
  }
  log('Web: compilando la aplicación…');
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: path.join(ROOT, 'apps/web'),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`La compilación de la web falló (código ${result.status ?? result.signal}).`);
  writeFileSync(HASH_FILE, `${sourceHash}\n`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    buildWebIfNeeded({ force: process.argv.includes('--force') });
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
}
