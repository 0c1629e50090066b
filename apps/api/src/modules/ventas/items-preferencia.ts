// The lines of an order's Checkout Pro preference (notes/payments.md).

export type LineaPreferencia = { id: string; titulo: string; cantidad: number; precioUnitario: number };

/**
 * The preference's lines must add up to what the order charges for its products: delivery goes
 * apart, as Mercado Pago's `shipments.cost` (docs/producto/envios.md#costo-en-el-pedido). A coupon lowers the order's total
 * below its lines (Checkout Pro takes no negative line), so then the order goes as one line for its
 * total, naming the coupon; the order page keeps the detail.
 */
export function itemsDePreferencia(
  venta: {
    id: string;
    numero: number;
    montoTotal: number;
    montoEnvio?: number;
    cupon: Record<string, unknown> | null;
  },
  items: readonly {
    productoId: string;
    nombre: string;
    variante?: string | null;
    cantidad: number;
    precioUnitario: number;
  }[],
): LineaPreferencia[] {
  const lineas = items.map((i) => ({
    id: i.productoId,
    // docs/producto/variantes.md#texto: which variant ('Zapatilla urbana (Talle 38 · Negro)').
    titulo: i.variante ? `${i.nombre} (${i.variante})` : i.nombre,
    cantidad: i.cantidad,
    precioUnitario: i.precioUnitario,
  }));
  const productos = venta.montoTotal - (venta.montoEnvio ?? 0);
  const suma = lineas.reduce((s, l) => s + l.cantidad * l.precioUnitario, 0);
  if (Math.abs(suma - productos) < 0.005) return lineas;
  const detalle = lineas.map((l) => `${l.cantidad} × ${l.titulo}`).join(', ');
  const codigo = venta.cupon?.['codigoCupon'];
  const cupon = typeof codigo === 'string' ? ` con cupón ${codigo}` : '';
  return [
    {
      id: venta.id,
      titulo: `Pedido #${venta.numero}${cupon}: ${detalle}`.slice(0, 250),
      cantidad: 1,
      precioUnitario: Math.round(productos * 100) / 100,
    },
  ];
}
