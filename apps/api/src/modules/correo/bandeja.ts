import { open, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  NOMBRE_CORREO_BANDEJA,
  type BandejaDeSalida,
  type CorreoCompleto,
  type CorreoEnBandeja,
} from '@feria/contracts';
import { leerEml, valorCabecera } from './eml';
import { sinEnlacesSecretos } from './enlaces-secretos';
import { carpetaBandeja } from './transporte';

// The outbox as the admin reads it (embedded mode): the .eml files transporte.ts and the identity
// server wrote, newest first, secret links masked. Only names of the outbox's own pattern are ever
// opened, and only inside its folder.

const LIMITE = 200;
/** The headers of a mail fit in its first bytes; the list does not read whole bodies. */
const CABECERAS_BYTES = 16 * 1024;

const fechaDe = (nombre: string) => {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/.exec(nombre)!;
  return `${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`;
};

/** Between the 24-character date and the `-<8 hex>.eml` tail. */
const tipoDe = (nombre: string) => nombre.slice(25, -13);

async function archivos(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(carpetaBandeja(dataDir)))
      .filter((n) => NOMBRE_CORREO_BANDEJA.test(n))
      .sort()
      .reverse();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return []; // nothing sent yet
    throw e;
  }
}

async function inicioDe(archivo: string): Promise<string> {
  const fd = await open(archivo, 'r');
  try {
    const { buffer, bytesRead } = await fd.read(Buffer.alloc(CABECERAS_BYTES), 0, CABECERAS_BYTES, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await fd.close();
  }
}

function resumen(nombre: string, crudo: string): CorreoEnBandeja {
  const { cabeceras } = leerEml(crudo.split(/\r?\n\r?\n/)[0] ?? '');
  return {
    nombre,
    fecha: fechaDe(nombre),
    tipo: tipoDe(nombre),
    para: valorCabecera(cabeceras, 'to'),
    asunto: valorCabecera(cabeceras, 'subject'),
  };
}

export async function listarBandeja(dataDir: string): Promise<BandejaDeSalida> {
  const nombres = await archivos(dataDir);
  const correos = await Promise.all(
    nombres.slice(0, LIMITE).map(async (n) => resumen(n, await inicioDe(path.join(carpetaBandeja(dataDir), n)))),
  );
  return { correos, total: nombres.length, limite: LIMITE };
}

/** One mail: undefined when the name is not an outbox file (never a path outside it). */
export async function leerDeBandeja(dataDir: string, nombre: string): Promise<CorreoCompleto | undefined> {
  if (!NOMBRE_CORREO_BANDEJA.test(nombre) || path.basename(nombre) !== nombre) return undefined;
  let crudo: string;
  try {
    crudo = await readFile(path.join(carpetaBandeja(dataDir), nombre), 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
  // Reset, verification and other one-time links are shown without their token (enlaces-secretos.ts).
  const leido = sinEnlacesSecretos(leerEml(crudo));
  return { ...resumen(nombre, crudo), ...leido };
}
