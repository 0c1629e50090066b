import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertPortFree, DataDirBusyError, lockDataDir, PortBusyError, processStartTime } from './data-dir-lock';

let dir: string;
let sleeper: ChildProcess | undefined;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'feria-lock-'));
});
afterEach(async () => {
  sleeper?.kill('SIGKILL');
  sleeper = undefined;
  await rm(dir, { recursive: true, force: true });
});

/** Another live process, to stand for a second server. */
async function otherProcess(): Promise<number> {
  sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  await new Promise((r) => sleeper!.once('spawn', r));
  return sleeper.pid!;
}

const lockFile = () => path.join(dir, 'feria.lock');

describe('data directory lock', () => {
  it('names this process in the lock file and removes it on release', async () => {
    const lock = lockDataDir(dir);
    const owner = JSON.parse(await readFile(lockFile(), 'utf8')) as { pid: number };
    expect(owner.pid).toBe(process.pid);
    lock.release();
    await expect(readFile(lockFile())).rejects.toThrow();
  });

  it('refuses while another live process holds it, naming that process', async () => {
    const pid = await otherProcess();
    await writeFile(
      lockFile(),
      JSON.stringify({ pid, start: processStartTime(pid), since: '2026-11-24T10:00:00.000Z' }),
    );
    expect(() => lockDataDir(dir)).toThrow(DataDirBusyError);
    expect(() => lockDataDir(dir)).toThrow(`Otro proceso de Feria (pid ${pid}`);
  });

  it('takes over the lock of a process that is gone (crash, kill -9)', async () => {
    const pid = await otherProcess();
    await writeFile(lockFile(), JSON.stringify({ pid, start: processStartTime(pid), since: 'antes' }));
    sleeper!.kill('SIGKILL');
    await new Promise((r) => sleeper!.once('exit', r));
    const lock = lockDataDir(dir);
    expect((JSON.parse(await readFile(lockFile(), 'utf8')) as { pid: number }).pid).toBe(process.pid);
    lock.release();
  });

  it('does not take a recycled pid for the owner: a live process started at another time', async () => {
    const pid = await otherProcess();
    await writeFile(lockFile(), JSON.stringify({ pid, start: '1', since: 'antes' }));
    lockDataDir(dir).release();
  });

  it('takes over a lock naming its own pid (a container restarted as pid 1) or unreadable content', async () => {
    await writeFile(lockFile(), JSON.stringify({ pid: process.pid, start: 'x', since: 'antes' }));
    lockDataDir(dir).release();
    await writeFile(lockFile(), 'basura');
    lockDataDir(dir).release();
  });
});

describe('port check', () => {
  it('says in Spanish and English that the port is taken', async () => {
    const server = net.createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as net.AddressInfo;
    await expect(assertPortFree(port, '127.0.0.1')).rejects.toThrow(PortBusyError);
    await expect(assertPortFree(port, '127.0.0.1')).rejects.toThrow(`El puerto ${port} ya está en uso`);
    await new Promise((r) => server.close(r));
    await expect(assertPortFree(port, '127.0.0.1')).resolves.toBeUndefined();
  });
});
