import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArchivoDanado, EscritorTar, leerTar } from './copia-tar';

// The backup's tar: what it writes the system's tar reads (long names through PAX), and what it
// reads back is every byte, whatever the reader leaves unread; a damaged stream is ArchivoDanado.

const LARGO = `datos/uploads/productos/${'n'.repeat(120)}.webp`;
const entradas: [string, Buffer][] = [
  ['datos/vacio', Buffer.alloc(0)],
  ['datos/uploads/a.webp', randomBytes(70_000)],
  [LARGO, randomBytes(513)],
  ['datos/ñandú.txt', Buffer.from('acentos y eñes')],
];

async function escribir(lista: [string, Buffer][]): Promise<Buffer> {
  const salida = new PassThrough();
  const trozos: Buffer[] = [];
  salida.on('data', (t: Buffer) => trozos.push(t));
  const tar = new EscritorTar(salida);
  for (const [ruta, bytes] of lista) {
    // In pieces, as a file stream gives them.
    const fuente = Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)].filter((b) => b.length > 0));
    await tar.agregar(ruta, bytes.length, fuente);
  }
  await tar.terminar();
  salida.end();
  return Buffer.concat(trozos);
}

async function leer(tar: Buffer, leerSolo?: (ruta: string) => boolean): Promise<Map<string, Buffer>> {
  const r = new Map<string, Buffer>();
  // 333-byte pieces: headers and contents never arrive aligned.
  const piezas = Array.from({ length: Math.ceil(tar.length / 333) }, (_, i) => tar.subarray(i * 333, (i + 1) * 333));
  for await (const e of leerTar(Readable.from(piezas))) {
    if (leerSolo && !leerSolo(e.ruta)) {
      for await (const t of e.contenido) {
        r.set(e.ruta, t); // one piece read, the rest left for the reader to skip
        break;
      }
      continue;
    }
    const trozos: Buffer[] = [];
    for await (const t of e.contenido) trozos.push(t);
    r.set(e.ruta, Buffer.concat(trozos));
  }
  return r;
}

describe('backup tar', () => {
  let tar: Buffer;
  let dir: string;
  beforeAll(async () => {
    tar = await escribir(entradas);
    dir = await mkdtemp(path.join(os.tmpdir(), 'feria-tar-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads back every entry with its exact bytes, long and non-ASCII names included', async () => {
    expect(await leer(tar)).toEqual(new Map(entradas));
  });

  it('keeps its place when the reader leaves an entry half read', async () => {
    const r = await leer(tar, (ruta) => ruta !== 'datos/uploads/a.webp');
    expect(r.get(LARGO)).toEqual(entradas[2]![1]);
    expect(r.get('datos/ñandú.txt')).toEqual(entradas[3]![1]);
  });

  it('is read by the system tar (PAX long names)', async () => {
    const archivo = path.join(dir, 'c.tar.gz');
    await writeFile(archivo, gzipSync(tar));
    const lista = execFileSync('tar', ['-tzf', archivo], { encoding: 'utf8' }).trim().split('\n');
    expect(lista).toEqual(entradas.map(([r]) => r));
    execFileSync('tar', ['-xzf', archivo, '-C', dir]);
    expect(await readFile(path.join(dir, LARGO))).toEqual(entradas[2]![1]);
  });

  it('says the file is damaged when it is cut short or a header is altered', async () => {
    await expect(leer(tar.subarray(0, 5000))).rejects.toThrow(new ArchivoDanado('termina antes de tiempo'));
    await expect(leer(tar.subarray(0, tar.length - 1024))).rejects.toThrow(ArchivoDanado);
    const alterado = Buffer.from(tar);
    alterado[10] = alterado[10]! ^ 1; // a letter of the first entry's name
    await expect(leer(alterado)).rejects.toThrow(
      'El archivo de copia está dañado o incompleto (encabezado con suma de control incorrecta).',
    );
  });

  it('refuses a source that gives fewer bytes than announced', async () => {
    const salida = new PassThrough();
    salida.resume();
    await expect(new EscritorTar(salida).agregar('datos/x', 10, Buffer.alloc(4))).rejects.toThrow(
      'datos/x cambió mientras se copiaba (se achicó); volvé a intentar.',
    );
  });
});
