export { TiendaEditor } from './components/tienda-editor';
export type { DatosVistaPrevia, RenderVistaPrevia } from './components/vista-previa';
