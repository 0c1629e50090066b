import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

// A minimal ustar writer and reader for the backup file (tar inside gzip): entries are streamed, so
// an upload folder of any size passes through in 64 KiB pieces. Names longer than ustar's 100 bytes
// and sizes over 8 GiB go in a PAX header, as GNU tar and bsdtar read them.

const BLOQUE = 512;
const CEROS = Buffer.alloc(BLOQUE * 2);
const TAMANO_MAXIMO_USTAR = 0o77777777777;

export class ArchivoDanado extends Error {
  constructor(detalle: string) {
    super(`El archivo de copia está dañado o incompleto (${detalle}).`);
    this.name = 'ArchivoDanado';
  }
}

function octal(valor: number, largo: number): string {
  return valor.toString(8).padStart(largo - 1, '0') + '\0';
}

function encabezado(nombre: string, bytes: number, tipo: '0' | 'x', modo: number, mtime: number): Buffer {
  const h = Buffer.alloc(BLOQUE);
  h.write(nombre, 0, 100, 'utf8');
  h.write(octal(modo & 0o7777, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(Math.min(bytes, TAMANO_MAXIMO_USTAR), 12), 124, 'ascii');
  h.write(octal(Math.max(0, Math.floor(mtime)), 12), 136, 'ascii');
  h.write('        ', 148, 'ascii');
  h.write(tipo, 156, 'ascii');
  h.write('ustar\0' + '00', 257, 'ascii');
  let suma = 0;
  for (const b of h) suma += b;
  h.write(suma.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
  return h;
}

/** One PAX record: "<length> <key>=<value>\n", the length counting itself. */
function registroPax(clave: string, valor: string): string {
  const resto = ` ${clave}=${valor}\n`;
  let largo = Buffer.byteLength(resto);
  while (String(largo).length + Buffer.byteLength(resto) !== largo)
    largo = String(largo).length + Buffer.byteLength(resto);
  return `${largo}${resto}`;
}

export interface EntradaEscrita {
  ruta: string;
  bytes: number;
  sha256: string;
}

/** Writes a tar stream into `destino` (a gzip stream), waiting on its back-pressure. */
export class EscritorTar {
  constructor(private readonly destino: Writable) {}

  private async escribir(trozo: Buffer): Promise<void> {
    if (!this.destino.write(trozo)) await once(this.destino, 'drain');
  }

  /** Adds a file of exactly `bytes` bytes read from `fuente`; answers its SHA-256. */
  async agregar(ruta: string, bytes: number, fuente: Readable | Buffer, modo = 0o644): Promise<EntradaEscrita> {
    const mtime = Date.now() / 1000;
    const largo = Buffer.byteLength(ruta) > 100;
    if (largo || bytes > TAMANO_MAXIMO_USTAR) {
      const pax = Buffer.from(
        (largo ? registroPax('path', ruta) : '') +
          (bytes > TAMANO_MAXIMO_USTAR ? registroPax('size', String(bytes)) : ''),
      );
      await this.escribir(encabezado('PaxHeader', pax.length, 'x', 0o644, mtime));
      await this.escribir(pax);
      await this.relleno(pax.length);
    }
    const nombreUstar = largo
      ? Buffer.from(ruta)
          .subarray(0, 100)
          .toString('utf8')
          .replace(/\uFFFD+$/, '')
      : ruta;
    await this.escribir(encabezado(nombreUstar, bytes, '0', modo, mtime));
    const hash = createHash('sha256');
    let escritos = 0;
    const trozos: AsyncIterable<Buffer> | Buffer[] = Buffer.isBuffer(fuente) ? [fuente] : fuente;
    for await (const trozo of trozos) {
      const b = Buffer.isBuffer(trozo) ? trozo : Buffer.from(trozo);
      escritos += b.length;
      if (escritos > bytes) throw new Error(`${ruta} cambió mientras se copiaba (creció); volvé a intentar.`);
      hash.update(b);
      await this.escribir(b);
    }
    if (escritos !== bytes) throw new Error(`${ruta} cambió mientras se copiaba (se achicó); volvé a intentar.`);
    await this.relleno(bytes);
    return { ruta, bytes, sha256: hash.digest('hex') };
  }

  private async relleno(bytes: number): Promise<void> {
    const resto = bytes % BLOQUE;
    if (resto) await this.escribir(Buffer.alloc(BLOQUE - resto));
  }

  /** The two zero blocks that end a tar; the caller then ends `destino`. */
  async terminar(): Promise<void> {
    await this.escribir(CEROS);
  }
}

/** Exact reads over an async stream of chunks. */
class Lector {
  private pendiente: Buffer = Buffer.alloc(0);
  private readonly it: AsyncIterator<Buffer>;
  constructor(fuente: AsyncIterable<Buffer>) {
    this.it = fuente[Symbol.asyncIterator]();
  }

  private async mas(): Promise<boolean> {
    const r = await this.it.next();
    if (r.done) return false;
    this.pendiente = this.pendiente.length ? Buffer.concat([this.pendiente, r.value]) : r.value;
    return true;
  }

  /** `n` bytes, or null at a clean end (nothing left); a partial read is a truncated file. */
  async leer(n: number): Promise<Buffer | null> {
    while (this.pendiente.length < n) {
      if (!(await this.mas())) {
        if (this.pendiente.length === 0) return null;
        throw new ArchivoDanado('termina en la mitad de un bloque');
      }
    }
    const r = this.pendiente.subarray(0, n);
    this.pendiente = this.pendiente.subarray(n);
    return r;
  }

  /** The next `n` bytes in pieces as they arrive. */
  async *trozos(n: number): AsyncGenerator<Buffer> {
    let faltan = n;
    while (faltan > 0) {
      if (this.pendiente.length === 0 && !(await this.mas())) throw new ArchivoDanado('termina antes de tiempo');
      const r = this.pendiente.subarray(0, faltan);
      this.pendiente = this.pendiente.subarray(r.length);
      faltan -= r.length;
      yield r;
    }
  }
}

const texto = (h: Buffer, desde: number, largo: number) => {
  const campo = h.subarray(desde, desde + largo);
  const fin = campo.indexOf(0);
  return campo.subarray(0, fin === -1 ? largo : fin).toString('utf8');
};

function numero(h: Buffer, desde: number, largo: number): number {
  const t = texto(h, desde, largo).trim();
  if (!/^[0-7]*$/.test(t)) throw new ArchivoDanado('encabezado con un número inválido');
  return t ? parseInt(t, 8) : 0;
}

function verificarSuma(h: Buffer): void {
  let suma = 0;
  for (let i = 0; i < BLOQUE; i++) suma += i >= 148 && i < 156 ? 32 : h[i]!;
  if (numero(h, 148, 8) !== suma) throw new ArchivoDanado('encabezado con suma de control incorrecta');
}

function leerPax(datos: Buffer): Record<string, string> {
  const r: Record<string, string> = {};
  let i = 0;
  while (i < datos.length) {
    const espacio = datos.indexOf(0x20, i);
    const largo = parseInt(datos.subarray(i, espacio).toString('ascii'), 10);
    if (espacio === -1 || !Number.isInteger(largo) || largo <= 0) throw new ArchivoDanado('encabezado PAX inválido');
    const registro = datos.subarray(espacio + 1, i + largo - 1).toString('utf8');
    const igual = registro.indexOf('=');
    r[registro.slice(0, igual)] = registro.slice(igual + 1);
    i += largo;
  }
  return r;
}

export interface EntradaLeida {
  ruta: string;
  bytes: number;
  modo: number;
  /** The entry's bytes, in pieces; must be consumed (or drained) before the next entry. */
  contenido: AsyncGenerator<Buffer>;
}

/** The regular files of a tar stream, in order; throws ArchivoDanado on a bad header or an early end. */
export async function* leerTar(fuente: AsyncIterable<Buffer>): AsyncGenerator<EntradaLeida> {
  const lector = new Lector(fuente);
  let pax: Record<string, string> = {};
  for (;;) {
    const h = await lector.leer(BLOQUE);
    if (h === null) throw new ArchivoDanado('falta el final del archivo');
    if (h.every((b) => b === 0)) return;
    verificarSuma(h);
    const tipo = String.fromCharCode(h[156]!);
    const bytes = pax.size !== undefined ? Number(pax.size) : numero(h, 124, 12);
    const prefijo = texto(h, 345, 155);
    const ruta = pax.path ?? (prefijo ? `${prefijo}/${texto(h, 0, 100)}` : texto(h, 0, 100));
    const relleno = (BLOQUE - (bytes % BLOQUE)) % BLOQUE;
    if (tipo === 'x') {
      const datos = await lector.leer(bytes);
      if (datos === null) throw new ArchivoDanado('termina antes de tiempo');
      pax = leerPax(datos);
      if (relleno) await lector.leer(relleno);
      continue;
    }
    pax = {};
    let leidos = 0;
    const contenido = (async function* () {
      for await (const trozo of lector.trozos(bytes)) {
        leidos += trozo.length;
        yield trozo;
      }
    })();
    if (tipo === '0' || tipo === '\0') yield { ruta, bytes, modo: numero(h, 100, 8), contenido };
    // Whatever the caller left unread (and any other kind of entry) is skipped.
    for await (const _ of lector.trozos(bytes - leidos)) void _;
    if (relleno) await lector.leer(relleno);
  }
}
