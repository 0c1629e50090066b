import { z } from 'zod';
import { endpoint } from '../endpoints/endpoint';
import { uuidParam } from '../common/common.schemas';
import { ESTADOS_VENTA } from './ventas.schemas';
import { VENTAS_VENDEDOR_PREFIJO } from './ventas.endpoints';

// Seller metrics (docs/producto/entidades.md "Seller metrics", docs/producto/precios.md: 5 % commission, success rate = completed / all × 100).

export const PERIODOS_METRICAS = ['7', '30', '90', 'todo'] as const;
export type PeriodoMetricas = (typeof PERIODOS_METRICAS)[number];

export const metricasQuery = z.object({
  periodo: z.enum(PERIODOS_METRICAS, { error: 'Elegí 7, 30 o 90 días, o todo' }).default('30'),
});

const productoTop = z.object({
  idProducto: z.uuid(),
  nombre: z.string(),
  unidades: z.number().int(),
  ingresos: z.number(),
});

export const metricasVendedor = z.object({
  periodo: z.enum(PERIODOS_METRICAS),
  /** Sum of the totals of the paid orders that were not cancelled or refunded. */
  ingresosTotales: z.number(),
  /** The platform's 5 % of those orders (as charged when each was placed). */
  comisionesTotales: z.number(),
  ingresosNetos: z.number(),
  pedidosListos: z.number().int(),
  pedidosCompletados: z.number().int(),
  totalPedidos: z.number().int(),
  /** Completed orders / all orders of the period × 100, one decimal; 0 without orders. */
  tasaExito: z.number(),
  /** One entry per Argentine day of the period (days without sales included, as 0). */
  porDia: z.array(z.object({ fecha: z.iso.date(), ingresos: z.number(), pedidos: z.number().int() })),
  porEstado: z.array(z.object({ estado: z.enum(ESTADOS_VENTA), cantidad: z.number().int() })),
  topProductosUnidades: z.array(productoTop),
  topProductosIngresos: z.array(productoTop),
});
export type MetricasVendedor = z.infer<typeof metricasVendedor>;

export const metricasApi = {
  obtener: endpoint({
    recurso: 'metricas',
    metodo: 'GET',
    ruta: `${VENTAS_VENDEDOR_PREFIJO}/{emprendimientoId}/metricas`,
    params: z.object({ emprendimientoId: uuidParam }),
    query: metricasQuery,
    respuesta: metricasVendedor,
    error: 'Error al obtener estadísticas',
  }),
};
