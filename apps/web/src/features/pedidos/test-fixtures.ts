// Test-only data for the orders pages: never imported by app code.
import type { Venta, VentaResumen } from '@feria/contracts';
import { ventaFixture } from '../../components/ui/venta/test-fixtures';

// The order itself and its parts are shared with the seller's screens.
export * from '../../components/ui/venta/test-fixtures';

export const API = '/api/comprador/v1/ventas';

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

/** The list's line of `ventaFixture()`: the same order, summarised. */
export function resumenFixture(over: Partial<VentaResumen> = {}): VentaResumen {
  const { id, numero, estado, fechaCreacion, emprendimientoId, emprendimientoNombre, compradorNombre, montoTotal } =
    ventaFixture();
  return {
    id,
    numero,
    estado,
    fechaCreacion,
    emprendimientoId,
    emprendimientoNombre,
    compradorNombre,
    montoTotal,
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
