// Start-up time of `npm start` as a person runs it, measured from spawning npm to the first 200
// from /ready: the first start on a new machine (fresh data dir and none of the machine caches of
// decision 047: PGlite's initdb runs and every demo picture is rendered), a first start on a new
// data dir of a machine that has those caches (migrations, demo marketplace, demo accounts) and a
// second start (existing data dir). The web bundle is current (npm run bench:startup builds it
// first if needed), so no start builds. Usage: npm run bench:startup [-- --runs 3]
// `-- --clon`: a fresh clone instead — `git clone` of this checkout's HEAD into a temp dir and
// `npm ci` there (not timed), then `npm start` timed with its builds, nothing cached.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

async function freePort(): Promise<number> {
  return new Promise((res) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
  });
}

/** Milliseconds from spawning `npm start` to /ready answering 200; the server is stopped after. */
export async function timeStart(
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
  cwd = ROOT,
  salida?: string,
): Promise<number> {
  const port = await freePort();
  const fd = salida ? openSync(salida, 'w') : undefined;
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: fd === undefined ? 'ignore' : ['ignore', fd, fd],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start terminó con código ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/ready`)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    if (fd !== undefined) closeSync(fd);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export interface StartTimes {
  runs: number;
  /** ms to /ready on a fresh data dir with empty machine caches (a new machine): median, min, max. */
  newMachine: { median: number; min: number; max: number };
  /** ms to /ready on a fresh data dir (migrations, demo marketplace, demo accounts): median, min, max. */
  first: { median: number; min: number; max: number };
  /** ms to /ready on the data dir the first start left. */
  second: { median: number; min: number; max: number };
}

const summary = (xs: number[]) => ({
  median: Math.round(median(xs)),
  min: Math.round(Math.min(...xs)),
  max: Math.round(Math.max(...xs)),
});

/**
 * `runs` times: a first start on a fresh data dir, then a second on the same dir. `keep` receives
 * the last run's data dir (the demo marketplace, ready) instead of it being removed.
 */
export async function measureStarts(
  runs: number,
  opts: { keep?: (dataDir: string) => void } = {},
): Promise<StartTimes> {
  const newMachine: number[] = [];
  const first: number[] = [];
  const second: number[] = [];
  for (let i = 0; i < runs; i++) {
    const machine = await mkdtemp(join(tmpdir(), 'feria-bench-machine-'));
    // The machine caches of decision 047 in folders of their own, empty at the first start.
    const caches = {
      FERIA_PGLITE_PLANTILLA: join(machine, 'pglite-plantilla'),
      FERIA_DEMO_IMAGE_CACHE: join(machine, 'demo-images'),
    };
    const dataDir = await mkdtemp(join(tmpdir(), 'feria-bench-start-'));
    const keep = opts.keep && i === runs - 1;
    try {
      newMachine.push(await timeStart(join(machine, 'data'), caches));
      first.push(await timeStart(dataDir, caches));
      second.push(await timeStart(dataDir, caches));
    } finally {
      if (keep) opts.keep!(dataDir);
      else await rm(dataDir, { recursive: true, force: true });
      await rm(machine, { recursive: true, force: true });
    }
  }
  return { runs, newMachine: summary(newMachine), first: summary(first), second: summary(second) };
}

export function printStarts(t: StartTimes): void {
  const line = (s: StartTimes['first']) => `${fmt(s.median)} [${fmt(s.min)}–${fmt(s.max)}]`;
  console.log(`npm start hasta /ready (${t.runs} corridas, mediana [mín–máx])`);
  console.log(`  primer inicio en una máquina nueva (sin cachés): ${line(t.newMachine)}`);
  console.log(`  primer inicio (directorio de datos nuevo):       ${line(t.first)}`);
  console.log(`  segundo inicio (datos existentes):               ${line(t.second)}`);
}

/**
 * The first `npm start` of a fresh clone (git clone, npm ci, npm start): the web and server builds
 * included, no node compile cache, no machine caches of decision 047. `npm ci` is not timed.
 */
export async function timeFreshClone(): Promise<number> {
  const base = await mkdtemp(join(tmpdir(), 'feria-bench-clon-'));
  const repo = join(base, 'feria');
  try {
    const run = (cmd: string, args: string[], cwd: string) => {
      const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
      if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} terminó con código ${r.status}`);
    };
    run('git', ['clone', '--quiet', '--no-hardlinks', ROOT, repo], base);
    run('npm', ['ci', '--no-audit', '--no-fund'], repo);
    return await timeStart(
      join(base, 'data'),
      { FERIA_PGLITE_PLANTILLA: join(base, 'pglite-plantilla'), FERIA_DEMO_IMAGE_CACHE: join(base, 'demo-images') },
      repo,
      process.env.FERIA_BENCH_SALIDA, // where npm start's output goes (with FERIA_START_TIMINGS=1: its steps)
    );
  } finally {
    await rm(base, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--clon')) {
    console.log(
      `npm start hasta /ready en un clon nuevo (compila web y servidor, sin cachés): ${fmt(await timeFreshClone())}`,
    );
  } else {
    const runsArg = process.argv.indexOf('--runs');
    printStarts(await measureStarts(runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3));
  }
}
