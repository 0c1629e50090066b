import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import {
  almacenamientoLocal,
  crearAlmacenamiento,
  leerBytes,
  tipoPorExtension,
  type Almacenamiento,
  type ObjetoListado,
} from '../platform/almacenamiento';

// `npm run storage:migrar [-- --desde DIR]` (decision 088): copies a data dir's stored files into
// the bucket STORAGE=s3 and S3_* name, under the same keys. Resumable and idempotent: an object
// already in the bucket with the same size (and the same MD5, when its ETag is one) is skipped, so
// a run cut short is finished by running it again, and a second run copies nothing.

/** What is copied: the public images and the private transfer proofs. */
export const PREFIJOS = [
  { prefijo: 'uploads/', privado: false },
  { prefijo: 'comprobantes/', privado: true },
] as const;
const A_LA_VEZ = 8;

export interface Resumen {
  copiados: number;
  bytes: number;
  yaEstaban: number;
  fallidos: { clave: string; error: string }[];
}

export async function migrarAlmacenamiento(
  origen: Almacenamiento,
  destino: Almacenamiento,
  informar: (linea: string) => void = () => undefined,
): Promise<Resumen> {
  const resumen: Resumen = { copiados: 0, bytes: 0, yaEstaban: 0, fallidos: [] };
  for (const { prefijo, privado } of PREFIJOS) {
    const enDestino = new Map<string, ObjetoListado>();
    for await (const o of destino.listar(prefijo)) enDestino.set(o.clave, o);
    const pendientes: ObjetoListado[] = [];
    for await (const o of origen.listar(prefijo)) pendientes.push(o);
    let hechos = 0;
    let ultimoAviso = Date.now();
    const copiar = async (o: ObjetoListado) => {
      try {
        const leido = await leerBytes(origen, o.clave);
        if (!leido) return; // deleted meanwhile (the orphan sweep): nothing to copy
        if (igual(enDestino.get(o.clave), leido.bytes)) resumen.yaEstaban++;
        else {
          await destino.guardar(o.clave, leido.bytes, { tipo: tipoPorExtension(o.clave), privado });
          resumen.copiados++;
          resumen.bytes += leido.bytes.length;
        }
      } catch (e) {
        resumen.fallidos.push({ clave: o.clave, error: e instanceof Error ? e.message : String(e) });
      }
      hechos++;
      if (Date.now() - ultimoAviso > 2000) {
        ultimoAviso = Date.now();
        informar(`${prefijo} ${hechos}/${pendientes.length}…`);
      }
    };
    let siguiente = 0;
    const trabajador = async () => {
      while (siguiente < pendientes.length) await copiar(pendientes[siguiente++]!);
    };
    await Promise.all(Array.from({ length: A_LA_VEZ }, trabajador));
    informar(`${prefijo} ${pendientes.length} archivo(s) revisados`);
  }
  return resumen;
}

/** The bucket already holds these bytes: same size, and the same MD5 when the ETag is one (a single-part upload's). */
function igual(enDestino: ObjetoListado | undefined, bytes: Buffer): boolean {
  if (!enDestino || enDestino.bytes !== bytes.length) return false;
  if (!enDestino.etag || !/^[0-9a-f]{32}$/i.test(enDestino.etag)) return true;
  return createHash('md5').update(bytes).digest('hex') === enDestino.etag.toLowerCase();
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(argv: string[]): Promise<number> {
  const config = loadConfig();
  if (config.almacenamiento.tipo !== 's3') {
    console.error(
      'storage:migrar copia el directorio de datos a un bucket: definí STORAGE=s3 y S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (y S3_ENDPOINT si no es AWS).',
    );
    return 2;
  }
  const i = argv.indexOf('--desde');
  const desde = i >= 0 && argv[i + 1] ? path.resolve(argv[i + 1]!) : config.dataDir;
  const destino = await crearAlmacenamiento(desde, config.almacenamiento);
  console.log(`Copiando ${desde} al bucket ${config.almacenamiento.bucket}…`);
  const r = await migrarAlmacenamiento(almacenamientoLocal(desde), destino, (l) => console.log(l));
  console.log(
    `Listo: ${r.copiados} copiado(s) (${mb(r.bytes)}), ${r.yaEstaban} ya estaban, ${r.fallidos.length} con error.`,
  );
  for (const f of r.fallidos.slice(0, 20)) console.error(`  ${f.clave}: ${f.error}`);
  if (r.fallidos.length > 0) console.error('Volvé a correr el comando: sigue donde quedó.');
  return r.fallidos.length > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (codigo) => process.exit(codigo),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
