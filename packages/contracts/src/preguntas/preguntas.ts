import { z } from 'zod';
import { pageOf, paginaQuery, uuidParam } from '../common/common.schemas';
import {
  MENSAJES_PREGUNTAS as M,
  MOTIVO_OCULTAR_PREGUNTA_MAX,
  PREGUNTA_TEXTO_MAX,
  PREGUNTA_TEXTO_MIN,
  RESPUESTA_PREGUNTA_MAX,
} from '../common/mensajes/pregunta';
import { multilinea } from '../common/texto';
import { endpoint } from '../endpoints/endpoint';
import { EMPRENDIMIENTOS_VENDEDOR_PREFIJO, PUBLICO_PREFIJO } from '../endpoints/rutas';
import type { TIPOS_EVENTO } from '../ventas/chat';

// docs/producto/preguntas.md: public questions on a product, asked by signed-in buyers and answered
// by the shop's seller. Schemas and endpoints of the buyer's, the public and the seller's calls.

export {
  MENSAJES_PREGUNTAS,
  PREGUNTA_TEXTO_MAX,
  PREGUNTA_TEXTO_MIN,
  RESPUESTA_PREGUNTA_MAX,
  textoTiempoRespuesta,
} from '../common/mensajes/pregunta';

export const PREGUNTAS_RECURSO = 'preguntas';
/** docs/producto/preguntas.md#limite: questions one buyer may ask per hour (all products); the 11th is 429. */
export const PREGUNTAS_POR_HORA = 10;
/** docs/producto/preguntas.md#en-la-pagina: answered questions the product's payload carries. */
export const PREGUNTAS_RECIENTES = 3;

/** An HTML tag or comment: refused, the text is plain (docs/producto/preguntas.md#texto). */
const ETIQUETA_HTML = /<\/?[a-z!][^>]*>/i;
const textoPlano = (min: number, max: number, mensaje: string) =>
  multilinea({ error: mensaje })
    .trim()
    .min(min, mensaje)
    .max(max, mensaje)
    .refine((t) => !ETIQUETA_HTML.test(t), M.sinHtml);

export const preguntaInput = z.object({ texto: textoPlano(PREGUNTA_TEXTO_MIN, PREGUNTA_TEXTO_MAX, M.textoPregunta) });
export type PreguntaInput = z.input<typeof preguntaInput>;
export const respuestaPreguntaInput = z.object({
  texto: textoPlano(PREGUNTA_TEXTO_MIN, RESPUESTA_PREGUNTA_MAX, M.textoRespuesta),
});
export type RespuestaPreguntaInput = z.input<typeof respuestaPreguntaInput>;
export const ocultarPreguntaInput = z.object({
  motivo: textoPlano(5, MOTIVO_OCULTAR_PREGUNTA_MAX, M.motivoOcultarPregunta),
});
export type OcultarPreguntaInput = z.input<typeof ocultarPreguntaInput>;

/**
 * A question as everybody sees it. Texts come masked (docs/producto/preguntas.md#enmascarado): when
 * `textoEnmascarado` / `respuestaEnmascarada` is true the UI shows `MENSAJES_PREGUNTAS.notaEnmascarado`.
 */
export const preguntaPublica = z.object({
  id: z.uuid(),
  texto: z.string(),
  textoEnmascarado: z.boolean(),
  /** First name and the initial of the surname ('Lucía F.'). */
  autor: z.string(),
  fecha: z.string(),
  respuesta: z.string().nullable(),
  respuestaEnmascarada: z.boolean(),
  respondidaEn: z.string().nullable(),
});
export type PreguntaPublica = z.infer<typeof preguntaPublica>;
export const preguntasPage = pageOf(preguntaPublica);
export type PreguntasPage = z.infer<typeof preguntasPage>;

/** In the product's public payload (GET productos/{id}): the latest answered ones and how many are shown in all. */
export const resumenPreguntas = z.object({
  /** Up to PREGUNTAS_RECIENTES answered questions, newest answer first. */
  recientes: z.array(preguntaPublica),
  /** Every visible question of the product, answered or not. */
  total: z.number().int(),
});
export type ResumenPreguntas = z.infer<typeof resumenPreguntas>;

export const preguntasQuery = z.object(paginaQuery(10));
export type PreguntasQuery = z.input<typeof preguntasQuery>;

