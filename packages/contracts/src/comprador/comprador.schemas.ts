import { z } from 'zod';
import { idEntero } from '../common/common.schemas';
import { linea } from '../common/texto';
import { MENSAJES_PERFIL } from '../common/messages';

/** `obligatorio` agrees with the field: 'La calle es obligatoria', 'El nombre es obligatorio'. */
const texto = (campo: string, max: number) => {
  const requerido = `${campo} es ${campo.startsWith('La ') ? 'obligatoria' : 'obligatorio'}`;
  return linea({ error: requerido })
    .trim()
    .min(1, requerido)
    .max(max, `${campo} no puede superar los ${max} caracteres`);
};

/** Shipping address of a buyer (dirección de envío with provincia and ciudad). */
export const direccionEnvio = z.object({
  calle: texto('La calle', 120),
  numero: linea().trim().min(1, 'El número es obligatorio').max(10, 'El número no puede superar los 10 caracteres'),
  pisoDepto: linea().trim().max(20, 'Piso/depto no puede superar los 20 caracteres').optional().nullable(),
  ciudad: texto('La ciudad', 80),
  idProvincia: idEntero(MENSAJES_PERFIL.provinciaObligatoria),
  codigoPostal: linea()
    .trim()
    .regex(/^([A-Za-z]\d{4}[A-Za-z]{3}|\d{4})$/, MENSAJES_PERFIL.codigoPostalInvalido),
});
export type DireccionEnvio = z.infer<typeof direccionEnvio>;

/** Body of POST/PUT /api/comprador/v1/compradores (docs/producto/api.md#comprador; fields "not shown" there, designed here). */
export const compradorInput = z.object({
  nombre: texto('El nombre', 60),
  apellido: texto('El apellido', 60),
  dni: linea()
    .trim()
    .regex(/^\d{7,8}$/, MENSAJES_PERFIL.dniInvalido),
  telefono: linea()
    .trim()
    .regex(/^\+?[\d\s()-]{8,20}$/, MENSAJES_PERFIL.telefonoInvalido),
  direccion: direccionEnvio,
});
export type CompradorInput = z.infer<typeof compradorInput>;

export const comprador = compradorInput.extend({
  id: z.uuid(),
  userId: z.string(),
  email: z.string(),
  direccion: direccionEnvio.extend({ provincia: z.string() }),
  eliminado: z.boolean(),
  fechaAlta: z.string(),
});
export type Comprador = z.infer<typeof comprador>;

/** GET /{id}/eliminado (docs/producto/api.md#comprador): boolean or object with eliminado — we answer the object. */
export const compradorEliminado = z.object({ eliminado: z.boolean() });
