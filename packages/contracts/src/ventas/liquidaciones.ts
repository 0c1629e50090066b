import { z } from 'zod';
import { endpoint } from '../endpoints/endpoint';
import { EMPRENDIMIENTOS_VENDEDOR_PREFIJO } from '../endpoints/rutas';
import { uuidParam } from '../common/common.schemas';
import { finanzasQuery } from '../admin/finanzas';
import { METODOS_PAGO } from './ventas.schemas';

// The seller's settlements (docs/producto/pagos.md#liquidaciones): one row per order that received
// its payment in the period, with what Mercado Pago and Feria kept and what was given back.

/**
 * The same period as the admin's finances (Argentine days `YYYY-MM-DD`, both included, at most a
 * year, the same texts); missing ends default on the server to this month so far. `formato=csv`
 * answers the same rows as a spreadsheet for Excel in Argentina.
 */
export const liquidacionesQuery = finanzasQuery;
export type LiquidacionesQuery = z.output<typeof liquidacionesQuery>;

const monto = z.number();
const cifras = {
  /** The order's total as charged. */
  bruto: monto,
  /**
   * docs/producto/envios.md#costo-en-el-pedido: of bruto, what the buyer paid for delivery (the
   * shop's, to pay its carrier; Feria's commission is not on it, decision 087).
   */
  envio: monto,
  /** Mercado Pago's own fee on the payment (0 for a transfer). */
  comisionMercadoPago: monto,
  /** Feria's commission: split by Mercado Pago, or owed to the platform for a transfer. */
  comisionFeria: monto,
  /** The money given back to the buyer. */
  reembolsado: monto,
  /** bruto − comisionMercadoPago − comisionFeria − reembolsado. */
  neto: monto,
};

export const filaLiquidacion = z.object({
  idVenta: z.uuid(),
  /** 'Pedido #1042'. */
  numero: z.number().int(),
  /** When the payment was approved (ISO instant): it places the order in the period. */
  fecha: z.iso.datetime({ offset: true }),
  metodoPago: z.enum(METODOS_PAGO),
  ...cifras,
});
export type FilaLiquidacionApi = z.infer<typeof filaLiquidacion>;

export const totalesLiquidacion = z.object(cifras);
export type TotalesLiquidacion = z.infer<typeof totalesLiquidacion>;

export const liquidacion = z.object({
  /** The period answered (after the defaults). */
  desde: z.iso.date(),
  hasta: z.iso.date(),
  /** Oldest payment first. */
  filas: z.array(filaLiquidacion),
  /** The sum of the rows. */
  totales: totalesLiquidacion,
});
export type Liquidacion = z.infer<typeof liquidacion>;

export const liquidacionesApi = {
  obtener: endpoint({
    recurso: 'liquidaciones',
    metodo: 'GET',
    ruta: `${EMPRENDIMIENTOS_VENDEDOR_PREFIJO}/{idEmprendimiento}/liquidaciones`,
    params: z.object({ idEmprendimiento: uuidParam }),
    query: liquidacionesQuery,
    respuesta: liquidacion,
    error: 'No pudimos cargar las liquidaciones',
  }),
};
