// Builds the server (apps/api/src/main.ts and the workspace packages it imports, all TypeScript)
// into one ES module that plain node runs, only when its sources changed since the last build: a
// content hash of everything the bundle is made from is kept next to it (dist/.source-hash).
// Every npm dependency stays external (decision 042): node loads it from node_modules as usual,
// so PGlite finds its wasm and data files and sharp its native code.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceHash } from './web-build.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'apps/api/dist');
export const SERVER_BUNDLE = path.join(DIST, 'server.mjs');
const HASH_FILE = path.join(DIST, '.source-hash');
const WORKSPACE_SCOPE = '@feria/';

/** The workspaces the server is made from (their package.json, sources and tsconfig). */
const WORKSPACES = ['apps/api', 'apps/identity', 'apps/mp-sandbox', 'packages/contracts'];

/** What the server bundle is built from: the workspaces' sources, the TypeScript config, the lockfile and this script. */
const INPUTS = [
  ...WORKSPACES.flatMap((w) => [`${w}/src`, `${w}/package.json`, `${w}/tsconfig.json`]),
  'tsconfig.base.json',
  'package.json',
  'package-lock.json',
  'scripts/server-build.mjs',
];

export function serverSourceHash() {
  return sourceHash(INPUTS);
}

/** true when dist/ holds a server bundle built from the current sources. */
export function serverBuildIsCurrent(hash = serverSourceHash()) {
  return existsSync(SERVER_BUNDLE) && existsSync(HASH_FILE) && readFileSync(HASH_FILE, 'utf8').trim() === hash;
}

/** Every npm package the workspaces depend on (ours, @feria/*, are TypeScript sources and get bundled). */
function externalPackages() {
  const names = new Set();
  for (const dir of ['.', ...WORKSPACES]) {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
    for (const field of ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies']) {
      for (const name of Object.keys(pkg[field] ?? {})) if (!name.startsWith(WORKSPACE_SCOPE)) names.add(name);
    }
  }
  return [...names].sort().flatMap((name) => [name, `${name}/*`]);
}

/**
 * Inside the bundle each module's `import.meta.url` is still its own source file's URL (written
 * relative to the bundle, so the checkout can move): the migrations folders, the sign-in pages'
 * resources and anything else read next to a source file resolve as they do under tsx.
 */
const sourceFileUrls = {
  name: 'source-file-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(DIST, args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/** Runs esbuild unless the bundle is current (or `force`); throws when the build fails. */
export async function buildServerIfNeeded({ force = false, log = console.log, hash = serverSourceHash() } = {}) {
  if (!force && serverBuildIsCurrent(hash)) {
    log('Servidor: sin cambios desde la última compilación, no se vuelve a compilar.');
    return false;
  }
  log('Servidor: compilando…');
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(ROOT, 'apps/api/src/main.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    external: externalPackages(),
    plugins: [sourceFileUrls],
    logLevel: 'silent',
  }).catch((err) => {
    throw new Error(`La compilación del servidor falló:\n${err instanceof Error ? err.message : err}`);
  });
  for (const warning of result.warnings) log(`Servidor: aviso de compilación: ${warning.text}`);
  writeFileSync(HASH_FILE, `${hash}\n`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await buildServerIfNeeded({ force: process.argv.includes('--force') });
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
}
