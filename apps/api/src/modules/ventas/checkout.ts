import { createHash } from 'node:crypto';
import {
  calcularPrecio,
  normalizarCodigoCupon,
  MENSAJES_VENTA,
  PLATFORM_COMMISSION,
  hasFreeShipping,
  MONTO_MAX_POR_VENTA,
  type CodigoError,
  type Venta,
  type VentaInputParsed,
} from '@feria/contracts';
import type { Database } from '../../db/client';
import { errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import { perfilParaVenta } from '../compradores/compradores.queries';
import { datosParaVenta } from '../emprendimientos/emprendimientos.queries';
import { tieneMetodosVivos } from '../envios/envios.queries';
import { cobradorParaVenta, type Cobrador } from '../pagos/cobrador';
import { crearPago } from '../pagos/pagos.queries';
import { reservarStock, type ProductoParaVenta, type VarianteParaVenta } from '../productos/productos.queries';
import { nombreProvincia } from '../referencias/referencias.queries';
import { emitir } from '../eventos/eventos';
import { encolar } from '../trabajos/trabajos';
import { cuponParaCompra, instantaneaCupon, tomarCupon, type CuponAplicable } from '../promociones/cupon-venta';
import { nombreConVariante, validarCarrito, varianteDeLinea, type Carrito } from './checkout-carrito';
import { direccionDeEnvio, direccionElegida, envioDelPedido, type EnvioDelPedido } from './envio-pedido';
import { anularSinLinkDePago } from './cierre';
import type { Comercio } from './comercio';
import { asegurarPreferencia } from './pago-mercadopago';
import {
  insertarItems,
  insertarVenta,
  registrarEvento,
  ventaPorClave,
  filasVentas,
  filtros,
  type FilaVenta,
} from './ventas.queries';
import { vistaDeVentaNueva, vistasDeVentas } from './venta-vista';
import { TRABAJO_VENCER } from './vencimiento';

// docs/producto/api.md#ventas POST ventas: the buyer says what to buy; the server decides prices, discounts, totals
// and the commission from the database, reserves the stock and creates the payment, all in ONE
// transaction. The same Idempotency-Key (per buyer) answers the same order, also when retries
// arrive at once: the unique (buyer, key) index lets exactly one insert through.

const conDetalle = (codigo: CodigoError, detalle: string) => errorDe(codigo, { detalle });

/** The request as it matters for idempotency: what is bought, how, where (order of lines ignored). */
function huella(input: VentaInputParsed): string {
  const canonica = {
    e: input.emprendimientoId,
    i: [...input.items]
      .map((i) => [i.idProducto, i.cantidad, ...(i.idVariante ? [i.idVariante] : [])] as const)
      .sort((a, b) => `${a[0]}${a[2] ?? ''}`.localeCompare(`${b[0]}${b[2] ?? ''}`)),
    m: input.metodoPago,
    d: input.direccionEnvio ?? null,
    c: input.codigoCupon ? normalizarCodigoCupon(input.codigoCupon) : null,
    // Only when present, so an order without delivery keeps the fingerprint it always had.
    ...(input.envio ? { v: [input.envio.idMetodo, input.envio.idDireccion ?? null] } : {}),
  };
  return createHash('sha256').update(JSON.stringify(canonica)).digest('hex');
}

/** A rollback that means "another request with this key got there first". */
class ClaveYaUsada extends Error {}

/** `origen`: the origin the buyer placed the order from (where Mercado Pago sends them back when no PUBLIC_URL is set). */
export async function crearVenta(
  ctx: UserContext,
  comercio: Comercio,
  clave: string,
  input: VentaInputParsed,
  origen?: string,
): Promise<Venta> {
  const firma = huella(input);
  const previa = await ventaPorClave(ctx.db, ctx.usuario.sub, clave);
  if (previa) return repetida(ctx, comercio, previa, firma, origen);
  const codigoCupon = input.codigoCupon ? normalizarCodigoCupon(input.codigoCupon) : null;

  const [perfil, tienda] = await Promise.all([
    perfilParaVenta(ctx.db, ctx.usuario.sub),
    datosParaVenta(ctx.db, input.emprendimientoId),
  ]);
  if (!perfil) throw errorDe('PERFIL_NO_ENCONTRADO');
  // docs/producto/envios.md#costo-en-el-pedido: a saved address chosen for delivery is the order's address.
  const guardada = await direccionElegida(ctx.db, perfil.id, input.envio);
  const direccion = (guardada && direccionDeEnvio(guardada)) ??
    input.direccionEnvio ?? {
      calle: perfil.calle,
      numero: perfil.numero,
      pisoDepto: perfil.pisoDepto,
      ciudad: perfil.ciudad,
      idProvincia: perfil.provinciaId,
      codigoPostal: perfil.codigoPostal,
    };
  const provincia = await nombreProvincia(ctx.db, direccion.idProvincia);
  if (!provincia) throw errorDe('PROVINCIA_INVALIDA');
  if (!tienda || tienda.estado !== 'Activo') throw errorDe('EMPRENDIMIENTO_NO_DISPONIBLE');
  if (input.metodoPago === 'TRANSFERENCIA' && !(tienda.cbu && tienda.titular))
    throw errorDe('EMPRENDIMIENTO_NO_DISPONIBLE');

  let nueva: Venta;
  try {
    // docs/producto/pagos.md#medios-de-pago: every step reads the database inside one transaction.
    nueva = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const ahora = new Date();
      // docs/producto/envios.md#sin-metodos: a shop that has not said how it delivers cannot sell yet.
      if (!(await tieneMetodosVivos(db, input.emprendimientoId))) throw errorDe('TIENDA_SIN_ENVIOS');
      const cobrador = await cobradorDelPedido(db, comercio, input, tienda.nombre, ahora);
      const carrito = await validarCarrito(db, input);
      const precio = await conEnvio(
        db,
        input,
        guardada,
        await precioDesdeLaBase(db, ctx, input, carrito, codigoCupon, ahora),
      );
      const reservaHasta = new Date(
        ahora.getTime() +
          (input.metodoPago === 'MERCADO_PAGO' ? comercio.reservaMercadoPagoMs : comercio.reservaTransferenciaMs),
      );
      const fila = await registrarVenta(
        db,
        ctx,
        input,
        perfil,
        direccion,
        provincia,
        precio,
        clave,
        firma,
        reservaHasta,
      );
      await reservarStockDelPedido(db, input, carrito);
      if (precio.cupon) await tomarCupon(db, precio.cupon, fila.id, ctx.usuario.sub);
      const { items, evento } = await registrarLineasYEventos(db, ctx, input, fila.id, precio, reservaHasta);
      const cobradorMpUserId = cobrador?.tipo === 'emprendimiento' ? cobrador.mpUserId : null;
      await crearPago(db, fila.id, input.metodoPago, cobradorMpUserId);
      const pago = {
        ventaId: fila.id,
        metodo: input.metodoPago,
        estado: 'pendiente',
        preferenciaId: null,
        urlPago: null,
        pagoProveedorId: null,
        comprobante: null,
        comprobanteTipo: null,
        motivoRechazo: null,
        cobradorMpUserId,
      } as const;
      return vistaDeVentaNueva(fila, items, [evento], pago, tienda);
    });
  } catch (e) {
    if (!(e instanceof ClaveYaUsada)) throw e;
    const ganadora = await ventaPorClave(ctx.db, ctx.usuario.sub, clave);
    if (!ganadora) throw e;
    return repetida(ctx, comercio, ganadora, firma, origen);
  }
  if (nueva.pago.metodo !== 'MERCADO_PAGO') return nueva;
  return conPagoIniciado(ctx, comercio, nueva.id, origen);
}

