import type {
  ActorVenta,
  DevolucionVenta,
  EstadoPago,
  EstadoPagoRecibido,
  EstadoVenta,
  MetodoPago,
  Venta,
  VentaResumen,
} from '@feria/contracts';
import type { Database } from '../../db/client';
import { datosParaVenta } from '../emprendimientos/emprendimientos.queries';
import {
  pagosDeVentas,
  pagosRecibidosDeVentas,
  reembolsosDeVentas,
  type Pago,
  type PagoRecibido,
  type Reembolso,
} from '../pagos/pagos.queries';
import { devolucionesDeVentas } from './devoluciones.queries';
import { eventosDe, itemsDe, type FilaEvento, type FilaItem, type FilaVenta } from './ventas.queries';

// Stored rows → the order as the buyer and the seller see it (contracts `venta`).

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function nombresDeEmprendimientos(db: Database, ids: readonly string[]) {
  const unicos = [...new Set(ids)];
  const datos = await Promise.all(unicos.map(async (id) => [id, await datosParaVenta(db, id)] as const));
  return new Map(datos);
}

export async function vistasDeVentas(db: Database, filas: readonly FilaVenta[]): Promise<Venta[]> {
  const ids = filas.map((f) => f.id);
  const [items, eventos, pagos, tiendas, reembolsos, recibidos, devoluciones] = await Promise.all([
    itemsDe(db, ids),
    eventosDe(db, ids),
    pagosDeVentas(db, ids),
    nombresDeEmprendimientos(
      db,
      filas.map((f) => f.emprendimientoId),
    ),
    reembolsosDeVentas(db, ids),
    pagosRecibidosDeVentas(db, ids),
    devolucionesDeVentas(db, ids),
  ]);
  return filas.map((f) =>
    armar(
      f,
      items,
      eventos,
      pagos.get(f.id)!,
      tiendas.get(f.emprendimientoId),
      reembolsos.get(f.id),
      recibidos.get(f.id) ?? [],
      devoluciones.get(f.id),
    ),
  );
}

/** A new order's view from what its transaction wrote (no second read). */
export function vistaDeVentaNueva(
  f: FilaVenta,
  items: readonly FilaItem[],
  eventos: readonly Pick<FilaEvento, 'tipo' | 'estado' | 'detalle'>[],
  pago: Pago,
  tienda: Awaited<ReturnType<typeof datosParaVenta>>,
): Venta {
  return armar(
    f,
    items,
    eventos.map((e) => ({ ...e, ventaId: f.id, fecha: f.creadaEn, estadoAnterior: null, actor: 'comprador' })),
    pago,
    tienda,
    undefined,
    [],
    undefined,
  );
}

type TipoPromo = 'PORCENTAJE' | 'VALOR_FIJO';

/** The copy of a discount or coupon an order keeps (jsonb), as the contracts show it. */
function instantanea(
  j: Record<string, unknown> | null | undefined,
): { tipo: TipoPromo; valor: number; descripcion: string | null } | null {
  if (!j) return null;
  return {
    tipo: j['tipo'] === 'VALOR_FIJO' ? 'VALOR_FIJO' : 'PORCENTAJE',
    valor: Number(j['valor']),
    descripcion: typeof j['descripcion'] === 'string' ? j['descripcion'] : null,
  };
}

