import { z } from 'zod';
import { ROLES, SEARCH_MAX_SIZE } from '../common/constants';
import { pageOf } from '../common/common.schemas';
import { linea, multilinea } from '../common/texto';
import { emprendimientoPrivado } from '../emprendimientos/emprendedor.schemas';
import { MENSAJES_PERFIL } from '../common/messages';

const paging = {
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(SEARCH_MAX_SIZE).default(20),
};

/** A solicitud is an emprendimiento under review, with who asked. */
export const solicitud = emprendimientoPrivado.extend({
  solicitante: z.object({ email: z.string().nullable(), nombre: z.string().nullable() }),
});
export type Solicitud = z.infer<typeof solicitud>;
export const solicitudPage = pageOf(solicitud);

export const solicitudesQuery = z.object({
  estado: z.enum(['Pendiente', 'Activo', 'Rechazado']).default('Pendiente'),
  ...paging,
});
export type SolicitudesQuery = z.infer<typeof solicitudesQuery>;

export const rechazoInput = z.object({
  motivo: multilinea()
    .trim()
    .min(10, MENSAJES_PERFIL.motivoRechazoRequerido)
    .max(500, 'El motivo no puede superar los 500 caracteres'),
});

export const usuarioAdmin = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.enum(ROLES)),
  habilitado: z.boolean(),
  fechaAlta: z.string(),
});
export type UsuarioAdmin = z.infer<typeof usuarioAdmin>;
export const usuarioPage = pageOf(usuarioAdmin);

export const usuariosQuery = z.object({
  busqueda: linea().trim().max(100).optional(),
  rol: z.enum(ROLES).optional(),
  ...paging,
});
export type UsuariosQuery = z.infer<typeof usuariosQuery>;

export const usuarioUpdate = z
  .object({
    habilitado: z.boolean().optional(),
    roles: z.array(z.enum(ROLES)).min(1, MENSAJES_PERFIL.rolesVacios).optional(),
  })
  .refine((u) => u.habilitado !== undefined || u.roles !== undefined, MENSAJES_PERFIL.cambioVacio)
  // docs/producto/identidad.md#guardia-y-post-login: holding the other of comprador/emprendedor denies the area, so one account is one or the other.
  .refine((u) => !(u.roles?.includes('comprador') && u.roles.includes('emprendedor')), {
    message: MENSAJES_PERFIL.unRolPorCuenta,
    path: ['roles'],
  });
export type UsuarioUpdate = z.infer<typeof usuarioUpdate>;

export const adminResumen = z.object({
  usuariosPorRol: z.object({ admin: z.number().int(), emprendedor: z.number().int(), comprador: z.number().int() }),
  usuariosDeshabilitados: z.number().int(),
  solicitudesPorEstado: z.object({
    Pendiente: z.number().int(),
    Activo: z.number().int(),
    Rechazado: z.number().int(),
  }),
});
export type AdminResumen = z.infer<typeof adminResumen>;

/** Admin actions written to the audit log, each with the state before and after. */
export const ACCIONES_AUDITORIA = [
  'usuario.actualizar',
  'solicitud.aprobar',
  'solicitud.rechazar',
  'resena.ocultar',
  'resena.mostrar',
  'resena.resolver',
  'cuenta.baja',
] as const;
export type AccionAuditoria = (typeof ACCIONES_AUDITORIA)[number];

/** The audited fields of a user (habilitado, roles) or a solicitud (estado, motivoRechazo). */
export const estadoAuditado = z.object({
  habilitado: z.boolean().optional(),
  roles: z.array(z.enum(ROLES)).optional(),
  estado: z.enum(['Pendiente', 'Activo', 'Rechazado']).optional(),
  motivoRechazo: z.string().nullable().optional(),
  /** A review (decision 038): hidden or not, why, and its pending reports. */
  oculta: z.boolean().optional(),
  motivoOculta: z.string().nullable().optional(),
  reportesPendientes: z.number().int().optional(),
});
export type EstadoAuditado = z.infer<typeof estadoAuditado>;

export const registroAuditoria = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  fecha: z.string(),
  /** The admin who acted: token subject and e-mail at the time. */
  actor: z.object({ id: z.string(), email: z.string().nullable() }),
  accion: z.enum(ACCIONES_AUDITORIA),
  objetivo: z.object({ tipo: z.enum(['usuario', 'emprendimiento', 'resena']), id: z.string() }),
  antes: estadoAuditado,
  despues: estadoAuditado,
});
export type RegistroAuditoria = z.infer<typeof registroAuditoria>;
export const auditoriaPage = pageOf(registroAuditoria);

/** Newest first; optionally one action or one target. */
export const auditoriaQuery = z.object({
  accion: z.enum(ACCIONES_AUDITORIA).optional(),
  idObjetivo: linea().trim().min(1).max(200).optional(),
  ...paging,
});
export type AuditoriaQuery = z.infer<typeof auditoriaQuery>;
