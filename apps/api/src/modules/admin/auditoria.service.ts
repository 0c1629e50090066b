import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AccionAuditoria, AuditoriaQuery, EstadoAuditado, Page, RegistroAuditoria } from '@feria/contracts';
import { auditoria } from '../../db/schema';
import type { ServiceContext, UserContext } from '../../lib/context';
import { toPage } from '../../lib/page';

// Admin audit log: every admin action, written by the admin module in the same
// transaction as the action (ctx.db is that transaction), readable by admins.

export interface Accion {
  accion: AccionAuditoria;
  objetivo: { tipo: 'usuario' | 'emprendimiento' | 'resena'; id: string };
  antes: EstadoAuditado;
  despues: EstadoAuditado;
}

export async function registrar(ctx: UserContext, a: Accion): Promise<void> {
  await ctx.db.insert(auditoria).values({
    actorId: ctx.usuario.sub,
    actorEmail: ctx.usuario.email ?? null,
    accion: a.accion,
    objetivoTipo: a.objetivo.tipo,
    objetivoId: a.objetivo.id,
    antes: a.antes,
    despues: a.despues,
  });
}

/** Newest first. */
export async function listar(ctx: ServiceContext, q: AuditoriaQuery): Promise<Page<RegistroAuditoria>> {
  const filtros: SQL[] = [];
  if (q.accion) filtros.push(eq(auditoria.accion, q.accion));
  if (q.idObjetivo) filtros.push(eq(auditoria.objetivoId, q.idObjetivo));
  const where = filtros.length > 0 ? and(...filtros) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(auditoria)
      .where(where)
      .orderBy(desc(auditoria.id))
      .limit(q.size)
      .offset(q.page * q.size),
    ctx.db.select({ n: count() }).from(auditoria).where(where),
  ]);
  const content = rows.map((r) => ({
    id: r.id,
    fecha: r.fecha.toISOString(),
    actor: { id: r.actorId, email: r.actorEmail },
    accion: r.accion,
    objetivo: { tipo: r.objetivoTipo, id: r.objetivoId },
    antes: r.antes,
    despues: r.despues,
  }));
  return toPage(content, total?.n ?? 0, q.page, q.size);
}