function armar(
  f: FilaVenta,
  items: readonly FilaItem[],
  eventos: readonly Pick<
    FilaEvento,
    'ventaId' | 'tipo' | 'estado' | 'detalle' | 'fecha' | 'estadoAnterior' | 'actor'
  >[],
  pago: Pago,
  tienda: Awaited<ReturnType<typeof datosParaVenta>>,
  reembolso: Reembolso | undefined,
  recibidos: readonly PagoRecibido[],
  devolucion: DevolucionVenta | undefined,
): Venta {
  return {
    id: f.id,
    numero: f.numero,
    estado: f.estado as EstadoVenta,
    fechaCreacion: f.creadaEn.toISOString(),
    emprendimientoId: f.emprendimientoId,
    emprendimientoNombre: tienda?.nombre ?? 'Emprendimiento sin nombre',
    compradorNombre: f.compradorNombre,
    items: items
      .filter((i) => i.ventaId === f.id)
      .map((i) => ({
        idProducto: i.productoId,
        nombre: i.nombre,
        idVariante: i.varianteId,
        variante: i.variante,
        precioUnitario: i.precioUnitario,
        precioLista: i.precioLista,
        porcentajeDescuento: i.porcentajeDescuento,
        descuento: instantanea(i.descuento),
        cantidad: i.cantidad,
        subtotal: i.subtotal,
      })),
    subtotal: f.subtotal,
    ahorro: f.ahorro,
    descuentoCupon: f.descuentoCupon,
    cupon: f.cupon
      ? {
          ...(instantanea(f.cupon) as NonNullable<ReturnType<typeof instantanea>>),
          codigoCupon: String(f.cupon['codigoCupon']),
        }
      : null,
    envioGratis: f.envioGratis,
    montoEnvio: f.montoEnvio,
    montoTotal: f.montoTotal,
    direccionEnvio: f.direccionEnvio as Venta['direccionEnvio'],
    envio: (f.envio as Venta['envio']) ?? null,
    seguimiento: (f.seguimiento as Venta['seguimiento']) ?? null,
    devolucion: devolucion ?? null,
    pago: vistaPago(f, pago, tienda, recibidos),
    reservaHasta: iso(f.reservaHasta),
    motivoCancelacion: f.motivoCancelacion,
    historial: eventos
      .filter((e) => e.ventaId === f.id)
      .map((e) => ({
        fecha: e.fecha.toISOString(),
        tipo: e.tipo as 'estado' | 'pago',
        estado: e.estado,
        estadoAnterior: e.estadoAnterior,
        actor: e.actor as ActorVenta,
        detalle: e.detalle,
      })),
    reembolso: reembolso
      ? {
          estado: reembolso.estado as 'pendiente' | 'hecho' | 'fallido',
          monto: reembolso.monto,
          nota: reembolso.nota,
          fecha: reembolso.creadoEn.toISOString(),
        }
      : null,
  };
}

function vistaPago(
  f: FilaVenta,
  pago: Pago,
  tienda: Awaited<ReturnType<typeof datosParaVenta>>,
  recibidos: readonly PagoRecibido[],
): Venta['pago'] {
  const base = {
    metodo: pago.metodo,
    estado: pago.estado,
    ...(pago.metodo === 'MERCADO_PAGO'
      ? {
          historial: recibidos.map((r) => ({
            id: r.pagoProveedorId,
            estado: r.estado as EstadoPagoRecibido,
            monto: r.monto,
            motivo: r.motivo,
            fecha: r.actualizadoEn.toISOString(),
          })),
        }
      : {}),
  };
  if (pago.metodo === 'MERCADO_PAGO') {
    // The payment link only while paying is still possible.
    return pago.estado === 'pendiente' && pago.urlPago ? { ...base, urlPago: pago.urlPago } : base;
  }
  return {
    ...base,
    transferencia: {
      titular: tienda?.titular ?? '',
      cuit: tienda?.cuit ?? '',
      cbu: tienda?.cbu ?? '',
      alias: tienda?.alias ?? '',
      monto: f.montoTotal,
      concepto: `Pedido ${f.numero}`,
      comprobanteSubido: pago.comprobante !== null,
      motivoRechazo: pago.motivoRechazo,
    },
  };
}

export async function resumenesDeVentas(db: Database, filas: readonly FilaVenta[]): Promise<VentaResumen[]> {
  const ids = filas.map((f) => f.id);
  const [items, pagos, tiendas] = await Promise.all([
    itemsDe(db, ids),
    pagosDeVentas(db, ids),
    nombresDeEmprendimientos(
      db,
      filas.map((f) => f.emprendimientoId),
    ),
  ]);
  return filas.map((f) => ({
    id: f.id,
    numero: f.numero,
    estado: f.estado as EstadoVenta,
    fechaCreacion: f.creadaEn.toISOString(),
    emprendimientoId: f.emprendimientoId,
    emprendimientoNombre: tiendas.get(f.emprendimientoId)?.nombre ?? 'Emprendimiento sin nombre',
    compradorNombre: f.compradorNombre,
    montoTotal: f.montoTotal,
    pagoEstado: (pagos.get(f.id)?.estado ?? 'pendiente') as EstadoPago,
    metodoPago: f.metodoPago as MetodoPago,
    cantidadProductos: items.filter((i) => i.ventaId === f.id).reduce((t, i) => t + i.cantidad, 0),
  }));
}
