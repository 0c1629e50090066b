import { z } from 'zod';
import { DISTRIBUCIONES, FUENTES_NOMBRE, GRADIENTES, TAMANOS_NOMBRE, type Apariencia } from './apariencia.schemas';
import { MENSAJES_APARIENCIA } from '../common/messages';
import { idEnteroJson } from '../common/common.schemas';
import { linea } from '../common/texto';
import { agregarFiltro } from './filtros';

// PUT {id}/apariencia body (docs/producto/entidades.md "read and written whole", docs/producto/validacion.md, docs/producto/api.md#emprendimiento): the same shape as
// `apariencia`, with a Spanish message for every field and the limits the API enforces.

/** Images come from POST /api/emprendedor/v1/imagenes (or the demo images): never an outside address. */
export const URL_IMAGEN_SUBIDA = /^\/uploads\/[a-z0-9][a-z0-9-]{0,62}\/[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.webp$/;

/** The field's own text, or — when the field is missing from the body — that the appearance is written whole. */
const oFalta = (mensaje: string) => (iss: { input?: unknown }) =>
  iss.input === undefined ? MENSAJES_APARIENCIA.incompleta : mensaje;

const COLORES = {
  colorFondo: 'El color de fondo',
  colorFondoSecundario: 'El color de fondo secundario',
  colorTarjetas: 'El color de las tarjetas',
  colorAcento: 'El color de acento',
  colorTextoCard: 'El color del texto de las tarjetas',
  colorNavbar: 'El color de la barra de navegación',
  colorTextoNavbar: 'El color del texto de la barra de navegación',
  colorNombreTienda: 'El color del nombre de la tienda',
} as const;

const color = (campo: keyof typeof COLORES) => {
  const mensaje = `${COLORES[campo]} debe estar en formato hexadecimal (#RRGGBB)`;
  return z.string({ error: oFalta(mensaje) }).regex(/^#([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$/, mensaje);
};

const imagen = z
  .string({ error: oFalta(MENSAJES_APARIENCIA.imagenInvalida) })
  .trim()
  .max(300, MENSAJES_APARIENCIA.imagenInvalida)
  .nullable()
  .transform((s) => s || null)
  .refine((s) => s === null || URL_IMAGEN_SUBIDA.test(s), MENSAJES_APARIENCIA.imagenInvalida);

const textoFiltro = (mensaje: string) =>
  linea({ error: mensaje }).trim().min(1, mensaje).max(60, MENSAJES_APARIENCIA.filtroLargo);

const filtro = z.object(
  {
    clave: textoFiltro(MENSAJES_APARIENCIA.claveFiltro),
    valores: z
      .array(textoFiltro(MENSAJES_APARIENCIA.valorFiltro), { error: MENSAJES_APARIENCIA.filtrosInvalidos })
      .max(50, MENSAJES_APARIENCIA.demasiadosValores),
  },
  { error: MENSAJES_APARIENCIA.filtrosInvalidos },
);

export const aparienciaInput = z.object(
  {
    banner: imagen,
    logo: imagen,
    nombreTienda: linea({ error: oFalta(MENSAJES_APARIENCIA.nombreTiendaLargo) })
      .trim()
      .max(80, MENSAJES_APARIENCIA.nombreTiendaLargo),
    colorFondo: color('colorFondo'),
    colorFondoSecundario: color('colorFondoSecundario'),
    colorTarjetas: color('colorTarjetas'),
    colorAcento: color('colorAcento'),
    colorTextoCard: color('colorTextoCard'),
    colorNavbar: color('colorNavbar'),
    colorTextoNavbar: color('colorTextoNavbar'),
    distribucionCatalogos: z.enum(DISTRIBUCIONES, { error: oFalta(MENSAJES_APARIENCIA.distribucionInvalida) }),
    fuenteNombreTienda: z.enum(FUENTES_NOMBRE, { error: oFalta(MENSAJES_APARIENCIA.fuenteInvalida) }),
    tamanoNombreTienda: z.enum(TAMANOS_NOMBRE, { error: oFalta(MENSAJES_APARIENCIA.tamanoInvalido) }),
    colorNombreTienda: color('colorNombreTienda'),
    tipoGradiente: z.enum(GRADIENTES, { error: oFalta(MENSAJES_APARIENCIA.gradienteInvalido) }),
    catalogosSeleccionados: z
      .array(idEnteroJson(MENSAJES_APARIENCIA.catalogosInvalidos), {
        error: oFalta(MENSAJES_APARIENCIA.catalogosInvalidos),
      })
      .max(100, MENSAJES_APARIENCIA.catalogosInvalidos)
      .transform((ids) => [...new Set(ids)]),
    // docs/producto/validacion.md: a filter whose name repeats merges only its new values (agregarFiltro).
    filtros: z
      .array(filtro, { error: oFalta(MENSAJES_APARIENCIA.filtrosInvalidos) })
      .max(20, MENSAJES_APARIENCIA.demasiadosFiltros)
      .transform((lista) => lista.reduce<Apariencia['filtros']>(agregarFiltro, [])),
  },
  { error: MENSAJES_APARIENCIA.sinDatos },
);
export type AparienciaInput = z.input<typeof aparienciaInput>;
export type AparienciaInputParsed = z.output<typeof aparienciaInput>;
