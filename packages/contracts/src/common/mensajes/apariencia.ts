import { FUENTES_NOMBRE } from '../../tienda/fuentes';

/** Storefront appearance texts (docs/producto/validacion.md, docs/producto/api.md#emprendimiento, docs/producto/api.md#apariencia). */
export const MENSAJES_APARIENCIA = {
  sinId: 'ID de emprendimiento es requerido',
  sinDatos: 'Datos de apariencia son requeridos',
  /** A body without one of the fields: the appearance is read and written whole (docs/producto/entidades.md). */
  incompleta: 'Faltan datos de la apariencia: se guarda completa, con todos sus campos',
  obtener: 'Error al obtener la apariencia de la tienda',
  actualizar: 'Error al actualizar la apariencia de la tienda',
  imagenInvalida: 'El banner y el logo tienen que ser imágenes subidas a Feria',
  /** POST /api/emprendedor/v1/imagenes?tipo= */
  tipoImagenInvalido: 'El tipo de imagen debe ser logo o banner',
  nombreTiendaLargo: 'El nombre de la tienda no puede superar los 80 caracteres',
  distribucionInvalida: 'La distribución de catálogos debe ser grid o carrusel',
  fuenteInvalida: `La fuente del nombre debe ser una de: ${FUENTES_NOMBRE.join(', ')}`,
  tamanoInvalido: 'El tamaño del nombre debe ser pequena, mediana o grande',
  gradienteInvalido: 'El tipo de gradiente debe ser lineal o radial',
  catalogosInvalidos: 'Los catálogos seleccionados no son válidos',
  catalogosAjenos: 'Solo podés mostrar catálogos de tu tienda',
  filtrosInvalidos: 'Los filtros de la tienda no son válidos',
  demasiadosFiltros: 'La tienda puede tener hasta 20 filtros',
  claveFiltro: 'Completá el nombre del filtro (por ejemplo Color)',
  valorFiltro: 'Los valores del filtro no pueden estar vacíos',
  filtroLargo: 'Los nombres y valores de los filtros no pueden superar los 60 caracteres',
  demasiadosValores: 'Un filtro puede tener hasta 50 valores',
} as const;