export const ESTADOS_PREGUNTA = ['sin_responder', 'respondidas', 'ocultas'] as const;
export type EstadoPregunta = (typeof ESTADOS_PREGUNTA)[number];
export const preguntasVendedorQuery = z.object({
  estado: z.enum(ESTADOS_PREGUNTA, { error: M.estadoPreguntas }).default('sin_responder'),
  ...paginaQuery(20),
});
export type PreguntasVendedorQuery = z.input<typeof preguntasVendedorQuery>;

/** The seller's view: the product asked about and whether the question is hidden (and why). */
export const preguntaVendedor = preguntaPublica.extend({
  producto: z.object({ id: z.uuid(), nombre: z.string(), imagen: z.string().nullable() }),
  oculta: z.boolean(),
  motivoOculta: z.string().nullable(),
});
export type PreguntaVendedor = z.infer<typeof preguntaVendedor>;
export const preguntasVendedorPage = pageOf(preguntaVendedor).extend({
  /** The badge: the shop's visible questions still without an answer. */
  sinResponder: z.number().int(),
});
export type PreguntasVendedorPage = z.infer<typeof preguntasVendedorPage>;
export const preguntasSinResponder = z.object({ cantidad: z.number().int() });

const porProducto = z.object({ idProducto: uuidParam });
const porId = z.object({ id: uuidParam });
const recurso = PREGUNTAS_RECURSO;

export const PREGUNTAS_COMPRADOR_PREFIJO = '/api/comprador/v1/productos';
export const preguntasCompradorApi = {
  preguntar: endpoint({
    recurso,
    metodo: 'POST',
    ruta: `${PREGUNTAS_COMPRADOR_PREFIJO}/{idProducto}/preguntas`,
    params: porProducto,
    body: preguntaInput,
    respuesta: preguntaPublica,
    status: 201,
    error: M.errorPreguntar,
  }),
};

export const preguntasPublicasApi = {
  deProducto: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${PUBLICO_PREFIJO}/productos/{idProducto}/preguntas`,
    params: porProducto,
    query: preguntasQuery,
    respuesta: preguntasPage,
    error: M.errorPreguntas,
  }),
};

export const PREGUNTAS_VENDEDOR_PREFIJO = `${EMPRENDIMIENTOS_VENDEDOR_PREFIJO}/preguntas`;
export const preguntasVendedorApi = {
  listar: endpoint({
    recurso,
    metodo: 'GET',
    ruta: PREGUNTAS_VENDEDOR_PREFIJO,
    query: preguntasVendedorQuery,
    respuesta: preguntasVendedorPage,
    error: M.errorPreguntas,
  }),
  sinResponder: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${PREGUNTAS_VENDEDOR_PREFIJO}/sin-responder`,
    respuesta: preguntasSinResponder,
    error: M.errorPreguntas,
  }),
  /** Answers, or corrects the answer (docs/producto/preguntas.md#respuesta). */
  responder: endpoint({
    recurso,
    metodo: 'PUT',
    ruta: `${PREGUNTAS_VENDEDOR_PREFIJO}/{id}/respuesta`,
    params: porId,
    body: respuestaPreguntaInput,
    respuesta: preguntaVendedor,
    error: M.errorResponderPregunta,
  }),
  ocultar: endpoint({
    recurso,
    metodo: 'PUT',
    ruta: `${PREGUNTAS_VENDEDOR_PREFIJO}/{id}/oculta`,
    params: porId,
    body: ocultarPreguntaInput,
    respuesta: preguntaVendedor,
    error: M.errorOcultarPregunta,
  }),
  mostrar: endpoint({
    recurso,
    metodo: 'DELETE',
    ruta: `${PREGUNTAS_VENDEDOR_PREFIJO}/{id}/oculta`,
    params: porId,
    respuesta: preguntaVendedor,
    error: M.errorOcultarPregunta,
  }),
};

/** The live events of questions: 'pregunta.nueva' to the shop's owner, 'pregunta.respuesta' to the asker. */
export type TipoEventoPregunta = Extract<(typeof TIPOS_EVENTO)[number], `pregunta.${string}`>;
export interface EventoPreguntaEnVivo {
  id: number;
  tipo: TipoEventoPregunta;
  datos: { preguntaId: string; productoId: string; producto: string };
}