type Perfil = NonNullable<Awaited<ReturnType<typeof perfilParaVenta>>>;
type Direccion = NonNullable<VentaInputParsed['direccionEnvio']>;

/**
 * Step 0, who collects a Mercado Pago order (docs/producto/pagos.md#medios-de-pago): the shop's own
 * account; a shop without one takes only transfers (422 naming it, before anything is written).
 */
async function cobradorDelPedido(
  db: Database,
  comercio: Comercio,
  input: VentaInputParsed,
  nombreTienda: string,
  ahora: Date,
): Promise<Cobrador | undefined> {
  if (input.metodoPago !== 'MERCADO_PAGO') return undefined;
  const cobrador = await cobradorParaVenta(db, comercio.cuentas, input.emprendimientoId, ahora);
  if (!cobrador) throw conDetalle('MERCADO_PAGO_NO_CONECTADO', MENSAJES_VENTA.noCobraMercadoPago(nombreTienda));
  return cobrador;
}

interface Precio {
  lineas: {
    producto: ProductoParaVenta;
    variante: VarianteParaVenta | null;
    cantidad: number;
    precio: ReturnType<typeof calcularPrecio>;
  }[];
  subtotal: number;
  conDescuentos: number;
  cupon: CuponAplicable | null;
  /** The products after discounts and coupon: what the commission is on (decision 087). */
  total: number;
}

