import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { type EmprendimientoPrivado, type Page, type SolicitudesQuery } from '@feria/contracts';
import { emprendimientos } from '../../db/schema';
import { emprendimientoNoEncontrado, errorDe } from '../../lib/app-error';
import type { ServiceContext, UserContext } from '../../lib/context';
import { toPage } from '../../lib/page';
import type { ConteosDeTienda } from './conteos';
import { loadPrivado, loadPrivados } from './emprendimiento-privado';

// Review of new emprendimientos: an emprendimiento created by a seller is a
// solicitud Pendiente until an admin approves it (Activo: public at once, the estado trigger
// publishes its products) or rejects it (Rechazado, with the reason the seller reads).

export type EstadoSolicitud = SolicitudesQuery['estado'];

/** Pending ones oldest first (first come, first served); reviewed ones latest review first. */
export async function listarPorEstado(
  ctx: ServiceContext,
  q: SolicitudesQuery,
  conteos: ConteosDeTienda,
): Promise<Page<EmprendimientoPrivado>> {
  const where = eq(emprendimientos.estado, q.estado);
  const orderBy =
    q.estado === 'Pendiente'
      ? [asc(emprendimientos.createdAt)]
      : [sql`${emprendimientos.fechaRevision} desc nulls last`, desc(emprendimientos.createdAt)];
  const [content, [total]] = await Promise.all([
    loadPrivados(ctx, where, conteos, { limit: q.size, offset: q.page * q.size, orderBy }),
    ctx.db.select({ n: count() }).from(emprendimientos).where(where),
  ]);
  return toPage(content, total?.n ?? 0, q.page, q.size);
}

export async function obtenerSolicitud(
  ctx: ServiceContext,
  id: string,
  conteos: ConteosDeTienda,
): Promise<EmprendimientoPrivado> {
  const found = await loadPrivado(ctx, id, conteos);
  if (!found) throw emprendimientoNoEncontrado();
  return found;
}

export async function contarPorEstado(ctx: ServiceContext): Promise<Record<EstadoSolicitud, number>> {
  const rows = await ctx.db
    .select({ estado: emprendimientos.estado, n: count() })
    .from(emprendimientos)
    .groupBy(emprendimientos.estado);
  const de = (estado: string) => rows.find((r) => r.estado === estado)?.n ?? 0;
  return { Pendiente: de('Pendiente'), Activo: de('Activo'), Rechazado: de('Rechazado') };
}

/**
 * Moves a Pendiente solicitud in one conditional UPDATE, so two admins deciding at once cannot
 * both win: the second finds it no longer Pendiente (409). Runs inside the caller's transaction
 * (the admin module writes the audit row with it), which clears the public cache after commit.
 */
async function revisar(
  ctx: UserContext,
  id: string,
  cambio: { estado: 'Activo' | 'Rechazado'; motivoRechazo: string | null },
  conteos: ConteosDeTienda,
): Promise<EmprendimientoPrivado> {
  const updated = await ctx.db
    .update(emprendimientos)
    .set({ ...cambio, fechaRevision: new Date(), revisadoPor: ctx.usuario.sub, updatedAt: new Date() })
    .where(and(eq(emprendimientos.id, id), eq(emprendimientos.estado, 'Pendiente')))
    .returning({ id: emprendimientos.id });
  if (updated.length === 0) {
    await obtenerSolicitud(ctx, id, conteos); // 404 when it does not exist
    throw errorDe('SOLICITUD_NO_PENDIENTE');
  }
  return obtenerSolicitud(ctx, id, conteos);
}

export const aprobar = (ctx: UserContext, id: string, conteos: ConteosDeTienda) =>
  revisar(ctx, id, { estado: 'Activo', motivoRechazo: null }, conteos);
export const rechazar = (ctx: UserContext, id: string, motivo: string, conteos: ConteosDeTienda) =>
  revisar(ctx, id, { estado: 'Rechazado', motivoRechazo: motivo }, conteos);
