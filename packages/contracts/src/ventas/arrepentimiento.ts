import { z } from 'zod';
import { MENSAJES, MENSAJES_ARREPENTIMIENTO as M } from '../common/messages';
import { linea, multilinea } from '../common/texto';
import { endpoint } from '../endpoints/endpoint';
import { PUBLICO_PREFIJO } from '../endpoints/rutas';

/** Days after delivery (or after the purchase, if later) to revoke it (Ley 24.240 art. 34). */
export const DIAS_ARREPENTIMIENTO = 10;

/** The public form: no account needed (Resolución 424/2020 asks for a direct, visible button). */
export const arrepentimientoInput = z.object(
  {
    numeroPedido: z.coerce.number({ error: M.numero }).int(M.numero).min(1, M.numero).max(2_147_483_647, M.numero),
    email: linea({ error: M.email }).trim().toLowerCase().max(254, M.email).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, M.email),
    nombre: linea({ error: M.nombre }).trim().min(2, M.nombre).max(120, M.nombre),
    motivo: multilinea({ error: MENSAJES.parametrosInvalidos }).trim().max(1000, M.motivoLargo).optional(),
  },
  { error: MENSAJES.parametrosInvalidos },
);
export type ArrepentimientoInput = z.input<typeof arrepentimientoInput>;

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
  solicitar: endpoint({
    recurso: 'arrepentimiento',
    metodo: 'POST',
    ruta: `${PUBLICO_PREFIJO}/arrepentimiento`,
    body: arrepentimientoInput,
    respuesta: arrepentimientoRespuesta,
    status: 201,
    error: M.error,
  }),
};
