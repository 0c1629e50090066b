import { z } from 'zod';
import { ESTADOS_EMPRENDIMIENTO } from '../common/constants';
import { idEntero } from '../common/common.schemas';
import { aliasCbuValido, cbuValido, cuitValido } from '../common/identificadores';
import { normalizarInstagram, normalizarWhatsapp } from '../common/contacto';
import { linea, multilinea } from '../common/texto';
import { MENSAJES_PERFIL } from '../common/messages';
import { emprendimientoPublico } from './emprendimientos.schemas';

/**
 * `obligatorio` agrees with the field: 'La ciudad es obligatoria', 'El número es obligatorio'.
 * One line unless `multi` (the description keeps its line breaks).
 */
const texto = (campo: string, min: number, max: number, multi = false) => {
  const requerido = `${campo} es ${campo.startsWith('La ') ? 'obligatoria' : 'obligatorio'}`;
  return (multi ? multilinea : linea)({ error: requerido })
    .trim()
    .min(min, min <= 1 ? requerido : `${campo} debe tener al menos ${min} caracteres`)
    .max(max, `${campo} no puede superar los ${max} caracteres`);
};

const digitos = (s: string) => s.replace(/[\s-]/g, '');

/** Bank details for transfers: CBU/CVU check digits and alias validated. */
export const datosBancarios = z.object({
  titular: texto('El titular', 3, 100),
  cuit: linea().trim().refine(cuitValido, MENSAJES_PERFIL.cuitInvalido).transform(digitos),
  cbu: linea().trim().refine(cbuValido, MENSAJES_PERFIL.cbuInvalido).transform(digitos),
  alias: linea()
    .trim()
    .refine(aliasCbuValido, MENSAJES_PERFIL.aliasInvalido)
    .transform((a) => a.toLowerCase()),
});

/** An optional contact field: empty (or absent) is null; otherwise normalised, or refused with `mensaje`. */
const contacto = (normalizar: (s: string) => string | null, mensaje: string) =>
  linea()
    .trim()
    .max(200, mensaje)
    .nullish()
    .transform((s, c) => {
      if (!s) return null;
      const v = normalizar(s);
      if (v === null) c.addIssue({ code: 'custom', message: mensaje });
      return v;
    });

const EMAIL = z.email();

/** Contact before buying (decision 040): WhatsApp, Instagram and a public e-mail, all optional. */
export const contactoInput = z.object({
  whatsapp: contacto(normalizarWhatsapp, MENSAJES_PERFIL.whatsappInvalido),
  instagram: contacto(normalizarInstagram, MENSAJES_PERFIL.instagramInvalido),
  emailPublico: contacto(
    (s) => (EMAIL.safeParse(s).success ? s.toLowerCase() : null),
    MENSAJES_PERFIL.emailPublicoInvalido,
  ),
});

/** Body of POST / and PUT /{id} of /api/emprendedor/v1/emprendimientos (docs/producto/api.md#emprendimiento; fields designed here). */
export const emprendimientoInput = z
  .object({
    nombre: texto('El nombre del emprendimiento', 3, 80),
    descripcion: texto('La descripción', 20, 1000, true),
    idRubro: idEntero(MENSAJES_PERFIL.rubroObligatorio),
    idProvincia: idEntero(MENSAJES_PERFIL.provinciaObligatoria),
    ciudad: texto('La ciudad', 2, 80),
    calle: texto('La calle', 2, 120),
    numero: texto('El número', 1, 10),
    /** URL returned by the image upload, or null. */
    logo: linea().max(300).nullable().optional(),
  })
  .extend(datosBancarios.shape)
  .extend(contactoInput.shape);
export type EmprendimientoInput = z.input<typeof emprendimientoInput>;
export type EmprendimientoInputParsed = z.output<typeof emprendimientoInput>;

/** The seller's own view of its emprendimiento: public data plus bank details and review state. */
export const emprendimientoPrivado = emprendimientoPublico.extend({
  ownerUserId: z.string(),
  motivoRechazo: z.string().nullable(),
  titular: z.string(),
  cuit: z.string(),
  cbu: z.string(),
  alias: z.string(),
  /** docs/producto/entidades.md "Emprendimiento state": data includes an activo flag. */
  activo: z.boolean(),
});
export type EmprendimientoPrivado = z.infer<typeof emprendimientoPrivado>;

/** GET /consultarEstado/{id}?estado= (docs/producto/api.md#emprendimiento, boolean-like). */
export const consultarEstadoQuery = z.object({
  estado: z.enum(ESTADOS_EMPRENDIMIENTO, { error: MENSAJES_PERFIL.estadoRequerido }),
});
export const consultarEstadoRespuesta = z.object({ estado: z.enum(ESTADOS_EMPRENDIMIENTO), coincide: z.boolean() });
