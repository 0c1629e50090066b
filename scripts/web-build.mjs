// Builds the web app only when its sources changed since the last build: a content hash of
// everything the bundle is made from is kept next to the bundle (dist/.source-hash).
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'apps/web/dist');
const HASH_FILE = path.join(DIST, '.source-hash');
/** Each input set's last content hash beside the sizes and modification times it was computed from. */
const STAMP_DIR = path.join(ROOT, 'node_modules/.cache/feria-source-hash');

/** What the web bundle is built from: its sources, the shared contracts, the config and the lockfile. */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite.ssr.config.ts',
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

/**
 * Content hash of the files under `inputs` (paths from the repository root), tests left out.
 * When no file was added, removed or touched (same paths, sizes and modification times) since the
 * last call for the same inputs, that call's hash is reused: `npm start` then stats the sources
 * instead of reading them all (docs/arquitectura.md#rendimiento, start time).
 */
export function sourceHash(inputs) {
  const list = inputs.flatMap((input) => [...files(input)]);
  const stamp = createHash('sha256');
  for (const file of list) {
    const st = statSync(path.join(ROOT, file));
    stamp.update(file).update('\0').update(`${st.size}:${st.mtimeMs}`).update('\0');
  }
  const stampFile = path.join(
    STAMP_DIR,
    `${createHash('sha256').update(inputs.join('\0')).digest('hex').slice(0, 16)}.json`,
  );
  const stampHex = stamp.digest('hex');
  try {
    const saved = JSON.parse(readFileSync(stampFile, 'utf8'));
    if (saved.stamp === stampHex && typeof saved.hash === 'string') return saved.hash;
  } catch {
    // no stamp yet, or unreadable: hash the contents
  }
  const hash = createHash('sha256');
  for (const file of list) {
    hash
      .update(file.split(path.sep).join('/'))
      .update('\0')
      .update(readFileSync(path.join(ROOT, file)))
      .update('\0');
  }
  const digest = hash.digest('hex');
  try {
    mkdirSync(STAMP_DIR, { recursive: true });
    writeFileSync(stampFile, JSON.stringify({ stamp: stampHex, hash: digest }));
  } catch {
    // a read-only checkout still builds and starts; it only hashes again next time
  }
  return digest;
}

export function webSourceHash() {
  return sourceHash(INPUTS);
}

/** true when dist/ holds a bundle built from the current sources. */
export function webBuildIsCurrent(sourceHash = webSourceHash()) {
  return (
    existsSync(path.join(DIST, 'index.html')) &&
    existsSync(path.join(ROOT, 'apps/web/dist-ssr/entry-server.js')) &&
    existsSync(HASH_FILE) &&
    readFileSync(HASH_FILE, 'utf8').trim() === sourceHash
  );
}

/** Runs `vite build` unless the bundle is current (or `force`); rejects when the build fails. */
export async function buildWebIfNeeded({ force = false, log = console.log, sourceHash = webSourceHash() } = {}) {
  if (!force && webBuildIsCurrent(sourceHash)) {
    log('Web: sin cambios desde la última compilación, no se vuelve a compilar.');
    return false;
  }
  log('Web: compilando la aplicación…');
  // The browser's bundle and the server render of the public pages (decision 049), at the same
  // time: each is mostly one core's work and neither reads the other's output.
  const codigos = await Promise.all(
    [[], ['--config', 'vite.ssr.config.ts']].map(
      (args) =>
        new Promise((resolve) => {
          const child = spawn(
            process.execPath,
            [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...args],
            { cwd: path.join(ROOT, 'apps/web'), stdio: 'inherit' },
          );
          child.on('error', () => resolve('error'));
          child.on('exit', (code, signal) => resolve(code ?? signal));
        }),
    ),
  );
  const fallo = codigos.find((c) => c !== 0);
  if (fallo !== undefined) throw new Error(`La compilación de la web falló (código ${fallo}).`);
  writeFileSync(HASH_FILE, `${sourceHash}\n`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await buildWebIfNeeded({ force: process.argv.includes('--force') });
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
}
