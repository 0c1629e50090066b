// After `npm install`: checks every installed package's `engines.node` against the Node that runs
// the project (this script runs under it: npm puts the `node` devDependency first on PATH). npm
// itself may run on an older system Node and is told to print errors only (.npmrc), so this is
// where a real mismatch shows up.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const problems = [];
for (const [location, pkg] of Object.entries(lock.packages ?? {})) {
  const range = pkg.engines?.node;
  if (!range || pkg.optional) continue;
  if (!semver.satisfies(process.version, range, { includePrerelease: true })) {
    problems.push(`  ${location || 'feria'} pide Node ${range}`);
  }
}
if (problems.length > 0) {
  console.warn(
    `Atención: ${problems.length} paquete(s) no declaran soporte para Node ${process.version}:\n${problems.join('\n')}`,
  );
} else {
  console.log(
    `Dependencias instaladas; todas aceptan el Node ${process.version} del proyecto. Siguiente paso: npm start`,
  );
}