type PrecioConEnvio = Precio & { envio: EnvioDelPedido };

/** Step 2b, delivery (docs/producto/envios.md#costo-en-el-pedido): its cost joins the order's amount. */
async function conEnvio(
  db: Database,
  input: VentaInputParsed,
  guardada: Parameters<typeof envioDelPedido>[3],
  precio: Precio,
): Promise<PrecioConEnvio> {
  const envio = await envioDelPedido(db, input.emprendimientoId, input.envio, guardada, precio);
  if (precio.total + envio.monto > MONTO_MAX_POR_VENTA) throw errorDe('MONTO_FUERA_DE_RANGO');
  return { ...precio, envio };
}

/**
 * Step 2, price from the database: each line's price and discount now, the coupon checked again
 * with the server's totals (an order it cannot apply to is refused, 404/409/422, and reserves
 * nothing, so the buyer decides), and the amounts no order may have.
 */
async function precioDesdeLaBase(
  db: Database,
  ctx: UserContext,
  input: VentaInputParsed,
  carrito: Carrito,
  codigoCupon: string | null,
  ahora: Date,
): Promise<Precio> {
  const lineas = input.items.map((item, n) => {
    const p = carrito.get(item.idProducto)!;
    const variante = varianteDeLinea(p, item, n);
    return {
      producto: p,
      variante,
      cantidad: item.cantidad,
      // docs/producto/variantes.md#precio: a variant's own price replaces the product's; discounts as for the product.
      precio: calcularPrecio({ precio: variante?.precio ?? p.precio, descuento: p.descuento }, ahora),
    };
  });
  const subtotal = lineas.reduce((t, l) => t + l.precio.lista * l.cantidad, 0);
  const conDescuentos = lineas.reduce((t, l) => t + l.precio.final * l.cantidad, 0);
  const cupon = codigoCupon
    ? await cuponParaCompra(db, {
        codigo: codigoCupon,
        emprendimientoId: input.emprendimientoId,
        compradorUserId: ctx.usuario.sub,
        montoTotal: conDescuentos,
        cantidadProductos: input.items.reduce((t, i) => t + i.cantidad, 0),
      })
    : null;
  const total = conDescuentos - (cupon?.montoDescuento ?? 0);
  // Refused before anything is written or reserved: amounts beyond the columns' range, and a
  // $ 0 order Mercado Pago cannot charge (its link would never exist; the stock would wait for nothing).
  if (subtotal > MONTO_MAX_POR_VENTA) throw errorDe('MONTO_FUERA_DE_RANGO');
  if (input.metodoPago === 'MERCADO_PAGO' && total <= 0) throw errorDe('PAGO_MONTO_CERO');
  return { lineas, subtotal, conDescuentos, cupon, total };
}

/** Step 3, record the order, unless another request with this key got there first. */
async function registrarVenta(
  db: Database,
  ctx: UserContext,
  input: VentaInputParsed,
  perfil: Perfil,
  direccion: Direccion,
  provincia: string,
  precio: PrecioConEnvio,
  clave: string,
  firma: string,
  reservaHasta: Date,
): Promise<FilaVenta> {
  const { subtotal, conDescuentos, cupon, total, envio } = precio;
  const fila = await insertarVenta(db, {
    compradorUserId: ctx.usuario.sub,
    compradorNombre: `${perfil.nombre} ${perfil.apellido}`,
    compradorEmail: perfil.email,
    emprendimientoId: input.emprendimientoId,
    metodoPago: input.metodoPago,
    subtotal,
    ahorro: subtotal - conDescuentos,
    descuentoCupon: cupon?.montoDescuento ?? 0,
    cupon: cupon ? instantaneaCupon(cupon) : null,
    montoTotal: total + envio.monto,
    // Decision 087: the commission is on the products, delivery passes through to the shop.
    comision: Math.round(total * PLATFORM_COMMISSION * 100) / 100,
    // Free shipping on the products' price (a coupon never takes it away, decision 035); with a
    // chosen method, whether its delivery cost was waived (decision 086).
    envioGratis: envio.copia ? envio.gratis : hasFreeShipping(conDescuentos),
    montoEnvio: envio.monto,
    metodoEnvioId: envio.metodoId,
    envio: envio.copia,
    direccionEnvio: { ...direccion, pisoDepto: direccion.pisoDepto ?? null, provincia },
    claveIdempotencia: clave,
    huellaSolicitud: firma,
    reservaHasta,
  });
  if (!fila) throw new ClaveYaUsada();
  return fila;
}

