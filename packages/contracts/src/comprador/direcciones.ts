import { z } from 'zod';
import { idEntero, uuidParam } from '../common/common.schemas';
import { normalizarWhatsapp } from '../common/contacto';
import { MENSAJES_DIRECCION, MENSAJES_PERFIL } from '../common/messages';
import { linea } from '../common/texto';
import { endpoint } from '../endpoints/endpoint';

// A buyer's saved delivery addresses (docs/producto/direcciones.md): the form and the API validate
// with these schemas; the rules that need the database (the CPA's province, the limit, the default)
// are the API's.

export const DIRECCIONES_PREFIJO = '/api/comprador/v1/direcciones';
/** docs/producto/direcciones.md#limites */
export const DIRECCIONES_MAX = 10;

/**
 * docs/producto/direcciones.md#codigo-postal: the first letter of a CPA names the province (ISO
 * 3166-2:AR), keyed by the province names of the reference data.
 */
export const LETRA_CPA_POR_PROVINCIA: Readonly<Record<string, string>> = {
  Salta: 'A',
  'Buenos Aires': 'B',
  'Ciudad Autónoma de Buenos Aires': 'C',
  'San Luis': 'D',
  'Entre Ríos': 'E',
  'La Rioja': 'F',
  'Santiago del Estero': 'G',
  Chaco: 'H',
  'San Juan': 'J',
  Catamarca: 'K',
  'La Pampa': 'L',
  Mendoza: 'M',
  Misiones: 'N',
  Formosa: 'P',
  Neuquén: 'Q',
  'Río Negro': 'R',
  'Santa Fe': 'S',
  Tucumán: 'T',
  Chubut: 'U',
  'Tierra del Fuego, Antártida e Islas del Atlántico Sur': 'V',
  Corrientes: 'W',
  Córdoba: 'X',
  Jujuy: 'Y',
  'Santa Cruz': 'Z',
};

const CODIGO_POSTAL = /^(\d{4}|[A-Z]\d{4}[A-Z]{3})$/;

/** True when `codigoPostal` is a CPA whose letter is not the province's (a 4-digit code never is). */
export function cpaDeOtraProvincia(codigoPostal: string, nombreProvincia: string | undefined): boolean {
  const cp = codigoPostal.trim().toUpperCase();
  const letra = nombreProvincia === undefined ? undefined : LETRA_CPA_POR_PROVINCIA[nombreProvincia];
  return /^[A-Z]/.test(cp) && letra !== undefined && cp[0] !== letra;
}

/** A required one-line text: what to say when it is empty, and when it is longer than `max`. */
const obligatorio = (requerido: string, campo: string, max: number) =>
  linea({ error: requerido }).trim().min(1, requerido).max(max, `${campo} no puede superar los ${max} caracteres`);

/** An optional text: empty or missing is null. */
const opcional = (max: number, demasiado: string) =>
  linea()
    .trim()
    .max(max, demasiado)
    .nullish()
    .transform((v) => (v ? v : null));

/** docs/producto/direcciones.md#campos: body of POST and PUT. */
export const direccionGuardadaInput = z.object({
  alias: obligatorio('Poné un nombre para reconocerla, por ejemplo Casa o Trabajo', 'El nombre', 40),
  destinatario: obligatorio('Indicá quién recibe el pedido', 'El nombre de quien recibe', 80),
  telefono: linea({ error: MENSAJES_DIRECCION.telefonoRequerido })
    .trim()
    .min(1, MENSAJES_DIRECCION.telefonoRequerido)
    .max(30, MENSAJES_PERFIL.telefonoInvalido)
    .refine((t) => normalizarWhatsapp(t) !== null, MENSAJES_PERFIL.telefonoInvalido),
  calle: obligatorio('La calle es obligatoria', 'La calle', 120),
  numero: linea({ error: 'El número es obligatorio' })
    .trim()
    .min(1, 'El número es obligatorio')
    .max(10, 'El número no puede superar los 10 caracteres'),
  piso: opcional(10, 'El piso no puede superar los 10 caracteres'),
  depto: opcional(10, 'El depto no puede superar los 10 caracteres'),
  ciudad: obligatorio('La ciudad es obligatoria', 'La ciudad', 80),
  idProvincia: idEntero(MENSAJES_PERFIL.provinciaObligatoria),
  codigoPostal: linea({ error: MENSAJES_PERFIL.codigoPostalInvalido })
    .trim()
    .toUpperCase()
    .regex(CODIGO_POSTAL, MENSAJES_PERFIL.codigoPostalInvalido),
  indicaciones: opcional(200, 'Las indicaciones no pueden superar los 200 caracteres'),
  /** docs/producto/direcciones.md#predeterminada: true makes it the default; false never unsets the default. */
  predeterminada: z.boolean({ error: 'Indicá si es la dirección predeterminada' }).optional(),
});
export type DireccionGuardadaInput = z.infer<typeof direccionGuardadaInput>;

export const direccionGuardada = z.object({
  id: z.uuid(),
  alias: z.string(),
  destinatario: z.string(),
  telefono: z.string(),
  calle: z.string(),
  numero: z.string(),
  piso: z.string().nullable(),
  depto: z.string().nullable(),
  ciudad: z.string(),
  idProvincia: z.number().int(),
  provincia: z.string(),
  codigoPostal: z.string(),
  indicaciones: z.string().nullable(),
  predeterminada: z.boolean(),
});
export type DireccionGuardada = z.infer<typeof direccionGuardada>;

const recurso = 'direcciones';
const porId = z.object({ id: uuidParam });
const lista = z.array(direccionGuardada);

/** docs/producto/direcciones.md: the caller's own addresses, role comprador with a completed profile. */
export const direccionesApi = {
  listar: endpoint({
    recurso,
    metodo: 'GET',
    ruta: DIRECCIONES_PREFIJO,
    respuesta: lista,
    error: 'No pudimos cargar tus direcciones',
  }),
  crear: endpoint({
    recurso,
    metodo: 'POST',
    ruta: DIRECCIONES_PREFIJO,
    body: direccionGuardadaInput,
    respuesta: direccionGuardada,
    status: 201,
    error: 'No pudimos guardar la dirección',
  }),
  obtener: endpoint({
    recurso,
    metodo: 'GET',
    ruta: `${DIRECCIONES_PREFIJO}/{id}`,
    params: porId,
    respuesta: direccionGuardada,
    error: 'No pudimos cargar la dirección',
  }),
  actualizar: endpoint({
    recurso,
    metodo: 'PUT',
    ruta: `${DIRECCIONES_PREFIJO}/{id}`,
    params: porId,
    body: direccionGuardadaInput,
    respuesta: direccionGuardada,
    error: 'No pudimos guardar los cambios de la dirección',
  }),
  predeterminar: endpoint({
    recurso,
    metodo: 'PUT',
    ruta: `${DIRECCIONES_PREFIJO}/{id}/predeterminada`,
    params: porId,
    respuesta: lista,
    error: 'No pudimos cambiar la dirección predeterminada',
  }),
  eliminar: endpoint({
    recurso,
    metodo: 'DELETE',
    ruta: `${DIRECCIONES_PREFIJO}/{id}`,
    params: porId,
    respuesta: z.null(),
    status: 204,
    error: 'No pudimos borrar la dirección',
  }),
};
