import { z } from 'zod';
import { pageOf } from '../common/common.schemas';
import { SEARCH_MAX_SIZE } from '../common/constants';
import { MENSAJES_DATOS_PERSONALES as M } from '../common/messages';
import { endpoint } from '../endpoints/endpoint';
import { ADMIN_PREFIJO } from '../admin/admin.endpoints';

// docs/producto/datos-personales.md: a signed-in buyer or seller downloads what Feria keeps about
// them and asks to delete their account (Ley 25.326).

export const CUENTA_PREFIJO = '/api/v1/cuenta';
export const CONFIRMACION_BAJA = 'ELIMINAR';

/** File name of the download: `feria-mis-datos-2026-11-29.json`. */
export const nombreArchivoMisDatos = (fecha: Date) => `feria-mis-datos-${fecha.toISOString().slice(0, 10)}.json`;

const registro = z.record(z.string(), z.unknown());

/** docs/producto/datos-personales.md#descarga */
export const misDatos = z.object({
  generadoEn: z.string(),
  cuenta: z.object({
    id: z.string(),
    email: z.string().nullable(),
    nombre: z.string().nullable(),
    roles: z.array(z.string()),
  }),
  perfilComprador: registro.nullable(),
  direcciones: z.array(registro),
  tiendasVisitadas: z.array(registro),
  pedidos: z.array(registro),
  mensajes: z.array(registro),
  /** docs/producto/preguntas.md: the questions the person asked, as stored (masked). */
  preguntas: z.array(registro),
  resenas: z.array(registro),
  emprendimientos: z.array(registro),
  ventasComoVendedor: z.array(registro),
  preferenciasCorreo: registro.nullable(),
  /** docs/producto/favoritos.md: saved products and alerts (live or fired). */
  favoritos: z.array(registro),
  alertas: z.array(registro),
  /** docs/producto/notificaciones.md: the devices with notices on, and the choices per kind of notice. */
  dispositivosConAvisos: z.array(registro),
  preferenciasAvisos: z.array(registro),
  /** docs/producto/carrito-abandonado.md: the cart stored for the reminder (none: no row). */
  carritoGuardado: z.array(registro),
});
export type MisDatos = z.infer<typeof misDatos>;

export const ESTADOS_BAJA = ['pendiente', 'hecha', 'fallida'] as const;
export type EstadoBaja = (typeof ESTADOS_BAJA)[number];

export const bajaCuenta = z.object({
  id: z.string(),
  estado: z.enum(ESTADOS_BAJA),
  pedidaEn: z.string(),
  hechaEn: z.string().nullable(),
  /** What was done or why it failed. */
  detalle: z.string().nullable(),
});
export type BajaCuenta = z.infer<typeof bajaCuenta>;

export const bajaInput = z.object({
  confirmacion: z.literal(CONFIRMACION_BAJA, { error: M.confirmacionBaja }),
});
export type BajaInput = z.infer<typeof bajaInput>;

/** The admin's row: whose account (kept as given at the request: e-mail and roles), when, how it went. */
export const bajaAdmin = bajaCuenta.extend({
  userId: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.string()),
});
export type BajaAdmin = z.infer<typeof bajaAdmin>;
export const bajasQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(SEARCH_MAX_SIZE).default(20),
});
export type BajasQuery = z.infer<typeof bajasQuery>;

const recurso = 'cuenta-datos';

export const cuentaDatosApi = {
  misDatos: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${CUENTA_PREFIJO}/mis-datos`,
    respuesta: misDatos,
    error: M.errorDescarga,
  }),
  pedirBaja: endpoint({
    recurso,
    metodo: 'POST',
    ruta: `${CUENTA_PREFIJO}/baja`,
    body: bajaInput,
    respuesta: bajaCuenta,
    status: 202,
    error: M.errorBaja,
  }),
  miBaja: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${CUENTA_PREFIJO}/baja`,
    respuesta: bajaCuenta.nullable(),
    error: M.errorEstadoBaja,
  }),
  bajas: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${ADMIN_PREFIJO}/bajas`,
    query: bajasQuery,
    respuesta: pageOf(bajaAdmin),
    error: M.errorBajas,
  }),
};
