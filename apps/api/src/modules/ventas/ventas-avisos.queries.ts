import { asc, eq } from 'drizzle-orm';
import { formatPrice, type EnvioVenta, type MetodoPago } from '@feria/contracts';
import type { Database } from '../../db/client';
import { ventaItems, ventas } from '../../db/schema';

// What an order's e-mails show besides its participants (modules/correo/avisos.ts): the total,
// the payment method, the lines as they were charged and the delivery apart.

export interface ResumenParaAviso {
  total: number;
  metodo: MetodoPago;
  lineas: { nombre: string; cantidad: number; subtotal: number }[];
  /** docs/producto/envios.md#costo-en-el-pedido: one line for the delivery chosen; null without one. */
  envio: string | null;
}

/** 'Envío a domicilio (Moto en Córdoba): $ 3.500' / 'Retiro en Av. Colón 123, Córdoba (Lunes a viernes…)'. */
export function lineaDeEnvio(envio: EnvioVenta | null, monto: number): string | null {
  if (!envio) return null;
  if (envio.tipo === 'RETIRO' && envio.retiro) {
    const d = envio.retiro.direccion;
    return `Retiro en ${d.calle} ${d.numero}, ${d.ciudad} (${envio.retiro.horarios}): gratis`;
  }
  if (envio.tipo === 'A_COORDINAR') return `Envío: a coordinar con el emprendimiento (${envio.nombre})`;
  return `Envío a domicilio (${envio.nombre}): ${monto > 0 ? formatPrice(monto) : 'gratis'}`;
}

export async function resumenParaAviso(db: Database, ventaId: string): Promise<ResumenParaAviso | undefined> {
  const [venta] = await db
    .select({
      total: ventas.montoTotal,
      metodo: ventas.metodoPago,
      montoEnvio: ventas.montoEnvio,
      envio: ventas.envio,
    })
    .from(ventas)
    .where(eq(ventas.id, ventaId));
  if (!venta) return undefined;
  const filas = await db
    .select({
      nombre: ventaItems.nombre,
      variante: ventaItems.variante,
      cantidad: ventaItems.cantidad,
      subtotal: ventaItems.subtotal,
    })
    .from(ventaItems)
    .where(eq(ventaItems.ventaId, ventaId))
    .orderBy(asc(ventaItems.id));
  // docs/producto/variantes.md#texto: a variant's line says which one ('Zapatilla urbana (Talle 38 · Negro)').
  const lineas = filas.map(({ nombre, variante, cantidad, subtotal }) => ({
    nombre: variante ? `${nombre} (${variante})` : nombre,
    cantidad,
    subtotal,
  }));
  return {
    total: venta.total,
    metodo: venta.metodo as MetodoPago,
    lineas,
    envio: lineaDeEnvio(venta.envio as EnvioVenta | null, venta.montoEnvio),
  };
}
