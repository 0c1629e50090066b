import { usuariosService } from '@feria/identity';
import {
  MENSAJES_PERFIL,
  type AdminResumen,
  type EmprendimientoPrivado,
  type Page,
  type Solicitud,
  type SolicitudesQuery,
  type UsuarioAdmin,
  type UsuarioUpdate,
  type UsuariosQuery,
} from '@feria/contracts';
import { AppError, conflicto } from '../../lib/app-error';
import type { ServiceContext, UserContext } from '../../lib/context';
import * as solicitudes from '../emprendedor/solicitudes.service';

// Admin area (issue #3 §5): solicitudes come from the emprendimiento review service, users from the
// identity server's users service (apps/identity); this module only composes them.

const usuarioNoEncontrado = () => new AppError('USUARIO_NO_ENCONTRADO', MENSAJES_PERFIL.usuarioNoEncontrado, 404);

/** Who asked: the owner's e-mail and name from the identity users (null when the account is gone). */
async function conSolicitante(ctx: ServiceContext, items: EmprendimientoPrivado[]): Promise<Solicitud[]> {
  const datos = await usuariosService(ctx.db).datosDe(items.map((e) => e.ownerUserId));
  return items.map((e) => {
    const d = datos.get(e.ownerUserId);
    return { ...e, solicitante: { email: d?.email ?? null, nombre: d?.nombre || null } };
  });
}

export async function listarSolicitudes(ctx: ServiceContext, q: SolicitudesQuery): Promise<Page<Solicitud>> {
  const page = await solicitudes.listarPorEstado(ctx, q);
  return { ...page, content: await conSolicitante(ctx, page.content) };
}

export async function obtenerSolicitud(ctx: ServiceContext, id: string): Promise<Solicitud> {
  const [s] = await conSolicitante(ctx, [await solicitudes.obtenerSolicitud(ctx, id)]);
  return s!;
}

export async function aprobarSolicitud(ctx: UserContext, id: string): Promise<Solicitud> {
  const [s] = await conSolicitante(ctx, [await solicitudes.aprobar(ctx, id)]);
  return s!;
}

export async function rechazarSolicitud(ctx: UserContext, id: string, motivo: string): Promise<Solicitud> {
  const [s] = await conSolicitante(ctx, [await solicitudes.rechazar(ctx, id, motivo)]);
  return s!;
}

export async function listarUsuarios(ctx: ServiceContext, q: UsuariosQuery): Promise<Page<UsuarioAdmin>> {
  return usuariosService(ctx.db).listar(q);
}

export async function obtenerUsuario(ctx: ServiceContext, id: string): Promise<UsuarioAdmin> {
  const usuario = await usuariosService(ctx.db).obtener(id);
  if (!usuario) throw usuarioNoEncontrado();
  return usuario;
}

/**
 * Enable/disable and roles. An admin cannot lock themself out (disable their own account or drop
 * their own admin role): the platform must always keep someone able to undo a mistake.
 */
export async function actualizarUsuario(ctx: UserContext, id: string, cambios: UsuarioUpdate): Promise<UsuarioAdmin> {
  const esPropio = id === ctx.usuario.sub;
  if (esPropio && (cambios.habilitado === false || (cambios.roles && !cambios.roles.includes('admin')))) {
    throw conflicto(MENSAJES_PERFIL.noPodesQuitarteAdmin);
  }
  const usuario = await usuariosService(ctx.db).actualizar(id, cambios);
  if (!usuario) throw usuarioNoEncontrado();
  return usuario;
}

export async function resumen(ctx: ServiceContext): Promise<AdminResumen> {
  const [{ deshabilitados, ...usuariosPorRol }, solicitudesPorEstado] = await Promise.all([
    usuariosService(ctx.db).contarPorRol(),
    solicitudes.contarPorEstado(ctx),
  ]);
  return { usuariosPorRol, usuariosDeshabilitados: deshabilitados, solicitudesPorEstado };
}
