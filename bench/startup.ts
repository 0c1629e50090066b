// Start-up time of `npm start` as a person runs it: first start (fresh data dir: migrations,
// demo marketplace, demo accounts) and second start (existing data dir), measured from spawning
// npm to the first 200 from /ready. The web bundle is current (npm run bench:startup builds it
// first if needed), so neither start builds. Usage: npm run bench:startup [-- --runs 3]
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;

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
async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: 'ignore',
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
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const first: number[] = [];
const second: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const dataDir = await mkdtemp(join(tmpdir(), 'feria-bench-start-'));
  try {
    first.push(await timeStart(dataDir));
    second.push(await timeStart(dataDir));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
console.log(`npm start hasta /ready (${RUNS} corridas, mediana [mín–máx])`);
console.log(`  primer inicio (directorio de datos nuevo): ${fmt(median(first))} [${fmt(Math.min(...first))}–${fmt(Math.max(...first))}]`);
console.log(`  segundo inicio (datos existentes):         ${fmt(median(second))} [${fmt(Math.min(...second))}–${fmt(Math.max(...second))}]`);
