import { and, asc, eq, inArray, not, sql } from 'drizzle-orm';
import type { MetodoEnvio, MetodosEnvioInputParsed } from '@feria/contracts';
import type { Database } from '../../db/client';
import { metodosEnvio } from '../../db/schema';
import { queryRows } from '../../db/sql';
import { emprendimientoActivo } from '../emprendimientos/emprendimientos.sql';

// A shop's delivery methods (docs/producto/envios.md#metodos). This module owns app.metodos_envio;
// the seller's screen, the public read and the demo seed go through these functions.

type MetodoAGuardar = MetodosEnvioInputParsed['metodos'][number];

/** What `datos` holds for each type (the columns keep id, tipo, nombre and the order). */
function datosDe(m: MetodoAGuardar): Record<string, unknown> {
  if (m.tipo === 'RETIRO') return { direccion: m.direccion, horarios: m.horarios };
  if (m.tipo === 'DOMICILIO') return { zonas: m.zonas, gratisDesde: m.gratisDesde };
  return {};
}

interface Fila {
  id: string;
  tipo: string;
  nombre: string;
  datos: unknown;
}

/** A stored row as the contracts' method; `datos` was written by datosDe from a parsed input. */
function metodoDe(f: Fila): MetodoEnvio {
  const d = f.datos as Record<string, unknown>;
  if (f.tipo === 'RETIRO')
    return {
      id: f.id,
      tipo: 'RETIRO',
      nombre: f.nombre,
      direccion: d.direccion as Extract<MetodoEnvio, { tipo: 'RETIRO' }>['direccion'],
      horarios: d.horarios as string,
    };
  if (f.tipo === 'DOMICILIO')
    return {
      id: f.id,
      tipo: 'DOMICILIO',
      nombre: f.nombre,
      zonas: d.zonas as Extract<MetodoEnvio, { tipo: 'DOMICILIO' }>['zonas'],
      gratisDesde: (d.gratisDesde as number | null | undefined) ?? null,
    };
  return { id: f.id, tipo: 'A_COORDINAR', nombre: f.nombre };
}

const columnas = {
  id: metodosEnvio.id,
  tipo: metodosEnvio.tipo,
  nombre: metodosEnvio.nombre,
  datos: metodosEnvio.datos,
};

/** The shop's methods in the seller's order; removed ones (eliminado) never show. */
export async function leerMetodos(db: Database, emprendimientoId: string): Promise<MetodoEnvio[]> {
  const filas = await db
    .select(columnas)
    .from(metodosEnvio)
    .where(and(eq(metodosEnvio.emprendimientoId, emprendimientoId), not(metodosEnvio.eliminado)))
    .orderBy(asc(metodosEnvio.orden), asc(metodosEnvio.createdAt));
  return filas.map(metodoDe);
}

/** The public read: the methods of an Activo shop, or null when the shop is not public. */
export async function metodosDeTiendaPublica(db: Database, emprendimientoId: string): Promise<MetodoEnvio[] | null> {
  const [[estado], metodos] = await Promise.all([
    queryRows<{ activo: boolean }>(db, sql`select ${emprendimientoActivo(emprendimientoId)} as activo`),
    leerMetodos(db, emprendimientoId),
  ]);
  return estado?.activo ? metodos : null;
}

/**
 * docs/producto/envios.md#costo-en-el-pedido: the method an order names, inside the order's
 * transaction. Locked (FOR SHARE) so the seller's PUT, which locks the shop's methods FOR UPDATE,
 * waits for the order or goes first. Undefined: no method of this shop has that id; `eliminado`:
 * the seller removed it (its name lets the buyer know which one).
 */
export async function metodoParaPedido(
  tx: Database,
  emprendimientoId: string,
  id: string,
): Promise<{ metodo: MetodoEnvio; eliminado: boolean } | undefined> {
  const [fila] = await tx
    .select({ ...columnas, eliminado: metodosEnvio.eliminado })
    .from(metodosEnvio)
    .where(and(eq(metodosEnvio.id, id), eq(metodosEnvio.emprendimientoId, emprendimientoId)))
    .for('share');
  return fila ? { metodo: metodoDe(fila), eliminado: fila.eliminado } : undefined;
}

/**
 * docs/producto/envios.md#sin-metodos: whether the shop has a live method, inside the order's
 * transaction. Not locked: a saved list always keeps at least one method, so a shop that has one
 * never goes back to none, and a lock here could cross the seller's PUT (which locks them all).
 */
export async function tieneMetodosVivos(tx: Database, emprendimientoId: string): Promise<boolean> {
  const filas = await tx
    .select({ id: metodosEnvio.id })
    .from(metodosEnvio)
    .where(and(eq(metodosEnvio.emprendimientoId, emprendimientoId), not(metodosEnvio.eliminado)))
    .limit(1);
  return filas.length > 0;
}

/** The ids of the shop's live methods, locked until the caller's transaction ends. */
export async function idsDeMetodosBloqueados(tx: Database, emprendimientoId: string): Promise<Set<string>> {
  const filas = await tx
    .select({ id: metodosEnvio.id })
    .from(metodosEnvio)
    .where(and(eq(metodosEnvio.emprendimientoId, emprendimientoId), not(metodosEnvio.eliminado)))
    .for('update');
  return new Set(filas.map((f) => f.id));
}

/**
 * Writes the whole list inside the caller's transaction (docs/producto/envios.md#metodos): a
 * method with an id the shop has is updated in place, one without an id is inserted, and the
 * shop's live methods the list leaves out are marked eliminado (orders keep naming them). The
 * caller has checked that every id is one of the shop's live methods.
 */
export async function guardarMetodos(
  tx: Database,
  emprendimientoId: string,
  metodos: readonly MetodoAGuardar[],
): Promise<void> {
  const ahora = new Date();
  const conservados: string[] = [];
  for (const [orden, m] of metodos.entries()) {
    const valores = { tipo: m.tipo, nombre: m.nombre, datos: datosDe(m), orden, updatedAt: ahora };
    if (m.id) {
      conservados.push(m.id);
      await tx
        .update(metodosEnvio)
        .set(valores)
        .where(and(eq(metodosEnvio.id, m.id), eq(metodosEnvio.emprendimientoId, emprendimientoId)));
    } else {
      const [nuevo] = await tx
        .insert(metodosEnvio)
        .values({ ...valores, emprendimientoId })
        .returning({ id: metodosEnvio.id });
      conservados.push(nuevo!.id);
    }
  }
  await tx
    .update(metodosEnvio)
    .set({ eliminado: true, updatedAt: ahora })
    .where(
      and(
        eq(metodosEnvio.emprendimientoId, emprendimientoId),
        not(metodosEnvio.eliminado),
        conservados.length > 0 ? not(inArray(metodosEnvio.id, conservados)) : undefined,
      ),
    );
}
