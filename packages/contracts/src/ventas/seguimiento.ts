import { z } from 'zod';
import { MENSAJES_DEVOLUCION, MENSAJES_SEGUIMIENTO } from '../common/messages';
import { linea, multilinea } from '../common/texto';

// docs/producto/envios.md#seguimiento and docs/producto/devoluciones.md: what the seller records
// after the sale (the shipment of a home delivery, the answer to a return) and what both sides
// then see on the order.

/**
 * The carriers Feria knows: for them a tracking code is enough, the public tracking link is built
 * from it (docs/producto/envios.md#transportistas). Any other name is accepted as written.
 */
export const TRANSPORTISTAS = ['Correo Argentino', 'Andreani', 'OCA', 'Moto/cadete propio'] as const;
export type Transportista = (typeof TRANSPORTISTAS)[number];

/**
 * docs/producto/envios.md#transportistas: each known carrier's public tracking page, opened on the
 * code. Null for the seller's own delivery (no public page).
 */
const PAGINAS_SEGUIMIENTO: Record<Transportista, ((codigo: string) => string) | null> = {
  'Correo Argentino': (c) => `https://www.correoargentino.com.ar/formularios/e-commerce?id=${c}`,
  Andreani: (c) => `https://www.andreani.com/envio/${c}`,
  OCA: (c) => `https://www1.oca.com.ar/OEPTrackingWeb/trackingenvio.asp?numero1=${c}`,
  'Moto/cadete propio': null,
};

/** Lowercase, without accents and with single spaces around words and slashes ('Moto / Cadete propio'). */
const normalizar = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .trim();

/** The known carrier a name means, whatever its case and accents ('correo argentino', 'ÓCA'); else undefined. */
export function transportistaConocido(nombre: string): Transportista | undefined {
  const n = normalizar(nombre);
  return TRANSPORTISTAS.find((t) => normalizar(t) === n);
}

/**
 * docs/producto/envios.md#transportistas: the public tracking link of a known carrier for this
 * code (the code URI-encoded); null for the seller's own delivery, any other carrier or an empty code.
 */
export function urlDeSeguimiento(transportista: string, codigo: string): string | null {
  const conocido = transportistaConocido(transportista);
  const c = codigo.trim();
  const pagina = conocido ? PAGINAS_SEGUIMIENTO[conocido] : null;
  return pagina && c ? pagina(encodeURIComponent(c)) : null;
}

const https = z
  .string()
  .trim()
  .max(500, MENSAJES_SEGUIMIENTO.url)
  .regex(/^https:\/\/[^\s]+$/i, MENSAJES_SEGUIMIENTO.url);

/** PUT /api/emprendedor/v1/emprendimientos/ventas/{id}/envio (seller, home delivery ready to go). */
export const registrarEnvioInput = z.object({
  transportista: linea({ error: MENSAJES_SEGUIMIENTO.transportista })
    .trim()
    .min(2, MENSAJES_SEGUIMIENTO.transportista)
    .max(60, MENSAJES_SEGUIMIENTO.transportistaLargo),
  codigoSeguimiento: linea({ error: MENSAJES_SEGUIMIENTO.codigo })
    .trim()
    .min(1, MENSAJES_SEGUIMIENTO.codigo)
    .max(60, MENSAJES_SEGUIMIENTO.codigoLargo),
  urlSeguimiento: https.optional(),
});
export type RegistrarEnvioInput = z.infer<typeof registrarEnvioInput>;

/** The shipment as both sides see it on the order. `urlSeguimiento`: the seller's, or the known carrier's. */
export const seguimientoEnvio = z.object({
  transportista: z.string(),
  codigoSeguimiento: z.string(),
  urlSeguimiento: z.string().nullable(),
  /** When the seller recorded (or last corrected) it, ISO. */
  registradoEn: z.string(),
});
export type SeguimientoEnvio = z.infer<typeof seguimientoEnvio>;

/** docs/producto/devoluciones.md#estados */
export const ESTADOS_DEVOLUCION = ['solicitada', 'aceptada', 'recibida', 'reembolsada', 'rechazada'] as const;
export type EstadoDevolucion = (typeof ESTADOS_DEVOLUCION)[number];

/** The return opened by a confirmed revocation, as both sides see it on the order. */
export const devolucionVenta = z.object({
  id: z.uuid(),
  estado: z.enum(ESTADOS_DEVOLUCION),
  /** The revocation's code ('ARR-7K3Q9M'). */
  codigo: z.string(),
  /** The buyer's reason, if given in the form. */
  motivo: z.string().nullable(),
  /** How to send the product back (set when accepted). */
  instrucciones: z.string().nullable(),
  /** Why it was refused (rechazada). */
  motivoRechazo: z.string().nullable(),
  /** The seller's note on receiving it (a transfer refund: how the money went back). */
  nota: z.string().nullable(),
  creadaEn: z.string(),
  actualizadaEn: z.string(),
});
export type DevolucionVenta = z.infer<typeof devolucionVenta>;

/** PUT /api/emprendedor/v1/emprendimientos/ventas/{id}/devolucion (seller). */
export const devolucionInput = z.discriminatedUnion(
  'estado',
  [
    z.object({
      estado: z.literal('aceptada'),
      instrucciones: multilinea({ error: MENSAJES_DEVOLUCION.instrucciones })
        .trim()
        .min(10, MENSAJES_DEVOLUCION.instrucciones)
        .max(1000, MENSAJES_DEVOLUCION.instruccionesLargas),
    }),
    z.object({
      estado: z.literal('rechazada'),
      motivo: multilinea({ error: MENSAJES_DEVOLUCION.motivoRechazo })
        .trim()
        .min(3, MENSAJES_DEVOLUCION.motivoRechazo)
        .max(300, MENSAJES_DEVOLUCION.motivoLargo),
    }),
    z.object({
      estado: z.literal('recibida'),
      nota: linea().trim().max(300, MENSAJES_DEVOLUCION.notaLarga).optional(),
    }),
  ],
  { error: MENSAJES_DEVOLUCION.estado },
);
export type DevolucionInput = z.infer<typeof devolucionInput>;
