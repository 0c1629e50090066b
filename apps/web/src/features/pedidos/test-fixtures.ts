// Test-only data for the orders pages: never imported by app code.
import type { Venta, VentaResumen } from '@feria/contracts';

export const VENTA_ID = '3f1e2d3c-4b5a-4968-8776-655443322110';
export const EMP_ID = '11111111-1111-4111-8111-111111111111';
export const API = '/api/comprador/v1/ventas';

export function ventaFixture(over: Partial<Venta> = {}): Venta {
  return {
    id: VENTA_ID,
    numero: 1042,
    estado: 'pendiente',
    fechaCreacion: '2026-03-05T14:30:00.000Z',
    emprendimientoId: EMP_ID,
    emprendimientoNombre: 'Mates del Sur',
    compradorNombre: 'Lucía Gómez',
    items: [
      {
        idProducto: 'aaaaaaaa-0000-4000-8000-000000000001',
        nombre: 'Mate de calabaza',
        precioUnitario: 8000,
        precioLista: 10000,
        porcentajeDescuento: 20,
        cantidad: 2,
        subtotal: 16000,
      },
      {
        idProducto: 'aaaaaaaa-0000-4000-8000-000000000002',
        nombre: 'Bombilla de alpaca',
        precioUnitario: 4500,
        precioLista: 4500,
        porcentajeDescuento: 0,
        cantidad: 1,
        subtotal: 4500,
      },
    ],
    subtotal: 24500,
    ahorro: 4000,
    descuentoCupon: 0,
    cupon: null,
    envioGratis: false,
    montoEnvio: 0,
    envio: null,
    montoTotal: 20500,
    direccionEnvio: {
      calle: 'Av. Colón',
      numero: '1234',
      pisoDepto: '3B',
      ciudad: 'Córdoba',
      idProvincia: 6,
      codigoPostal: '5000',
      provincia: 'Córdoba',
    },
    pago: { metodo: 'MERCADO_PAGO', estado: 'pendiente', urlPago: 'https://sandbox.example/checkout?pref=1' },
    reservaHasta: '2026-03-05T15:00:00.000Z',
    motivoCancelacion: null,
    historial: [{ fecha: '2026-03-05T14:30:00.000Z', tipo: 'estado', estado: 'pendiente', detalle: 'Pedido creado' }],
    ...over,
  };
}

export function transferenciaFixture(
  over: Partial<NonNullable<Venta['pago']['transferencia']>> = {},
  pago: Partial<Venta['pago']> = {},
): Venta {
  return ventaFixture({
    pago: {
      metodo: 'TRANSFERENCIA',
      estado: 'pendiente',
      transferencia: {
        titular: 'Martín Pérez',
        cuit: '20-12345678-6',
        cbu: '2850590940090418135201',
        alias: 'mates.del.sur',
        monto: 20500,
        concepto: 'Pedido 1042',
        comprobanteSubido: false,
        motivoRechazo: null,
        ...over,
      },
      ...pago,
    },
  });
}

export function resumenFixture(over: Partial<VentaResumen> = {}): VentaResumen {
  return {
    id: VENTA_ID,
    numero: 1042,
    estado: 'pendiente',
    fechaCreacion: '2026-03-05T14:30:00.000Z',
    emprendimientoId: EMP_ID,
    emprendimientoNombre: 'Mates del Sur',
    compradorNombre: 'Lucía Gómez',
    montoTotal: 20500,
    pagoEstado: 'pendiente',
    metodoPago: 'MERCADO_PAGO',
    cantidadProductos: 3,
    ...over,
  };
}

export const pagina = (content: VentaResumen[], { number = 0, totalPages = 1 } = {}) => ({
  content,
  totalElements: content.length,
  totalPages,
  number,
  size: 10,
});