/** Step 4, reserve the stock: every line or none (409 naming the product and what is left). */
async function reservarStockDelPedido(db: Database, input: VentaInputParsed, carrito: Carrito): Promise<void> {
  const faltante = await reservarStock(db, input.items);
  if (faltante) {
    const p = carrito.get(faltante.idProducto)!;
    const nombre = nombreConVariante(p, faltante.idVariante ? (p.variantes.get(faltante.idVariante) ?? null) : null);
    throw conDetalle('STOCK_INSUFICIENTE', MENSAJES_VENTA.sinStock(nombre, faltante.disponible));
  }
}

/**
 * Step 6, the order's lines, its timeline, the reservation's expiry and its event. Live events and
 * mails are reactions to VentaCreada, after commit (docs/producto/eventos.md).
 */
async function registrarLineasYEventos(
  db: Database,
  ctx: UserContext,
  input: VentaInputParsed,
  id: string,
  precio: PrecioConEnvio,
  reservaHasta: Date,
) {
  const items = precio.lineas.map((l, i) => ({
    id: i,
    ventaId: id,
    productoId: l.producto.id,
    nombre: l.producto.nombre,
    varianteId: l.variante?.id ?? null,
    variante: l.variante?.texto ?? null,
    precioLista: l.precio.lista,
    precioUnitario: l.precio.final,
    porcentajeDescuento: l.precio.porcentaje,
    descuento: l.producto.instantaneaDescuento,
    cantidad: l.cantidad,
    subtotal: l.precio.final * l.cantidad,
  }));
  await insertarItems(
    db,
    items.map(({ id: _orden, ...item }) => item),
  );
  const evento = { tipo: 'estado' as const, estado: 'pendiente', detalle: 'Pedido creado' };
  await registrarEvento(db, id, evento.tipo, evento.estado, evento.detalle, {
    actor: 'comprador',
    userId: ctx.usuario.sub,
  });
  await encolar(db, TRABAJO_VENCER, { ventaId: id }, { en: reservaHasta, clave: `vencer:${id}` });
  await emitir(db, {
    tipo: 'VentaCreada',
    ventaId: id,
    actor: 'comprador',
    actorUserId: ctx.usuario.sub,
    metodoPago: input.metodoPago,
    montoTotal: precio.total + precio.envio.monto,
    cuponId: precio.cupon?.cupon.id ?? null,
  });
  return { items, evento };
}

async function repetida(
  ctx: UserContext,
  comercio: Comercio,
  previa: { id: string; huellaSolicitud: string },
  firma: string,
  origen?: string,
): Promise<Venta> {
  if (previa.huellaSolicitud !== firma) throw errorDe('IDEMPOTENCY_KEY_REUTILIZADA');
  return conPagoIniciado(ctx, comercio, previa.id, origen);
}

/**
 * Mercado Pago orders get their checkout link (again, idempotently, if a first try failed). When
 * Mercado Pago cannot give one, no order is left behind holding stock: it is cancelled at once
 * (nothing was charged) and its key is freed, so the buyer's retry places it anew.
 */
async function conPagoIniciado(ctx: UserContext, comercio: Comercio, ventaId: string, origen?: string): Promise<Venta> {
  try {
    await asegurarPreferencia(ctx.db, comercio, ventaId, origen);
  } catch (e) {
    await anularSinLinkDePago(ctx.db, ventaId, MENSAJES_VENTA.pagoSinIniciar);
    throw e;
  }
  const [fila] = await filasVentas(ctx.db, filtros.id(ventaId));
  const [venta] = await vistasDeVentas(ctx.db, [fila!]);
  return venta!;
}
