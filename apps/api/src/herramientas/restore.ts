import { loadConfig } from '../config';
import { restaurarCopia } from './copia-restaurar';
import { ErrorDeCopia } from './copia-crear';
import { leerArgumentos, rutaDelUsuario } from './copia-manifiesto';

// `npm run restore -- ARCHIVO [--data-dir DIR] [--forzar]`: a new (or empty) data dir, and with
// DATABASE_URL a new database, back to a copy's state, checked against its manifest (README
// "Copias de seguridad").

const AYUDA = `Uso: npm run restore -- ARCHIVO [--data-dir DIR] [--forzar]
Restaura una copia de npm run backup en un directorio de datos nuevo o vacío (DATA_DIR o DIR) y, si la copia
es de PostgreSQL, en la base vacía de DATABASE_URL. --forzar reemplaza un directorio o una base con contenido.`;

try {
  const { posicionales, opciones } = leerArgumentos(process.argv.slice(2), ['data-dir'], ['forzar', 'ayuda', 'help']);
  if (opciones.ayuda || opciones.help) {
    console.log(AYUDA);
    process.exit(0);
  }
  if (posicionales.length !== 1) throw new ErrorDeCopia(`Indicá un archivo de copia.\n${AYUDA}`);
  const config = loadConfig();
  const dataDir = typeof opciones['data-dir'] === 'string' ? rutaDelUsuario(opciones['data-dir']) : config.dataDir;
  const { manifiesto, avisos } = await restaurarCopia({
    archivo: rutaDelUsuario(posicionales[0]!),
    dataDir,
    databaseUrl: config.databaseUrl,
    forzar: opciones.forzar === true,
  });
  for (const a of avisos) console.warn(`Aviso: ${a}`);
  const tablas = Object.values(manifiesto.tablas);
  console.log(
    `Copia del ${manifiesto.fecha} restaurada en ${dataDir}${config.databaseUrl ? ' y en DATABASE_URL' : ''}: ` +
      `${tablas.length} tablas y ${tablas.reduce((n, t) => n + t.filas, 0)} filas verificadas, ` +
      `${manifiesto.archivos.length - 1} archivos con su SHA-256.`,
  );
} catch (e) {
  console.error(`No se pudo restaurar la copia. ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
