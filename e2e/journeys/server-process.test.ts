import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, repoRoot, startServer, type RunningServer } from '../support/server';

// The server as a process: one per data directory, and a signal to `npm start` stops it.
const running: RunningServer[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.stop();
});

const QUICK = { SEED_DEMO: 'false' };

async function lockOwnerPid(dataDir: string): Promise<number> {
  return (JSON.parse(await readFile(join(dataDir, 'feria.lock'), 'utf8')) as { pid: number }).pid;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('server process', () => {
  it('refuses a second server on the same data directory, naming the first, which keeps serving', async () => {
    const first = await startServer({ env: QUICK });
    running.push(first);
    const ownerPid = await lockOwnerPid(first.dataDir);
    expect(ownerPid).toBe(first.child.pid);

    const port = await freePort();
    const second = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/api/src/main.ts')], {
      cwd: join(repoRoot, 'apps/api'),
      env: {
        ...process.env,
        ...QUICK,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: first.dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    second.stdout.on('data', (d: Buffer) => (output += d.toString()));
    second.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));

    expect(code).toBe(1);
    expect(output).toContain(`Otro proceso de Feria (pid ${ownerPid}`);
    expect(output).toContain(first.dataDir);
    const ready = await fetch(`${first.baseURL}/ready`);
    expect(ready.status).toBe(200);
    expect(await lockOwnerPid(first.dataDir)).toBe(ownerPid);
  });

  it('refuses to start on a port in use before opening the database', async () => {
    const first = await startServer({ env: QUICK });
    running.push(first);
    const second = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/api/src/main.ts')], {
      cwd: join(repoRoot, 'apps/api'),
      env: {
        ...process.env,
        ...QUICK,
        PORT: String(first.port),
        HOST: '127.0.0.1',
        DATA_DIR: join(first.dataDir, 'otro'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    second.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain(`El puerto ${first.port} ya está en uso`);
  });

  it('stops the node server gracefully within 10 s when `npm start` gets SIGTERM', async () => {
    const server = await startServer({ env: QUICK, viaNpmStart: true });
    running.push(server);
    const nodePid = await lockOwnerPid(server.dataDir);
    expect(nodePid).not.toBe(server.child.pid); // npm is the top process, the server its child

    const started = Date.now();
    server.child.kill('SIGTERM');
    while (isRunning(nodePid) && Date.now() - started < 10_000) await new Promise((r) => setTimeout(r, 100));

    expect(isRunning(nodePid)).toBe(false);
    expect(server.output()).toContain('Cerrando (SIGTERM)');
    await expect(readFile(join(server.dataDir, 'feria.lock'))).rejects.toThrow(); // released on the way out
    await expect(fetch(`${server.baseURL}/ready`)).rejects.toThrow();
  });
});
