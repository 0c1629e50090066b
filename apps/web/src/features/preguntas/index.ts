export { PreguntasProducto, PREGUNTAS_SECCION_ID } from './components/preguntas-producto';
export type { AccesoPregunta } from './components/preguntar-form';
export { PreguntasVendedorPage } from './components/preguntas-vendedor-page';
export { useInsigniaPreguntas, RUTA_PREGUNTAS_VENDEDOR } from './insignia-preguntas';
export { accesoPregunta } from './acceso-pregunta';
