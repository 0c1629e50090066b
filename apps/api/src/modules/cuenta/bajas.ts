import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { BajaAdmin, BajaCuenta, BajasQuery, Page } from '@feria/contracts';
import type { Database } from '../../db/client';
import { bajasCuenta } from '../../db/schema';
import { errorDe } from '../../lib/app-error';
import type { ServiceContext, UserContext } from '../../lib/context';
import { toPage } from '../../lib/page';
import { idsDeEmprendimientos } from '../emprendimientos/datos-personales';
import { encolar } from '../trabajos/trabajos';
import { pedidosEnCurso } from '../ventas/datos-personales';

// docs/producto/datos-personales.md#baja: the request is written with its job in one transaction;
// the job (baja-trabajo.ts) does the deletion.

export const TRABAJO_BAJA = 'cuenta.baja';

type Fila = typeof bajasCuenta.$inferSelect;

const aBaja = (f: Fila): BajaCuenta => ({
  id: f.id,
  estado: f.estado as BajaCuenta['estado'],
  pedidaEn: f.pedidaEn.toISOString(),
  hechaEn: f.hechaEn?.toISOString() ?? null,
  detalle: f.detalle,
});

export async function bajaVigente(db: Database, userId: string): Promise<Fila | undefined> {
  const [f] = await db
    .select()
    .from(bajasCuenta)
    .where(and(eq(bajasCuenta.userId, userId), ne(bajasCuenta.estado, 'fallida')));
  return f;
}

/** Refuses while an order is in progress, listing the order numbers to finish first. */
export async function exigirSinPedidosEnCurso(db: Database, userId: string): Promise<void> {
  const numeros = await pedidosEnCurso(db, userId, await idsDeEmprendimientos(db, userId));
  if (numeros.length > 0)
    throw errorDe('BAJA_PEDIDOS_EN_CURSO', { detalle: `Pedidos en curso: ${numeros.map((n) => `#${n}`).join(', ')}` });
}

/** Idempotent: asking again answers the pending or done request instead of a second one. */
export async function pedirBaja(ctx: UserContext): Promise<BajaCuenta> {
  const { sub, email, roles } = ctx.usuario;
  // docs/producto/datos-personales.md: an account that is also admin is disabled by another admin.
  if (roles.includes('admin')) throw errorDe('SIN_PERMISO');
  return ctx.db.transaction(async (db) => {
    const vigente = await bajaVigente(db, sub);
    if (vigente) return aBaja(vigente);
    await exigirSinPedidosEnCurso(db, sub);
    const [fila] = await db
      .insert(bajasCuenta)
      .values({ userId: sub, email: email ?? null, roles })
      .onConflictDoNothing()
      .returning();
    // A concurrent request won the unique index: answer that one.
    if (!fila) return aBaja((await bajaVigente(db, sub))!);
    await encolar(db, TRABAJO_BAJA, { idBaja: fila.id }, { clave: `baja:${fila.id}` });
    return aBaja(fila);
  });
}

/** The caller's latest request (a failed one too, so the page says why), or null. */
export async function miBaja(ctx: UserContext): Promise<BajaCuenta | null> {
  const [f] = await ctx.db
    .select()
    .from(bajasCuenta)
    .where(eq(bajasCuenta.userId, ctx.usuario.sub))
    .orderBy(desc(bajasCuenta.pedidaEn))
    .limit(1);
  return f ? aBaja(f) : null;
}

/** Admin: every request, newest first. */
export async function listarBajas(ctx: ServiceContext, q: BajasQuery): Promise<Page<BajaAdmin>> {
  const [filas, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(bajasCuenta)
      .orderBy(desc(bajasCuenta.pedidaEn), desc(bajasCuenta.id))
      .limit(q.size)
      .offset(q.page * q.size),
    ctx.db.select({ n: count() }).from(bajasCuenta),
  ]);
  const content = filas.map((f) => ({ ...aBaja(f), userId: f.userId, email: f.email, roles: f.roles }));
  return toPage(content, total?.n ?? 0, q.page, q.size);
}
