// Runs one exported async function of a bench module in a child process and hands back its result
// (JSON). `npm run bench` keeps every embedded database (PGlite, WebAssembly) out of its own
// process: once, after several PGlite instances had been opened and closed in it, the bench died
// with a V8 fatal error while freeing WebAssembly code (bench/README, 2026-11-28). A child opens
// one database and exits, so nothing is freed behind the bench's back.
// Child side: node --import tsx bench/aparte.ts <module file> <function> <args JSON> <result file>
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ESTE = fileURLToPath(import.meta.url);

/** `funcion(...args)` of `modulo` (a path relative to bench/) in a child node process; its console output shows as the bench's. */
export async function enOtroProceso<T>(modulo: string, funcion: string, args: unknown[]): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'feria-bench-aparte-'));
  const salida = join(dir, 'resultado.json');
  try {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', ESTE, fileURLToPath(new URL(modulo, import.meta.url)), funcion, JSON.stringify(args), salida],
      { stdio: 'inherit' },
    );
    const codigo = await new Promise<number | null>((res, rej) => child.once('error', rej).once('exit', (c) => res(c)));
    if (codigo !== 0) throw new Error(`${modulo} ${funcion} terminó con código ${codigo}`);
    return JSON.parse(await readFile(salida, 'utf8')) as T;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [modulo, funcion, args, salida] = process.argv.slice(2) as [string, string, string, string];
  const m = (await import(pathToFileURL(modulo).href)) as Record<string, (...a: unknown[]) => Promise<unknown>>;
  const f = m[funcion];
  if (typeof f !== 'function') throw new Error(`${modulo} no exporta ${funcion}`);
  await writeFile(salida, JSON.stringify(await f(...(JSON.parse(args) as unknown[]))));
  // The database is closed; exit now rather than wait for anything left on the event loop.
  process.exit(0);
}
