import { z } from 'zod';
import { ID_ENTERO_MAX, pageOf, paginaQuery, uuidParam } from '../common/common.schemas';
import { MENSAJES, MENSAJES_RESENA as M, RESENA_COMENTARIO_MAX } from '../common/messages';
import { multilinea } from '../common/texto';
import { endpoint } from '../endpoints/endpoint';
import { PUBLICO_PREFIJO } from '../endpoints/rutas';

// Reviews from verified purchases (decision 038): the buyer of a completed order rates the shop
// once per order and each product once per order line; editable for 30 days; the seller answers
// once; anyone signed in reports; an admin hides or shows again.

export { MENSAJES_RESENA, RESENA_COMENTARIO_MAX } from '../common/messages';
/** Days the author may edit a review after writing it. */
export const DIAS_EDICION_RESENA = 30;
export const ESTRELLAS = [1, 2, 3, 4, 5] as const;

const calificacion = z.coerce
  .number({ error: M.calificacion })
  .int(M.calificacion)
  .min(1, M.calificacion)
  .max(5, M.calificacion);
/** Plain text, trimmed; empty is no comment. */
const comentario = multilinea({ error: M.comentarioLargo })
  .trim()
  .max(RESENA_COMENTARIO_MAX, M.comentarioLargo)
  .nullish()
  .transform((t) => (t ? t : null));
const motivo = (mensaje: string) => multilinea({ error: mensaje }).trim().min(5, mensaje).max(500, mensaje);
const booleano = (mensaje: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(['true', 'false'], { error: mensaje })
      .transform((v) => v === 'true')
      .optional(),
  );

export const resenaInput = z.object({
  idVenta: uuidParam,
  /** null: the review of the shop; else the order line (venta item) whose product is rated. */
  idItem: z.number().int().positive().max(ID_ENTERO_MAX).nullable(),
  calificacion,
  comentario,
});
export type ResenaInput = z.input<typeof resenaInput>;

export const resenaEdicion = z.object({ calificacion, comentario });
export type ResenaEdicion = z.input<typeof resenaEdicion>;

export const respuestaResenaInput = z.object({
  respuesta: multilinea({ error: M.respuestaVacia })
    .trim()
    .min(1, M.respuestaVacia)
    .max(RESENA_COMENTARIO_MAX, M.respuestaLarga),
});
export const reporteResenaInput = z.object({ motivo: motivo(M.motivoReporte) });
export const ocultarResenaInput = z.object({ motivo: motivo(M.motivoOcultar) });

/** A review as everybody sees it. Only orders' buyers write them: `compraVerificada` is always true. */
export const resenaPublica = z.object({
  id: z.uuid(),
  /** First name and the initial of the surname ('Lucía F.'). */
  autor: z.string(),
  calificacion: z.number().int(),
  comentario: z.string().nullable(),
  fecha: z.string(),
  editada: z.boolean(),
  respuesta: z.string().nullable(),
  respondidaEn: z.string().nullable(),
  /** The product rated; null for the review of the shop. */
  producto: z.object({ id: z.uuid(), nombre: z.string() }).nullable(),
  compraVerificada: z.literal(true),
});
export type ResenaPublica = z.infer<typeof resenaPublica>;

export const distribucionResenas = z.object({
  1: z.number().int(),
  2: z.number().int(),
  3: z.number().int(),
  4: z.number().int(),
  5: z.number().int(),
});
export type DistribucionResenas = z.infer<typeof distribucionResenas>;

/** Over every visible review of the shop (or product), whatever the filters. */
export const resumenResenas = z.object({
  calificacion: z.number().nullable(),
  numReseñas: z.number().int(),
  distribucion: distribucionResenas,
});
export type ResumenResenas = z.infer<typeof resumenResenas>;

export const resenasPage = pageOf(resenaPublica).extend({ resumen: resumenResenas });
export type ResenasPage = z.infer<typeof resenasPage>;

export const resenasTiendaQuery = z.object({
  ...paginaQuery(10),
  estrellas: z.preprocess((v) => (v === '' ? undefined : v), calificacion.optional()),
  conComentario: booleano(MENSAJES.parametrosInvalidos),
});
export type ResenasTiendaQuery = z.input<typeof resenasTiendaQuery>;
export const resenasProductoQuery = z.object(paginaQuery(5));

/** The buyer's own review: what the public sees plus until when it may be edited. */
export const resenaPropia = resenaPublica.extend({
  editableHasta: z.string(),
  editable: z.boolean(),
  oculta: z.boolean(),
});
export type ResenaPropia = z.infer<typeof resenaPropia>;

/** What the buyer can rate in one order, and what was rated already. */
export const resenasDeVenta = z.object({
  idVenta: z.uuid(),
  numero: z.number().int(),
  /** Only a completed order is rated. */
  puedeCalificar: z.boolean(),
  emprendimiento: z.object({ id: z.uuid(), nombre: z.string() }),
  tienda: resenaPropia.nullable(),
  items: z.array(
    z.object({ idItem: z.number().int(), idProducto: z.uuid(), nombre: z.string(), resena: resenaPropia.nullable() }),
  ),
});
export type ResenasDeVenta = z.infer<typeof resenasDeVenta>;

