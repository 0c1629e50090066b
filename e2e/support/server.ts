import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  baseURL: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? res(addr.port) : rej(new Error('sin puerto'))));
    });
  });
}

/**
 * Waits for the server's first 200 of /ready. Five minutes: on a 2-core machine where `.ci/run` runs
 * the unit and API tests beside the journeys, a first start (PGlite's initdb, migrations, the demo)
 * once took more than two.
 */
async function waitReady(url: string, child: ChildProcess, log: () => string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó (código ${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/ready`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`El servidor no estuvo listo en ${timeoutMs / 1000} s:\n${log()}`);
}

/** Starts the real product (`apps/api/src/main.ts`) as a child process (API + built SPA + demo data) on a free port with a fresh data dir. */
export async function startServer(
  opts: { env?: Record<string, string>; dataDir?: string; port?: number; viaNpmStart?: boolean } = {},
): Promise<RunningServer & { child: ChildProcess; output(): string }> {
  const ownsDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), 'feria-e2e-')));
  const port = opts.port ?? (await freePort());
  let output = '';
  // `npm start` as a person types it (the web bundle is already built), or node on the server directly.
  const [command, args, cwd] = opts.viaNpmStart
    ? ['npm', ['start'], repoRoot]
    : [process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/api/src/main.ts')], join(repoRoot, 'apps/api')];
  const child = spawn(command, args, {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitReady(baseURL, child, () => output.slice(-4000));
  return {
    child,
    output: () => output,
    baseURL,
    port,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (ownsDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
