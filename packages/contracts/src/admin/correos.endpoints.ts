import { z } from 'zod';
import { endpoint } from '../endpoints/endpoint';
import { MENSAJES_CORREO } from '../common/mensajes/correo';
import { ADMIN_PREFIJO } from './admin.endpoints';

// The outbox (docs/producto/correos.md): without SMTP_URL every mail the API sends is an
// .eml file under DATA_DIR/outbox, and an admin reads them here (what a new user's actions would
// have sent). With SMTP_URL the mails leave through the server and these calls answer 503.

// Its error texts are in common/mensajes/correo.ts (the catalogue's CORREO_NO_ENCONTRADO, CORREOS_CON_SMTP).

/** `<ISO date with - for : and .>-<tipo>-<8 hex>.eml`: the only names the outbox opens (no path can sneak in). */
export const NOMBRE_CORREO_BANDEJA = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[a-z0-9-]{1,60}-[0-9a-f]{8}\.eml$/;

export const correoEnBandeja = z.object({
  nombre: z.string(),
  /** When it was written (ISO 8601). */
  fecha: z.string(),
  /** The template: pedido-creado-comprador, mensaje-chat, … */
  tipo: z.string(),
  para: z.string(),
  asunto: z.string(),
});
export type CorreoEnBandeja = z.infer<typeof correoEnBandeja>;

export const bandejaDeSalida = z.object({
  /** The newest first, at most `limite`. */
  correos: z.array(correoEnBandeja),
  total: z.number().int(),
  limite: z.number().int(),
});
export type BandejaDeSalida = z.infer<typeof bandejaDeSalida>;

export const correoCompleto = correoEnBandeja.extend({
  cabeceras: z.array(z.object({ nombre: z.string(), valor: z.string() })),
  texto: z.string().nullable(),
  html: z.string().nullable(),
});
export type CorreoCompleto = z.infer<typeof correoCompleto>;

const porNombre = z.object({ nombre: z.string().regex(NOMBRE_CORREO_BANDEJA, MENSAJES_CORREO.noEncontrado) });

const recurso = 'admin-correos';

export const correosAdminApi = {
  correos: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${ADMIN_PREFIJO}/correos`,
    respuesta: bandejaDeSalida,
    error: 'No pudimos cargar los correos enviados',
  }),
  correo: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${ADMIN_PREFIJO}/correos/{nombre}`,
    params: porNombre,
    respuesta: correoCompleto,
    error: 'No pudimos abrir el correo',
  }),
};