/** The seller's view of a review of their shop. */
export const resenaVendedor = resenaPublica.extend({
  numeroPedido: z.number().int(),
  oculta: z.boolean(),
  reportes: z.number().int(),
});
export type ResenaVendedor = z.infer<typeof resenaVendedor>;
export const resenasVendedorPage = pageOf(resenaVendedor).extend({
  resumen: resumenResenas,
  sinResponder: z.number().int(),
});
export type ResenasVendedorPage = z.infer<typeof resenasVendedorPage>;
export const resenasVendedorQuery = z.object({
  /** The seller's shop (optional: a seller has one shop today). */
  idEmprendimiento: uuidParam.optional(),
  sinResponder: booleano(MENSAJES.parametrosInvalidos),
  ...paginaQuery(20),
});
export type ResenasVendedorQuery = z.input<typeof resenasVendedorQuery>;

/** A review with reports, as the admin sees it. */
export const resenaReportada = resenaPublica.extend({
  emprendimiento: z.object({ id: z.uuid(), nombre: z.string() }),
  oculta: z.boolean(),
  motivoOculta: z.string().nullable(),
  reportes: z.array(z.object({ id: z.uuid(), motivo: z.string(), fecha: z.string(), resuelto: z.boolean() })),
});
export type ResenaReportada = z.infer<typeof resenaReportada>;
export const resenasReportadasPage = pageOf(resenaReportada);
export const resenasReportadasQuery = z.object({
  /** false (default): reviews with pending reports; true: the hidden ones (to show them again). */
  ocultas: booleano(MENSAJES.parametrosInvalidos),
  ...paginaQuery(20),
});
export type ResenasReportadasQuery = z.input<typeof resenasReportadasQuery>;

const porId = z.object({ id: uuidParam });
const recurso = 'resenas';

export const resenasPublicasApi = {
  tienda: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${PUBLICO_PREFIJO}/tienda/{id}/resenas`,
    params: porId,
    query: resenasTiendaQuery,
    respuesta: resenasPage,
    error: M.errorListar,
  }),
  producto: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${PUBLICO_PREFIJO}/productos/{id}/resenas`,
    params: porId,
    query: resenasProductoQuery,
    respuesta: resenasPage,
    error: M.errorListar,
  }),
};

export const RESENAS_COMPRADOR_PREFIJO = '/api/comprador/v1';
export const resenasCompradorApi = {
  deVenta: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${RESENAS_COMPRADOR_PREFIJO}/ventas/{id}/resenas`,
    params: porId,
    respuesta: resenasDeVenta,
    error: M.errorListar,
  }),
  crear: endpoint({
    recurso,
    metodo: 'POST',
    ruta: `${RESENAS_COMPRADOR_PREFIJO}/resenas`,
    body: resenaInput,
    respuesta: resenaPropia,
    status: 201,
    error: M.errorGuardar,
  }),
  editar: endpoint({
    recurso,
    metodo: 'PUT',
    ruta: `${RESENAS_COMPRADOR_PREFIJO}/resenas/{id}`,
    params: porId,
    body: resenaEdicion,
    respuesta: resenaPropia,
    error: M.errorGuardar,
  }),
};

export const RESENAS_VENDEDOR_PREFIJO = '/api/emprendedor/v1/resenas';
export const resenasVendedorApi = {
  listar: endpoint({
    recurso,
    metodo: 'GET',
    ruta: RESENAS_VENDEDOR_PREFIJO,
    query: resenasVendedorQuery,
    respuesta: resenasVendedorPage,
    error: M.errorListar,
  }),
  responder: endpoint({
    recurso,
    metodo: 'POST',
    ruta: `${RESENAS_VENDEDOR_PREFIJO}/{id}/respuesta`,
    params: porId,
    body: respuestaResenaInput,
    respuesta: resenaVendedor,
    status: 201,
    error: M.errorResponder,
  }),
};

/** Any signed-in person (buyer, seller or admin) reports a review: one prefix outside the role areas, like the live events. */
export const RESENAS_REPORTES_PREFIJO = '/api/v1/resenas';
export const reportarResenaApi = endpoint({
  recurso,
  metodo: 'POST',
  ruta: `${RESENAS_REPORTES_PREFIJO}/{id}/reportes`,
  params: porId,
  body: reporteResenaInput,
  respuesta: z.object({ reportada: z.literal(true) }),
  status: 201,
  error: M.errorReportar,
});

export const RESENAS_ADMIN_PREFIJO = '/api/admin/v1/resenas';
export const resenasAdminApi = {
  reportadas: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${RESENAS_ADMIN_PREFIJO}/reportadas`,
    query: resenasReportadasQuery,
    respuesta: resenasReportadasPage,
    error: M.errorListar,
  }),
  /** Hides it from lists and averages, and resolves its pending reports. */
  ocultar: endpoint({
    recurso,
    metodo: 'POST',
    ruta: `${RESENAS_ADMIN_PREFIJO}/{id}/ocultar`,
    params: porId,
    body: ocultarResenaInput,
    respuesta: resenaReportada,
    error: M.errorModerar,
  }),
  mostrar: endpoint({
    recurso,
    metodo: 'POST',
    ruta: `${RESENAS_ADMIN_PREFIJO}/{id}/mostrar`,
    params: porId,
    respuesta: resenaReportada,
    error: M.errorModerar,
  }),
  /** The reports were unfounded: resolved, the review stays as it is. */
  resolver: endpoint({
    recurso,
    metodo: 'POST',
    ruta: `${RESENAS_ADMIN_PREFIJO}/{id}/resolver`,
    params: porId,
    respuesta: resenaReportada,
    error: M.errorModerar,
  }),
};
