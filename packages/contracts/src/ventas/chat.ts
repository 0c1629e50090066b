import { z } from 'zod';
import { endpoint } from '../endpoints/endpoint';
import { CHAT_MAX_CARACTERES, MENSAJES_CHAT } from '../common/messages';
import { VENTAS_COMPRADOR_PREFIJO, VENTAS_VENDEDOR_PREFIJO } from './ventas.endpoints';
import { ventaIdParams } from './ventas.schemas';

// The order chat (docs/producto/api.md#ventas obtenerChatVenta / enviarMensaje): one thread per order between its
// buyer and its shop's owner. Plain text, never HTML.

export { CHAT_MAX_CARACTERES, MENSAJES_CHAT };
/** Messages one person may send per minute (all threads): more is 429. */
export const CHAT_MENSAJES_POR_MINUTO = 20;

export const ROLES_CHAT = ['comprador', 'vendedor'] as const;
export type RolChat = (typeof ROLES_CHAT)[number];

/** Body of enviarMensaje: kept as written (line breaks included), trimmed at the ends. */
export const mensajeInput = z.object({
  mensaje: z
    .string({ error: MENSAJES_CHAT.vacio })
    .trim()
    .min(1, MENSAJES_CHAT.vacio)
    .max(CHAT_MAX_CARACTERES, MENSAJES_CHAT.largo)
    .refine((t) => !t.includes('\u0000'), MENSAJES_CHAT.vacio),
});

export const mensajeChat = z.object({
  id: z.number().int(),
  autorRol: z.enum(ROLES_CHAT),
  /** Written by whoever asks. */
  propio: z.boolean(),
  texto: z.string(),
  fecha: z.string(),
  /** The other side read it. */
  leido: z.boolean(),
});
export type MensajeChat = z.infer<typeof mensajeChat>;

export const hiloChat = z.object({
  ventaId: z.uuid(),
  numero: z.number().int(),
  /** Who is on the other side: the shop's name for the buyer, the buyer's name for the seller. */
  interlocutor: z.string(),
  mensajes: z.array(mensajeChat),
});
export type HiloChat = z.infer<typeof hiloChat>;

export const noLeidos = z.object({ total: z.number().int(), porVenta: z.record(z.string(), z.number().int()) });
export type NoLeidos = z.infer<typeof noLeidos>;

const recurso = 'chat';

export const chatVendedorApi = {
  obtener: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${VENTAS_VENDEDOR_PREFIJO}/obtenerChatVenta/{id}`,
    params: ventaIdParams,
    respuesta: hiloChat,
    error: 'Error al obtener chat de la venta',
  }),
  enviar: endpoint({
    recurso,
    metodo: 'POST',
    ruta: `${VENTAS_VENDEDOR_PREFIJO}/enviarMensaje/{id}`,
    params: ventaIdParams,
    body: mensajeInput,
    respuesta: mensajeChat,
    status: 201,
    error: 'Error al enviar mensaje',
  }),
  noLeidos: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${VENTAS_VENDEDOR_PREFIJO}/chat/no-leidos`,
    respuesta: noLeidos,
    error: 'Error al obtener chat de la venta',
  }),
};

export const chatCompradorApi = {
  obtener: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${VENTAS_COMPRADOR_PREFIJO}/{id}/chat`,
    params: ventaIdParams,
    respuesta: hiloChat,
    error: 'Error al obtener chat de la venta',
  }),
  enviar: endpoint({
    recurso,
    metodo: 'POST',
    ruta: `${VENTAS_COMPRADOR_PREFIJO}/{id}/chat`,
    params: ventaIdParams,
    body: mensajeInput,
    respuesta: mensajeChat,
    status: 201,
    error: 'Error al enviar mensaje',
  }),
  noLeidos: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${VENTAS_COMPRADOR_PREFIJO}/chat/no-leidos`,
    respuesta: noLeidos,
    error: 'Error al obtener chat de la venta',
  }),
};

/** Live events (Server-Sent Events) for the signed-in user. */
export const RUTA_EVENTOS = '/api/v1/eventos';
/** `resena.nueva` to the shop's owner, `resena.respuesta` to the buyer (decision 038). */
export const TIPOS_EVENTO = [
  'venta.nueva',
  'venta.estado',
  'venta.pago',
  /** docs/producto/envios.md#seguimiento: the shipment was recorded (estado: 'enviado'). */
  'venta.envio',
  /** docs/producto/devoluciones.md: the return moved (estado: the return's new state). */
  'venta.devolucion',
  'chat.mensaje',
  'chat.leido',
  'resena.nueva',
  'resena.respuesta',
  /** docs/producto/preguntas.md: a new question to the shop's owner, an answer to the asker. */
  'pregunta.nueva',
  'pregunta.respuesta',
] as const;
export type TipoEvento = (typeof TIPOS_EVENTO)[number];
/** An order's live event; questions' events have their own shape (EventoPreguntaEnVivo, preguntas/preguntas.ts). */
export interface EventoEnVivo {
  id: number;
  tipo: Exclude<TipoEvento, `pregunta.${string}`>;
  datos: { ventaId: string; numero: number; estado?: string; rol?: RolChat };
}
