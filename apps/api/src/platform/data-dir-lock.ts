import { closeSync, openSync, readFileSync, unlinkSync, writeSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * One process per embedded data directory: PGlite has no lock of its own, and two servers writing
 * one directory lose acknowledged writes and corrupt indexes. The lock is a file naming its owner
 * (pid and that process's start time, so a reused pid is not mistaken for the owner); a lock
 * whose owner is gone (crash, kill -9) is taken over.
 */
export interface DataDirLock {
  readonly file: string;
  release(): void;
}

interface LockOwner {
  pid: number;
  /** Process start time as the kernel reports it (Linux), so a recycled pid does not count as alive. */
  start: string | null;
  since: string;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `Otro proceso de Feria (pid ${owner.pid}, desde ${owner.since}) ya usa el directorio de datos ${dataDir}. ` +
        `Detenelo o usá otro DATA_DIR.\n` +
        `Another Feria process (pid ${owner.pid}, since ${owner.since}) is already using the data directory ${dataDir}. ` +
        `Stop it or set another DATA_DIR.`,
    );
    this.name = 'DataDirBusyError';
  }
}

/** The start time of a process (field 22 of /proc/<pid>/stat), or null where /proc is not available. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return false; // our own pid from an earlier life (a container's pid 1)
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const start = processStartTime(owner.pid);
  return owner.start === null || start === null || start === owner.start;
}

function readOwner(file: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid !== 'number' || !Number.isInteger(parsed.pid) || parsed.pid <= 0) return null;
    return {
      pid: parsed.pid,
      start: typeof parsed.start === 'string' ? parsed.start : null,
      since: String(parsed.since ?? '?'),
    };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw err;
    return null; // half-written or foreign content: nobody we can name holds it
  }
}

/** Takes the data directory's lock or throws DataDirBusyError naming the process that holds it. */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'feria.lock');
  const me: LockOwner = { pid: process.pid, start: processStartTime(process.pid), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          try {
            if (readOwner(file)?.pid === me.pid) unlinkSync(file);
          } catch {
            // already gone
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let owner: LockOwner | null;
    try {
      owner = readOwner(file);
    } catch {
      continue; // released between our two calls: try again
    }
    if (owner && isAlive(owner)) throw new DataDirBusyError(dataDir, owner);
    try {
      unlinkSync(file); // its owner is gone
    } catch {
      // another starter removed it first; the exclusive create decides
    }
  }
  throw new Error(`No se pudo tomar el bloqueo de ${file}.`);
}

export class PortBusyError extends Error {
  constructor(
    readonly host: string,
    readonly port: number,
  ) {
    super(
      `El puerto ${port} ya está en uso (¿otra instancia de Feria?). Detené ese proceso o usá otro PORT.\n` +
        `Port ${port} is already in use (another Feria instance?). Stop that process or set another PORT.`,
    );
    this.name = 'PortBusyError';
  }
}

/** Fails with PortBusyError when host:port cannot be bound; checked before the database is opened. */
export async function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new PortBusyError(host, port) : err),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
