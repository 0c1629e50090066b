import { usuariosService } from '@feria/identity';
import {
  type AdminResumen,
  type AuditoriaQuery,
  type RegistroAuditoria,
  type EmprendimientoPrivado,
  type Page,
  type Solicitud,
  type SolicitudesQuery,
  type UsuarioAdmin,
  type UsuarioUpdate,
  type UsuariosQuery,
} from '@feria/contracts';
import { errorDe } from '../../lib/app-error';
import { type ServiceContext, type UserContext } from '../../lib/context';
import { avisarSolicitudRespondida } from '../correo/avisos';
import type { ConteosDeTienda } from '../emprendimientos/conteos';
import * as solicitudes from '../emprendimientos/solicitudes.service';
import * as auditoria from './auditoria.service';

// Admin area: solicitudes come from the emprendimiento review service, users from the
// identity server's users service (apps/identity); this module only composes them.

const usuarioNoEncontrado = () => errorDe('USUARIO_NO_ENCONTRADO');

/** Who asked: the owner's e-mail and name from the identity users (null when the account is gone). */
async function conSolicitante(ctx: ServiceContext, items: EmprendimientoPrivado[]): Promise<Solicitud[]> {
  const datos = await usuariosService(ctx.db).datosDe(items.map((e) => e.ownerUserId));
  return items.map((e) => {
    const d = datos.get(e.ownerUserId);
    return { ...e, solicitante: { email: d?.email ?? null, nombre: d?.nombre || null } };
  });
}

export async function listarSolicitudes(
  ctx: ServiceContext,
  q: SolicitudesQuery,
  conteos: ConteosDeTienda,
): Promise<Page<Solicitud>> {
  const page = await solicitudes.listarPorEstado(ctx, q, conteos);
  return { ...page, content: await conSolicitante(ctx, page.content) };
}

export async function obtenerSolicitud(ctx: ServiceContext, id: string, conteos: ConteosDeTienda): Promise<Solicitud> {
  const [s] = await conSolicitante(ctx, [await solicitudes.obtenerSolicitud(ctx, id, conteos)]);
  return s!;
}

export const aprobarSolicitud = (ctx: UserContext, id: string, conteos: ConteosDeTienda) =>
  revisar(ctx, id, 'solicitud.aprobar', conteos, (tx) => solicitudes.aprobar(tx, id, conteos));
export const rechazarSolicitud = (ctx: UserContext, id: string, motivo: string, conteos: ConteosDeTienda) =>
  revisar(ctx, id, 'solicitud.rechazar', conteos, (tx) => solicitudes.rechazar(tx, id, motivo, conteos));

/** The decision and its audit row commit together; the public pages show it at once after. */
async function revisar(
  ctx: UserContext,
  id: string,
  accion: 'solicitud.aprobar' | 'solicitud.rechazar',
  conteos: ConteosDeTienda,
  decidir: (tx: UserContext) => Promise<EmprendimientoPrivado>,
): Promise<Solicitud> {
  const decidida = await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const antes = await solicitudes.obtenerSolicitud(tx, id, conteos);
    const despues = await decidir(tx);
    // The owner's mail is queued in the same transaction: no decision, no mail.
    await avisarSolicitudRespondida(db, id, despues.estado === 'Activo', despues.motivoRechazo);
    await auditoria.registrar(tx, {
      accion,
      objetivo: { tipo: 'emprendimiento', id },
      antes: revisado(antes),
      despues: revisado(despues),
    });
    return despues;
  });
  const [s] = await conSolicitante(ctx, [decidida]);
  return s!;
}

const revisado = (e: EmprendimientoPrivado) => ({
  estado: e.estado as 'Pendiente' | 'Activo' | 'Rechazado',
  motivoRechazo: e.motivoRechazo,
});

export async function listarUsuarios(ctx: ServiceContext, q: UsuariosQuery): Promise<Page<UsuarioAdmin>> {
  return usuariosService(ctx.db).listar(q);
}

export async function obtenerUsuario(ctx: ServiceContext, id: string): Promise<UsuarioAdmin> {
  const usuario = await usuariosService(ctx.db).obtener(id);
  if (!usuario) throw usuarioNoEncontrado();
  return usuario;
}

const RECHAZOS = {
  'no-encontrado': usuarioNoEncontrado,
  'propia-cuenta': () => errorDe('CUENTA_PROPIA'),
  'ultimo-admin': () => errorDe('ULTIMO_ADMIN'),
} as const;

/**
 * Enable/disable and roles: an admin never changes its own account (a revoked admin
 * holding an old token could undo its revocation) and the last enabled admin stays. The change
 * and its audit row commit together; then this instance forgets the account's cached state (the
 * identity server's NOTIFY tells the others) so the change counts on the next request.
 */
export async function actualizarUsuario(ctx: UserContext, id: string, cambios: UsuarioUpdate): Promise<UsuarioAdmin> {
  const resultado = await ctx.db.transaction(async (db) => {
    const r = await usuariosService(db).actualizar(id, cambios, ctx.usuario.sub);
    if (r.ok) {
      const { antes, despues } = r;
      await auditoria.registrar(
        { ...ctx, db },
        {
          accion: 'usuario.actualizar',
          objetivo: { tipo: 'usuario', id },
          antes: { habilitado: antes.habilitado, roles: antes.roles },
          despues: { habilitado: despues.habilitado, roles: despues.roles },
        },
      );
    }
    return r;
  });
  if (!resultado.ok) throw RECHAZOS[resultado.motivo]();
  ctx.accountState?.invalidate(id);
  return resultado.despues;
}

export async function listarAuditoria(ctx: ServiceContext, q: AuditoriaQuery): Promise<Page<RegistroAuditoria>> {
  return auditoria.listar(ctx, q);
}

export async function resumen(ctx: ServiceContext): Promise<AdminResumen> {
  const [{ deshabilitados, ...usuariosPorRol }, solicitudesPorEstado] = await Promise.all([
    usuariosService(ctx.db).contarPorRol(),
    solicitudes.contarPorEstado(ctx),
  ]);
  return { usuariosPorRol, usuariosDeshabilitados: deshabilitados, solicitudesPorEstado };
}
