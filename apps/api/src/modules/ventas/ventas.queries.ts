import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ActorVenta, EstadoVenta, EventoDominio, HechoDeEvento, MetodoPago } from '@feria/contracts';
import type { Database } from '../../db/client';
import { ventaEventos, ventaItems, ventas } from '../../db/schema';
import { duenoDeEmprendimiento, nombreDeEmprendimiento } from '../emprendimientos/emprendimientos.sql';
import { emitir } from '../eventos/eventos';

// app.ventas, app.venta_items and app.venta_eventos: this module is their only writer.

export type FilaVenta = typeof ventas.$inferSelect;
export type FilaItem = typeof ventaItems.$inferSelect;
export type FilaEvento = typeof ventaEventos.$inferSelect;
export type NuevaVenta = Omit<typeof ventas.$inferInsert, 'id' | 'numero' | 'creadaEn' | 'actualizadaEn'>;

/** Inserts the order unless this buyer already used the key: then undefined (the first one wins). */
export async function insertarVenta(tx: Database, venta: NuevaVenta): Promise<FilaVenta | undefined> {
  const [row] = await tx
    .insert(ventas)
    .values(venta)
    .onConflictDoNothing({ target: [ventas.compradorUserId, ventas.claveIdempotencia] })
    .returning();
  return row;
}

export async function insertarItems(tx: Database, items: readonly (typeof ventaItems.$inferInsert)[]): Promise<void> {
  if (items.length > 0) await tx.insert(ventaItems).values([...items]);
}

/** Who made a change (the timeline's 'quién'); the system (webhook, expiry job) by default. */
export interface Autor {
  actor: ActorVenta;
  userId?: string | null;
}
export const SISTEMA: Autor = { actor: 'sistema' };

export async function registrarEvento(
  tx: Database,
  ventaId: string,
  tipo: 'estado' | 'pago',
  estado: string,
  detalle: string | null = null,
  autor: Autor = SISTEMA,
  estadoAnterior: string | null = null,
  /** What happened, when the line alone does not say it all (the reactions' facts). */
  hecho?: HechoDeEvento,
): Promise<void> {
  await tx
    .insert(ventaEventos)
    .values({ ventaId, tipo, estado, detalle, estadoAnterior, actor: autor.actor, actorUserId: autor.userId ?? null });
  const base = { ventaId, actor: autor.actor, actorUserId: autor.userId ?? null };
  const evento = hecho
    ? ({ ...base, ...hecho } as EventoDominio)
    : eventoDeLaLinea(ventaId, tipo, estado, detalle, autor, estadoAnterior);
  // Reactions (the live event, the mails, …) run after commit: docs/producto/eventos.md#reacciones.
  if (evento) await emitir(tx, evento);
}

/** Writes an event that is no line of the timeline (a refund decided, a step of the arrepentimiento form). */
export async function emitirDeVenta(tx: Database, ventaId: string, autor: Autor, hecho: HechoDeEvento): Promise<void> {
  await emitir(tx, { ventaId, actor: autor.actor, actorUserId: autor.userId ?? null, ...hecho } as EventoDominio);
}

/**
 * The domain event a timeline entry tells by itself. The order's creation is told by checkout
 * (VentaCreada carries more facts), so its first entry tells nothing here; an approved payment is
 * told by marcarPagada (PagoAprobado or TransferenciaConfirmada, with the order's lines).
 */
export function eventoDeLaLinea(
  ventaId: string,
  tipo: 'estado' | 'pago',
  estado: string,
  detalle: string | null,
  autor: Autor,
  estadoAnterior: string | null,
): EventoDominio | null {
  const base = { ventaId, actor: autor.actor, actorUserId: autor.userId ?? null };
  if (tipo === 'estado') {
    if (estado === 'pendiente' && estadoAnterior === null) return null;
    if (estado === 'cancelado')
      return {
        ...base,
        tipo: 'VentaCancelada',
        de: estadoAnterior as EstadoVenta | null,
        motivo: detalle,
        reembolso: false,
      };
    return { ...base, tipo: 'VentaCambioDeEstado', de: estadoAnterior as EstadoVenta | null, a: estado as EstadoVenta };
  }
  if (estado === 'en_revision') return { ...base, tipo: 'TransferenciaInformada' };
  if (estado === 'rechazado') return { ...base, tipo: 'PagoRechazado', motivo: detalle };
  return { ...base, tipo: 'PagoCambioDeEstado', de: estadoAnterior, a: estado };
}

export async function ventaPorClave(
  db: Database,
  compradorUserId: string,
  clave: string,
): Promise<Pick<FilaVenta, 'id' | 'huellaSolicitud'> | undefined> {
  const [row] = await db
    .select({ id: ventas.id, huellaSolicitud: ventas.huellaSolicitud })
    .from(ventas)
    .where(and(eq(ventas.compradorUserId, compradorUserId), eq(ventas.claveIdempotencia, clave)));
  return row;
}

/** The order locked until the caller's transaction ends. */
export async function bloquearVenta(tx: Database, id: string): Promise<FilaVenta | undefined> {
  const [row] = await tx.select().from(ventas).where(eq(ventas.id, id)).for('update');
  return row;
}

