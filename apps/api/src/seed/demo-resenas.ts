import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { DEMO_COMPRADORES, type DemoComprador } from '../demo/demo-compradores';
import type { DemoEmprendimiento } from '../demo/demo-types';
import { demoOwnerId } from '../lib/demo-owner';
import { tiendaDelUsuario } from '../modules/emprendimientos/emprendimientos.queries';
import { productosParaComando } from '../modules/productos/productos.queries';
import { insertarResena, responderResena } from '../modules/resenas/resenas.queries';
import { autorDe } from '../modules/resenas/resenas.service';
import { insertarVentaCompletadaDemo } from '../modules/ventas/ventas-resenas.queries';

// Demo data (decision 038): a few completed orders of the two demo buyers, each with the reviews
// they wrote, so the demo shows real averages and counts. Labelled demo like the rest: the demo
// buyers and shops are fictional, the orders are keyed 'demo-resena-…'.

const DAY_MS = 86_400_000;

interface ResenaDemo {
  comprador: 0 | 1;
  /** Days before now the order was placed. */
  hace: number;
  tienda: [calificacion: number, comentario: string | null];
  /** The products bought (by position in the shop's products by name) and their rating. */
  productos: [indice: number, calificacion: number, comentario: string | null][];
  respuesta?: string;
}

/** By position of the shop in the demo list: its reviews. */
const RESENAS: readonly (readonly ResenaDemo[])[] = [
  [
    {
      comprador: 0,
      hace: 40,
      tienda: [5, 'Todo llegó impecable y súper bien embalado. ¡Volvería a comprar!'],
      productos: [[0, 5, 'Igual que en las fotos, hermoso.']],
    },
    {
      comprador: 1,
      hace: 12,
      tienda: [4, 'Muy lindo todo. Tardó un par de días más de lo que esperaba.'],
      productos: [[1, 4, null]],
      respuesta: '¡Gracias, Tomás! Ya ajustamos los tiempos de despacho para que llegue antes.',
    },
  ],
  [
    { comprador: 0, hace: 25, tienda: [5, null], productos: [[0, 4, 'Buena calidad, se nota el trabajo a mano.']] },
    { comprador: 1, hace: 8, tienda: [3, 'El producto está bien, pero el envío demoró bastante.'], productos: [] },
  ],
  [
    {
      comprador: 1,
      hace: 18,
      tienda: [5, 'Excelente atención por el chat, me ayudaron a elegir.'],
      productos: [[0, 5, null]],
    },
  ],
  [{ comprador: 0, hace: 6, tienda: [4, 'Lindo todo, muy prolijo.'], productos: [] }],
];

/** Inside the demo seed's transaction, after the shops and the buyers' profiles. */
export async function seedDemoResenas(db: Database, shops: readonly DemoEmprendimiento[], now: number): Promise<void> {
  for (const [i, resenas] of RESENAS.entries()) {
    const shop = shops[i];
    if (!shop) return;
    const tienda = await tiendaDelUsuario(db, demoOwnerId(shop.owner.email));
    if (!tienda) continue;
    const productos = (await productosParaComando(db, tienda.id)).filter((p) => p.habilitado);
    for (const [n, r] of resenas.entries())
      await pedidoConResenas(db, tienda.id, productos, r, `demo-resena-${i}-${n}`, now);
  }
}

async function pedidoConResenas(
  db: Database,
  emprendimientoId: string,
  productos: readonly { id: string; nombre: string; precio: number }[],
  r: ResenaDemo,
  clave: string,
  now: number,
): Promise<void> {
  const comprador: DemoComprador = DEMO_COMPRADORES[r.comprador]!;
  // A shop review alone still needs something bought: its first product.
  const comprados = (r.productos.length > 0 ? r.productos.map(([i]) => productos[i]) : [productos[0]]).filter(
    (p) => p !== undefined,
  );
  if (comprados.length === 0) return;
  const subtotal = comprados.reduce((s, p) => s + Number(p.precio), 0);
  const creadaEn = new Date(now - r.hace * DAY_MS);
  const { direccion } = comprador;
  const venta = await insertarVentaCompletadaDemo(db, {
    compradorUserId: comprador.userId,
    compradorNombre: `${comprador.nombre} ${comprador.apellido}`,
    compradorEmail: comprador.email,
    emprendimientoId,
    metodoPago: 'MERCADO_PAGO',
    subtotal,
    ahorro: 0,
    montoTotal: subtotal,
    comision: Math.round(subtotal * 5) / 100,
    envioGratis: subtotal >= 90_000,
    direccionEnvio: { ...direccion },
    claveIdempotencia: clave,
    huellaSolicitud: 'demo',
    creadaEn,
    items: comprados.map((p) => ({
      productoId: p.id,
      nombre: p.nombre,
      precioLista: p.precio,
      precioUnitario: p.precio,
      porcentajeDescuento: 0,
      cantidad: 1,
      subtotal: p.precio,
    })),
  });
  const base = {
    ventaId: venta.id,
    emprendimientoId,
    compradorUserId: comprador.userId,
    autor: autorDe(`${comprador.nombre} ${comprador.apellido}`),
    creadaEn: new Date(creadaEn.getTime() + 3 * DAY_MS),
  };
  const id = await insertarResena(db, {
    ...base,
    ventaItemId: null,
    productoId: null,
    calificacion: r.tienda[0],
    comentario: r.tienda[1],
  });
  for (const [j, [, calificacion, comentario]] of r.productos.entries()) {
    await insertarResena(db, {
      ...base,
      ventaItemId: venta.items[j]!,
      productoId: comprados[j]!.id,
      calificacion,
      comentario,
    });
  }
  if (r.respuesta && id) await responderResena(db, id, sql`(${emprendimientoId}::uuid)`, r.respuesta);
}
