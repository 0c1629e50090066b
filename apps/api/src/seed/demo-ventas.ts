import { sql } from 'drizzle-orm';
import type { MetodoPago } from '@feria/contracts';
import { COMISION_MERCADOPAGO_PORCENTAJE } from '@feria/mp-sandbox';
import type { Database } from '../db/client';
import { DEMO_COMPRADORES, DEMO_COMPRADORES_VENTAS, type DemoComprador } from '../demo/demo-compradores';
import { sumarVendidosEnLote } from '../modules/productos/productos.queries';
import { responderResena, type NuevaResena } from '../modules/resenas/resenas.queries';
import { insertarResenasDemo } from '../modules/resenas/resenas-demo.queries';
import { autorDe } from '../modules/resenas/resenas.service';
import { insertarVentasCompletadasDemo, type VentaCompletadaDemo } from '../modules/ventas/ventas-resenas.queries';
import { aleatorio } from '../demo/aleatorio';

// Demo data (decision 064, docs/producto/demo.md): the demo shops' sales, reviews and metrics all
// come from the same completed demo orders. Each product's 'vendidos' in the demo data is how many
// units the generated orders sell; the units sold are then counted by the products module's own
// counter (the one a paid order adds to), the reviews are verified reviews of those orders' lines,
// and the seller's metrics read the orders. Labelled demo like the rest: fictional buyers with
// @demo.feria.ar e-mails, orders keyed 'demo-…'.

const DAY_MS = 86_400_000;
/** A product sold at least this many units has at least one review. */
export const CON_RESENA = 10;

/** A demo product as the seed inserted it. */
export interface ProductoSembrado {
  id: string;
  nombre: string;
  precio: number;
  fechaAlta: Date;
  /** Units the demo's generated orders sell. */
  vendidos: number;
  habilitado: boolean;
}

/** A demo shop as the seed inserted it, in the demo list's order. */
export interface TiendaSembrada {
  emprendimientoId: string;
  /** docs/producto/demo.md#cobros: the demo shop without Mercado Pago. */
  soloTransferencia: boolean;
  productos: ProductoSembrado[];
}

