import { eq } from 'drizzle-orm';
import { usuariosService } from '@feria/identity';
import { calcularPrecio } from '@feria/contracts';
import type { Database } from '../../db/client';
import { carritos, type LineaCarritoGuardada } from '../../db/schema';
import { encolarCorreo, tokenDeBaja } from '../correo/correo.service';
import type { DatosPlantillas } from '../correo/plantillas/plantillas';
import { quiereAviso } from '../notificaciones/avisos';
import { productosParaVenta } from '../productos/productos.queries';
import type { Manejadores } from '../trabajos/trabajos';
import { ESPERA_RECORDATORIO_MS, TRABAJO_RECORDATORIO_CARRITO } from './carritos.service';

type LineaCorreo = DatosPlantillas['carrito-abandonado']['lineas'][number];

/**
 * docs/producto/carrito-abandonado.md#correo: the lines that can be bought now (public product,
 * an enabled variant or a product without options, stock left), at today's price. The others
 * are never shown.
 */
export async function lineasConStock(
  db: Database,
  lineas: readonly LineaCarritoGuardada[],
  ahora: Date,
): Promise<LineaCorreo[]> {
  const productos = new Map(
    (await productosParaVenta(db, [...new Set(lineas.map((l) => l.idProducto))])).map((p) => [p.id, p]),
  );
  return lineas.flatMap((l): LineaCorreo[] => {
    const p = productos.get(l.idProducto);
    if (!p?.publico) return [];
    const precio = (base: number) => calcularPrecio({ precio: base, descuento: p.descuento }, ahora).final;
    if (l.idVariante === null) {
      if (p.conVariantes || p.stock <= 0) return [];
      return [{ nombre: p.nombre, variante: null, cantidad: l.cantidad, precio: precio(p.precio) }];
    }
    const v = p.variantes.get(l.idVariante);
    if (!v?.habilitada || v.stock <= 0) return [];
    return [{ nombre: p.nombre, variante: v.texto, cantidad: l.cantidad, precio: precio(v.precio ?? p.precio) }];
  });
}

/**
 * The job of one cart version. Sends at most one mail per version: the row is locked, the version
 * is stamped as reminded in the same transaction that queues the mail (the mail job's key is the
 * version too), so a retried or doubled job sends nothing more. Returns whether a mail was queued.
 */
export async function recordarCarrito(db: Database, userId: string, version: number, ahora: Date): Promise<boolean> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const [c] = await tx.select().from(carritos).where(eq(carritos.userId, userId)).for('update');
    // Emptied, changed since (a newer version has its own job) or already reminded.
    if (!c || c.version !== version || (c.recordadoVersion ?? 0) >= version) return false;
    if (ahora.getTime() - c.actualizadoEn.getTime() < ESPERA_RECORDATORIO_MS) return false;
    if (!(await quiereAviso(tx, userId, 'carrito_abandonado', 'correo'))) return false;
    await tx.update(carritos).set({ recordadoVersion: version }).where(eq(carritos.userId, userId));
    const lineas = await lineasConStock(tx, c.lineas, ahora);
    if (lineas.length === 0) return false;
    const usuario = (await usuariosService(tx).datosDe([userId])).get(userId);
    if (!usuario?.email) return false;
    await encolarCorreo(tx, {
      para: usuario.email,
      plantilla: 'carrito-abandonado',
      datos: { saludo: usuario.nombre, lineas, tokenBaja: await tokenDeBaja(tx, userId) },
      clave: `carrito:${userId}:${version}:${c.actualizadoEn.getTime()}`,
    });
    return true;
  });
}

/** The reminder job, for the worker (reacciones.ts manejadoresDeReacciones). */
export function manejadoresDeCarritos(): Manejadores {
  return {
    [TRABAJO_RECORDATORIO_CARRITO]: async (t, { db, ahora }) => {
      await recordarCarrito(db, String(t.datos.userId), Number(t.datos.version), ahora);
    },
  };
}