export async function actualizarVenta(
  tx: Database,
  id: string,
  cambios: Partial<Pick<FilaVenta, 'estado' | 'reservaHasta' | 'motivoCancelacion'>>,
): Promise<void> {
  await tx
    .update(ventas)
    .set({ ...cambios, actualizadaEn: new Date() })
    .where(eq(ventas.id, id));
}

/** The order no longer answers its buyer's idempotency key: a retry with it places a new order. */
export async function liberarClaveIdempotencia(tx: Database, id: string): Promise<void> {
  await tx
    .update(ventas)
    .set({ claveIdempotencia: sql`${ventas.claveIdempotencia} || ':anulada:' || ${ventas.id}::text` })
    .where(eq(ventas.id, id));
}

/** Marks the reserved stock as given back; false when it already was (never twice). */
export async function marcarStockLiberado(tx: Database, id: string): Promise<boolean> {
  const rows = await tx
    .update(ventas)
    .set({ stockLiberado: true })
    .where(and(eq(ventas.id, id), eq(ventas.stockLiberado, false)))
    .returning({ id: ventas.id });
  return rows.length > 0;
}

export async function filasVentas(
  db: Database,
  where: SQL | undefined,
  pagina?: { limit: number; offset: number },
): Promise<FilaVenta[]> {
  const q = db.select().from(ventas).where(where).orderBy(desc(ventas.creadaEn), desc(ventas.numero));
  return pagina ? q.limit(pagina.limit).offset(pagina.offset) : q;
}

export async function contarVentas(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ventas)
    .where(where);
  return Number(row?.n ?? 0);
}

export async function itemsDe(db: Database, ventaIds: readonly string[]): Promise<FilaItem[]> {
  if (ventaIds.length === 0) return [];
  return db
    .select()
    .from(ventaItems)
    .where(inArray(ventaItems.ventaId, [...ventaIds]))
    .orderBy(asc(ventaItems.id));
}

export async function eventosDe(db: Database, ventaIds: readonly string[]): Promise<FilaEvento[]> {
  if (ventaIds.length === 0) return [];
  return db
    .select()
    .from(ventaEventos)
    .where(inArray(ventaEventos.ventaId, [...ventaIds]))
    .orderBy(asc(ventaEventos.id));
}

export const filtros = {
  delComprador: (userId: string) => eq(ventas.compradorUserId, userId),
  delEmprendimiento: (id: string) => eq(ventas.emprendimientoId, id),
  id: (id: string) => eq(ventas.id, id),
  estado: (estado: EstadoVenta) => eq(ventas.estado, estado),
  metodo: (metodo: MetodoPago) => eq(ventas.metodoPago, metodo),
  /** docs/producto/validacion.md: buyer name, sale id or number, or business name, ignoring case and accents ('lucia' finds 'Lucía'). */
  texto: (q: string) => {
    const patron = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const parecido = sql`app.normalizar(${patron})`;
    return sql`(app.normalizar(${ventas.compradorNombre}) like ${parecido} or ${ventas.id}::text ilike ${patron} or ${ventas.numero}::text = ${q.replace(/^#/, '')} or app.normalizar(${nombreDeEmprendimiento(ventas.emprendimientoId)}) like ${parecido})`;
  },
  // Days are Argentine days (UTC−3, no daylight saving): a sale at 22:00 on the 10th is of the 10th.
  desde: (fecha: string) => sql`${ventas.creadaEn} >= (${fecha} || 'T00:00:00-03:00')::timestamptz`,
  hasta: (fecha: string) => sql`${ventas.creadaEn} < ((${fecha}::date + 1)::text || 'T00:00:00-03:00')::timestamptz`,
};

/** The two people of an order: its buyer and its shop's owner (chat, live events, e-mails). */
export interface ParticipantesVenta {
  ventaId: string;
  numero: number;
  estado: EstadoVenta;
  emprendimientoId: string;
  emprendimientoNombre: string;
  compradorUserId: string;
  compradorNombre: string;
  compradorEmail: string;
  vendedorUserId: string;
}

export async function participantesDeVenta(db: Database, ventaId: string): Promise<ParticipantesVenta | undefined> {
  const [row] = await db
    .select({
      ventaId: ventas.id,
      numero: ventas.numero,
      estado: ventas.estado,
      emprendimientoId: ventas.emprendimientoId,
      emprendimientoNombre: nombreDeEmprendimiento(ventas.emprendimientoId),
      compradorUserId: ventas.compradorUserId,
      compradorNombre: ventas.compradorNombre,
      compradorEmail: ventas.compradorEmail,
      vendedorUserId: duenoDeEmprendimiento(ventas.emprendimientoId),
    })
    .from(ventas)
    .where(eq(ventas.id, ventaId));
  return row ? { ...row, estado: row.estado as EstadoVenta } : undefined;
}

/** Orders per estado under the same filter (the seller's filter chips). */
export async function contarPorEstado(db: Database, where: SQL | undefined): Promise<Record<EstadoVenta, number>> {
  const rows = await db
    .select({ estado: ventas.estado, n: sql<number>`count(*)::int` })
    .from(ventas)
    .where(where)
    .groupBy(ventas.estado);
  const conteos: Record<EstadoVenta, number> = { pendiente: 0, preparando: 0, listo: 0, completado: 0, cancelado: 0 };
  for (const r of rows) conteos[r.estado as EstadoVenta] = Number(r.n);
  return conteos;
}
