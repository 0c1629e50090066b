import path from 'node:path';
import { loadConfig } from '../config';
import { crearCopia, ErrorDeCopia } from './copia-crear';
import { leerArgumentos, rutaDelUsuario } from './copia-manifiesto';

// `npm run backup [-- --salida ARCHIVO] [--data-dir DIR]`: one file with the database, the data
// dir's files and a manifest (README "Copias de seguridad"). The file holds the data dir's secrets:
// keep it as private as the server itself.

const AYUDA = `Uso: npm run backup [-- --salida ARCHIVO] [--data-dir DIR]
Escribe feria-backup-<fecha>.tar.gz (o ARCHIVO) con la base de datos, los archivos subidos y los secretos del
directorio de datos. Con la base embebida, detené el servidor antes; con DATABASE_URL se usa pg_dump.`;

/** The file as the person will look for it: relative to where they ran npm when it is below that folder. */
function mostrar(archivo: string): string {
  const relativa = path.relative(process.env.INIT_CWD ?? process.cwd(), archivo);
  return relativa && !relativa.startsWith('..') && !path.isAbsolute(relativa) ? relativa : archivo;
}

try {
  const { posicionales, opciones } = leerArgumentos(process.argv.slice(2), ['salida', 'data-dir'], ['ayuda', 'help']);
  if (opciones.ayuda || opciones.help) {
    console.log(AYUDA);
    process.exit(0);
  }
  if (posicionales.length > 0) throw new ErrorDeCopia(`Argumento de más: ${posicionales[0]}\n${AYUDA}`);
  const config = loadConfig();
  const dataDir = typeof opciones['data-dir'] === 'string' ? rutaDelUsuario(opciones['data-dir']) : config.dataDir;
  const fecha = new Date().toISOString().slice(0, 19).replace(/:/g, '-');
  const salida = rutaDelUsuario(typeof opciones.salida === 'string' ? opciones.salida : `feria-backup-${fecha}.tar.gz`);
  const r = await crearCopia({
    dataDir,
    databaseUrl: config.databaseUrl,
    salida,
    almacenamiento: config.almacenamiento.tipo,
  });
  const tablas = Object.values(r.manifiesto.tablas);
  const filas = tablas.reduce((n, t) => n + t.filas, 0);
  console.log(
    `Copia escrita en ${mostrar(r.archivo)} ` +
      `(${(r.bytes / 1024 / 1024).toFixed(1)} MB): base ${r.manifiesto.motor} con ${tablas.length} tablas y ` +
      `${filas} filas, ${r.manifiesto.archivos.length - 1} archivos del directorio de datos.`,
  );
  if (r.manifiesto.almacenamiento === 's3')
    console.log(
      'Las imágenes y los comprobantes están en el bucket (STORAGE=s3): no van en esta copia; respaldalos con el versionado o la replicación del bucket (README).',
    );
  console.log('La copia incluye los secretos del directorio de datos: guardala en un lugar privado.');
} catch (e) {
  console.error(`No se pudo hacer la copia. ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
