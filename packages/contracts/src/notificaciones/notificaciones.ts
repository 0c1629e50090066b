import { z } from 'zod';
import { MENSAJES_NOTIFICACIONES as M } from '../common/messages';
import { endpoint } from '../endpoints/endpoint';

// docs/producto/notificaciones.md: web push subscriptions per device and the notification
// preferences (e-mail / push per kind of notice).

export const PUSH_PREFIJO = '/api/v1/push';
export const PUSH_SUSCRIPCIONES_RUTA = `${PUSH_PREFIJO}/suscripciones`;
export const NOTIFICACIONES_PREFIJO = '/api/v1/notificaciones';

/**
 * The kinds of notice a user chooses e-mail and push for (docs/producto/notificaciones.md#preferencias).
 * Sellers: a new sale, a payment approved, a question, a chat message. Buyers: their order's state,
 * an answer to their question, an alert that came true, a chat message.
 */
export const CLASES_AVISO = [
  'venta_nueva',
  'pago_aprobado',
  'pregunta_nueva',
  'mensaje_chat',
  'pedido_estado',
  'pregunta_respuesta',
  'alerta',
  'carrito_abandonado',
] as const;
export type ClaseAviso = (typeof CLASES_AVISO)[number];
export type CanalAviso = 'correo' | 'push';

/**
 * docs/producto/carrito-abandonado.md#consentimiento: the kinds a user must turn on (off until chosen)
 * and the kinds that only exist by e-mail (their push switch is not offered and stays off).
 */
export const CLASES_A_PEDIDO: readonly ClaseAviso[] = ['carrito_abandonado'];
export const CLASES_SOLO_CORREO: readonly ClaseAviso[] = ['carrito_abandonado'];

/** The value of a switch the user never touched. */
export function avisoPorDefecto(clase: ClaseAviso, canal: CanalAviso): boolean {
  if (canal === 'push' && CLASES_SOLO_CORREO.includes(clase)) return false;
  return !CLASES_A_PEDIDO.includes(clase);
}

/** docs/producto/notificaciones.md#preferencias: the kinds that concern each role. */
export const CLASES_POR_ROL = {
  emprendedor: ['venta_nueva', 'pago_aprobado', 'pregunta_nueva', 'mensaje_chat'],
  comprador: ['pedido_estado', 'pregunta_respuesta', 'alerta', 'mensaje_chat', 'carrito_abandonado'],
} as const satisfies Record<string, readonly ClaseAviso[]>;

/** The kinds of notice for an account with these roles, in CLASES_AVISO order. */
export function clasesDeRoles(roles: readonly string[]): ClaseAviso[] {
  const propias = new Set<ClaseAviso>(
    Object.entries(CLASES_POR_ROL).flatMap(([rol, clases]) => (roles.includes(rol) ? clases : [])),
  );
  return CLASES_AVISO.filter((c) => propias.has(c));
}

// A browser's PushSubscription.toJSON(): keys in base64url (p256dh: a 65-byte P-256 point, auth: 16 bytes).
const base64url = (min: number, max: number) =>
  z
    .string({ error: M.claveInvalida })
    .min(min, M.claveInvalida)
    .max(max, M.claveInvalida)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, M.claveInvalida);

export const suscripcionPushInput = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: M.endpointInvalido }).max(2048, M.endpointInvalido),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(86, 88), auth: base64url(22, 24) }),
  /** A short description of the device ('Chrome en Android'), shown in the list. */
  dispositivo: z.string().trim().max(80).optional(),
});
export type SuscripcionPushInput = z.input<typeof suscripcionPushInput>;

export const suscripcionPush = z.object({
  id: z.uuid(),
  /** The browser's endpoint: the web tells 'este dispositivo' by comparing it with its own. */
  endpoint: z.string(),
  dispositivo: z.string().nullable(),
  creadaEn: z.string(),
  ultimoEnvioEn: z.string().nullable(),
});
export type SuscripcionPush = z.infer<typeof suscripcionPush>;

export const bajaSuscripcionInput = z.object({ endpoint: z.string({ error: M.endpointInvalido }).min(1).max(2048) });
export type BajaSuscripcionInput = z.infer<typeof bajaSuscripcionInput>;

export const clavePublicaPush = z.object({
  /** The server's VAPID public key (base64url), the `applicationServerKey` of pushManager.subscribe. */
  clave: z.string(),
});

export const preferenciaAviso = z.object({
  clase: z.enum(CLASES_AVISO),
  correo: z.boolean(),
  push: z.boolean(),
});
export type PreferenciaAviso = z.infer<typeof preferenciaAviso>;

export const preferenciasInput = z.object({
  preferencias: z
    .array(preferenciaAviso)
    .min(1)
    .max(CLASES_AVISO.length)
    .refine((ps) => new Set(ps.map((p) => p.clase)).size === ps.length, M.clasesRepetidas),
});
export type PreferenciasInput = z.infer<typeof preferenciasInput>;

const recursoPush = 'push-suscripciones';
const recursoPreferencias = 'notificaciones-preferencias';

export const pushApi = {
  clavePublica: endpoint({
    recurso: 'push-clave',
    metodo: 'GET',
    ruta: `${PUSH_PREFIJO}/clave-publica`,
    respuesta: clavePublicaPush,
    error: M.errorClavePush,
  }),
  suscripciones: endpoint({
    recurso: recursoPush,
    metodo: 'GET',
    ruta: PUSH_SUSCRIPCIONES_RUTA,
    respuesta: z.array(suscripcionPush),
    error: M.errorDispositivos,
  }),
  suscribir: endpoint({
    recurso: recursoPush,
    metodo: 'POST',
    ruta: PUSH_SUSCRIPCIONES_RUTA,
    body: suscripcionPushInput,
    respuesta: suscripcionPush,
    status: 201,
    error: M.errorSuscribir,
  }),
  desuscribir: endpoint({
    recurso: recursoPush,
    metodo: 'DELETE',
    ruta: PUSH_SUSCRIPCIONES_RUTA,
    body: bajaSuscripcionInput,
    respuesta: z.null(),
    status: 204,
    error: M.errorDesuscribir,
  }),
};

export const notificacionesApi = {
  preferencias: endpoint({
    recurso: recursoPreferencias,
    metodo: 'GET',
    ruta: `${NOTIFICACIONES_PREFIJO}/preferencias`,
    respuesta: z.array(preferenciaAviso),
    error: M.errorPreferencias,
  }),
  guardarPreferencias: endpoint({
    recurso: recursoPreferencias,
    metodo: 'PUT',
    ruta: `${NOTIFICACIONES_PREFIJO}/preferencias`,
    body: preferenciasInput,
    respuesta: z.array(preferenciaAviso),
    error: M.errorGuardarPreferencias,
  }),
};
