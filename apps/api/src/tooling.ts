// What the workspace's tools (bench/) build a database with, without reaching into src/ by path.
export { openDatabase, type Database } from './db/client';
export { migrateDatabase } from './db/migrate';
export { seed, seedBulk } from './seed/seed';

// The voice command parser and its corpus, for bench/voz-precision.ts.
export { interpretar } from './modules/voz/interprete';
export { CORPUS } from './modules/voz/corpus/comandos';
export { CONTROL } from './modules/voz/corpus/control';
export { VENDEDORES } from './modules/voz/corpus/vendedores';
export { TIENDA } from './modules/voz/corpus/tienda-prueba';
export { diferencia } from './modules/voz/corpus/evaluar';

// The search quality sets, for bench/busqueda.ts (docs/arquitectura.md#rendimiento).
export { CONSULTAS_CON_ERRORES, CONSULTAS_SIN_RESULTADOS } from './modules/productos/busqueda-calidad';
