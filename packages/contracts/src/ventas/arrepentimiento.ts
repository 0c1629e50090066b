import { z } from 'zod';
import { MENSAJES, MENSAJES_ARREPENTIMIENTO as M } from '../common/messages';
import { linea, multilinea } from '../common/texto';
import { endpoint } from '../endpoints/endpoint';
import { PUBLICO_PREFIJO } from '../endpoints/rutas';

/** Days after delivery (or after the purchase, if later) to revoke it (Ley 24.240 art. 34). */
export const DIAS_ARREPENTIMIENTO = 10;
/** How long the link the form sends by mail confirms the request (docs/producto/arrepentimiento.md#confirmacion-por-correo). */
export const HORAS_ENLACE_ARREPENTIMIENTO = 24;
/** Forms one connection, and one e-mail address, may send per hour (docs/producto/arrepentimiento.md#limite). */
export const ARREPENTIMIENTOS_POR_HORA = 5;
/** The web page the mail links to; the token follows `#`, so it never reaches a server log. */
export const PAGINA_CONFIRMAR_ARREPENTIMIENTO = '/arrepentimiento/confirmar';

/** The public form: no account needed (Resolución 424/2020 asks for a direct, visible button). */
export const arrepentimientoInput = z.object(
  {
    numeroPedido: z.coerce.number({ error: M.numero }).int(M.numero).min(1, M.numero).max(2_147_483_647, M.numero),
    email: linea({ error: M.email })
      .trim()
      .toLowerCase()
      .max(254, M.email)
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, M.email),
    nombre: linea({ error: M.nombre }).trim().min(2, M.nombre).max(120, M.nombre),
    motivo: multilinea({ error: MENSAJES.parametrosInvalidos }).trim().max(1000, M.motivoLargo).optional(),
  },
  { error: MENSAJES.parametrosInvalidos },
);
export type ArrepentimientoInput = z.input<typeof arrepentimientoInput>;

/** The form's answer: the same text whether or not an order matched (nobody learns which orders exist). */
export const arrepentimientoPedido = z.object({ mensaje: z.string() });
export type ArrepentimientoPedido = z.infer<typeof arrepentimientoPedido>;

/** The link of the mail: what it carries is signed by the server (modules/ventas/arrepentimiento-enlace.ts). */
export const arrepentimientoConfirmarInput = z.object(
  {
    token: linea({ error: M.enlaceInvalido })
      .max(8000, M.enlaceInvalido)
      .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, M.enlaceInvalido),
  },
  { error: M.enlaceInvalido },
);
export type ArrepentimientoConfirmarInput = z.input<typeof arrepentimientoConfirmarInput>;

export const arrepentimientoRespuesta = z.object({
  codigo: z.string(),
  numeroPedido: z.number().int(),
  emprendimientoNombre: z.string(),
  fecha: z.string(),
  /** False when this order already had a request: the same code again. */
  nueva: z.boolean(),
});
export type ArrepentimientoRespuesta = z.infer<typeof arrepentimientoRespuesta>;

export const arrepentimientoApi = {
  /** Step 1: the form. Nothing is written; a matching order's buyer gets a link by mail. */
  solicitar: endpoint({
    recurso: 'arrepentimiento',
    metodo: 'POST',
    ruta: `${PUBLICO_PREFIJO}/arrepentimiento`,
    body: arrepentimientoInput,
    respuesta: arrepentimientoPedido,
    status: 202,
    error: M.error,
  }),
  /** Step 2: the link, opened from the buyer's mailbox, records the request and gives the code. */
  confirmar: endpoint({
    recurso: 'arrepentimiento',
    metodo: 'POST',
    ruta: `${PUBLICO_PREFIJO}/arrepentimiento/confirmar`,
    body: arrepentimientoConfirmarInput,
    respuesta: arrepentimientoRespuesta,
    error: M.errorConfirmar,
  }),
};