interface ResenaDemo {
  comprador: 0 | 1;
  /** Days before now the order was placed. */
  hace: number;
  tienda: [calificacion: number, comentario: string | null];
  /** The products bought (by position among the shop's enabled products) and their rating. */
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

/** What a few of the other demo buyers wrote: by stars, a comment or none. */
const COMENTARIOS: Record<number, readonly (string | null)[]> = {
  5: ['Excelente, tal cual la foto.', 'Llegó rapidísimo y muy bien embalado.', 'Hermoso, ya lo recomendé.', null, null],
  4: ['Muy lindo, la calidad está muy bien.', 'Todo bien, tardó un poquito el envío.', null, null],
  3: ['Está bien, esperaba un poco más por el precio.', null],
  2: ['No era lo que esperaba, el color es distinto al de la foto.'],
};

/** One generated order and what its buyer wrote about it, if anything. */
interface PedidoDemo {
  venta: VentaCompletadaDemo;
  /** The shop's review and one per line (same order as the lines), or none. */
  resena?: {
    tienda: [number, string | null];
    lineas: ([number, string | null] | null)[];
    respuesta?: string;
    comprador: DemoComprador;
  };
}

/** Inside the demo seed's transaction, after the shops and the buyers' profiles. */
export async function seedDemoVentas(db: Database, tiendas: readonly TiendaSembrada[], now: number): Promise<void> {
  const pedidos = planDeVentas(tiendas, now);
  const insertadas = await insertarVentasCompletadasDemo(
    db,
    pedidos.map((p) => p.venta),
  );
  // Units sold: the products module's counter, as a paid order adds to it (one update per product).
  const unidades = new Map<string, number>();
  for (const { venta } of pedidos)
    for (const i of venta.items) unidades.set(i.productoId, (unidades.get(i.productoId) ?? 0) + i.cantidad);
  await sumarVendidosEnLote(
    db,
    [...unidades].map(([idProducto, cantidad]) => ({ idProducto, cantidad })),
  );
  // The reviews, in one statement; the seller's answer after.
  const filas: NuevaResena[] = [];
  const respuestas: { fila: number; emprendimientoId: string; texto: string }[] = [];
  for (const [n, { venta, resena }] of pedidos.entries()) {
    if (!resena) continue;
    const { id, items } = insertadas[n]!;
    const base = {
      ventaId: id,
      emprendimientoId: venta.emprendimientoId,
      compradorUserId: venta.compradorUserId,
      autor: autorDe(`${resena.comprador.nombre} ${resena.comprador.apellido}`),
      creadaEn: new Date(Math.min(now, venta.completadaEn.getTime() + DAY_MS)),
    };
    if (resena.respuesta)
      respuestas.push({ fila: filas.length, emprendimientoId: venta.emprendimientoId, texto: resena.respuesta });
    filas.push({
      ...base,
      ventaItemId: null,
      productoId: null,
      calificacion: resena.tienda[0],
      comentario: resena.tienda[1],
    });
    for (const [j, linea] of resena.lineas.entries())
      if (linea)
        filas.push({
          ...base,
          ventaItemId: items[j]!,
          productoId: venta.items[j]!.productoId,
          calificacion: linea[0],
          comentario: linea[1],
        });
  }
  const ids = await insertarResenasDemo(db, filas);
  for (const r of respuestas) await responderResena(db, ids[r.fila]!, sql`(${r.emprendimientoId}::uuid)`, r.texto);
}

/**
 * The demo's orders, oldest first: for each shop, the two demo buyers' reviewed orders
 * (RESENAS) and orders of the other demo buyers that sell each product's 'vendidos' units,
 * 1 to 3 units a line, 1 to 3 products an order, each placed after its products were published.
 */
export function planDeVentas(tiendas: readonly TiendaSembrada[], now: number): PedidoDemo[] {
  const rnd = aleatorio(64);
  const entre = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
  const estrellas = () => {
    const x = rnd();
    return x < 0.55 ? 5 : x < 0.85 ? 4 : x < 0.95 ? 3 : 2;
  };
  const comentario = (c: number) => {
    const opciones = COMENTARIOS[c] ?? [null];
    return opciones[Math.floor(rnd() * opciones.length)] ?? null;
  };
  const pedidos: PedidoDemo[] = [];
  const venta = (
    t: TiendaSembrada,
    clave: string,
    comprador: DemoComprador,
    lineas: { p: ProductoSembrado; cantidad: number }[],
    creadaEn: Date,
    completadaEn: Date,
    metodoPago: MetodoPago,
  ): VentaCompletadaDemo => {
    const subtotal = lineas.reduce((s, l) => s + l.p.precio * l.cantidad, 0);
    // docs/producto/demo.md#cobros: a transfer-only shop's history is all transfers too.
    const medio: MetodoPago = t.soloTransferencia ? 'TRANSFERENCIA' : metodoPago;
    return {
      compradorUserId: comprador.userId,
      compradorNombre: `${comprador.nombre} ${comprador.apellido}`,
      compradorEmail: comprador.email,
      emprendimientoId: t.emprendimientoId,
      metodoPago: medio,
      ...(medio === 'MERCADO_PAGO'
        ? { comisionMercadoPago: Math.round(subtotal * COMISION_MERCADOPAGO_PORCENTAJE) / 100 }
        : {}),
      subtotal,
      ahorro: 0,
      montoTotal: subtotal,
      comision: Math.round(subtotal * 5) / 100,
      envioGratis: subtotal >= 90_000,
      direccionEnvio: { ...comprador.direccion },
      claveIdempotencia: clave,
      huellaSolicitud: 'demo',
      creadaEn,
      completadaEn,
      items: lineas.map(({ p, cantidad }) => ({
        productoId: p.id,
        nombre: p.nombre,
        precioLista: p.precio,
        precioUnitario: p.precio,
        porcentajeDescuento: 0,
        cantidad,
        subtotal: p.precio * cantidad,
      })),
    };
  };

  for (const [i, t] of tiendas.entries()) {
    // The two demo buyers' orders, with what they wrote.
    const habilitados = t.productos.filter((p) => p.habilitado);
    for (const [n, r] of (RESENAS[i] ?? []).entries()) {
      const comprados = (r.productos.length > 0 ? r.productos.map(([k]) => habilitados[k]) : [habilitados[0]]).filter(
        (p) => p !== undefined,
      );
      if (comprados.length === 0) continue;
      const comprador = DEMO_COMPRADORES[r.comprador]!;
      const creadaEn = new Date(now - r.hace * DAY_MS);
      pedidos.push({
        venta: venta(
          t,
          `demo-resena-${i}-${n}`,
          comprador,
          comprados.map((p) => ({ p, cantidad: 1 })),
          creadaEn,
          new Date(creadaEn.getTime() + 2 * DAY_MS),
          'MERCADO_PAGO',
        ),
        resena: {
          comprador,
          tienda: r.tienda,
          lineas: r.productos.length > 0 ? r.productos.map(([, c, txt]) => [c, txt]) : [null],
          ...(r.respuesta ? { respuesta: r.respuesta } : {}),
        },
      });
    }

    // The other demo buyers' orders: every unit of 'vendidos' in one line of one order.
    const lineas: { p: ProductoSembrado; cantidad: number }[] = [];
    for (const p of t.productos)
      for (let resto = p.vendidos; resto > 0;) {
        const cantidad = Math.min(resto, entre(1, 3));
        lineas.push({ p, cantidad });
        resto -= cantidad;
      }
    for (let k = lineas.length - 1; k > 0; k--) {
      const j = Math.floor(rnd() * (k + 1));
      [lineas[k], lineas[j]] = [lineas[j]!, lineas[k]!];
    }
    for (let n = 0; lineas.length > 0; n++) {
      const tomadas = lineas.splice(0, rnd() < 0.55 ? 1 : rnd() < 0.7 ? 2 : 3);
      // The same product twice in one order is one line.
      const porProducto = new Map<string, { p: ProductoSembrado; cantidad: number }>();
      for (const l of tomadas) {
        const previa = porProducto.get(l.p.id);
        porProducto.set(l.p.id, { p: l.p, cantidad: (previa?.cantidad ?? 0) + l.cantidad });
      }
      const enOrden = [...porProducto.values()];
      // Placed between a day after its newest product was published and two days ago.
      const desde = Math.max(...enOrden.map((l) => l.p.fechaAlta.getTime())) + DAY_MS;
      const hasta = Math.max(desde, now - 2 * DAY_MS);
      const creadaEn = new Date(desde + rnd() * (hasta - desde));
      const completadaEn = new Date(Math.min(now, creadaEn.getTime() + (1 + rnd() * 2) * DAY_MS));
      const comprador = DEMO_COMPRADORES_VENTAS[Math.floor(rnd() * DEMO_COMPRADORES_VENTAS.length)]!;
      const escribe = rnd() < 0.03;
      const tienda = estrellas();
      pedidos.push({
        venta: venta(
          t,
          `demo-venta-${i}-${n}`,
          comprador,
          enOrden,
          creadaEn,
          completadaEn,
          rnd() < 0.75 ? 'MERCADO_PAGO' : 'TRANSFERENCIA',
        ),
        ...(escribe
          ? {
              resena: {
                comprador,
                tienda: [tienda, comentario(tienda)] as [number, string | null],
                lineas: enOrden.map(({ p }) => {
                  const c = estrellas();
                  return p.habilitado ? ([c, comentario(c)] as [number, string | null]) : null;
                }),
              },
            }
          : {}),
      });
    }
    // No product sold CON_RESENA times or more without a word from its buyers: its last order's review.
    const resenados = new Set(
      pedidos.flatMap(({ venta, resena }) =>
        venta.emprendimientoId === t.emprendimientoId && resena
          ? venta.items.filter((_, j) => resena.lineas[j]).map((i) => i.productoId)
          : [],
      ),
    );
    for (const p of t.productos) {
      if (!p.habilitado || p.vendidos < CON_RESENA || resenados.has(p.id)) continue;
      const pedido = pedidos.findLast((x) => !x.resena && x.venta.items.some((i) => i.productoId === p.id));
      if (!pedido) continue;
      const comprador = DEMO_COMPRADORES_VENTAS.find((c) => c.userId === pedido.venta.compradorUserId)!;
      const tienda = estrellas();
      pedido.resena = {
        comprador,
        tienda: [tienda, comentario(tienda)],
        lineas: pedido.venta.items.map((i) => {
          const linea = t.productos.find((x) => x.id === i.productoId)!;
          const c = estrellas();
          if (linea.habilitado) resenados.add(linea.id);
          return linea.habilitado ? [c, comentario(c)] : null;
        }),
      };
    }
  }
  return pedidos.sort((a, b) => a.venta.creadaEn.getTime() - b.venta.creadaEn.getTime());
}
