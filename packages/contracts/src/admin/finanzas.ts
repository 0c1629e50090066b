import { z } from 'zod';
import { endpoint } from '../endpoints/endpoint';
import { ADMIN_PREFIJO } from './admin.endpoints';

// The platform's finances for the admin (docs/producto/pagos.md#finanzas): the sellers' settlements
// (docs/producto/pagos.md#liquidaciones) added up per shop, per day and in total.

/** The longest period one answer covers: a year, both ends included (a leap year has 366 days). */
export const FINANZAS_DIAS_MAX = 366;

export const MENSAJES_FINANZAS = {
  fechaInvalida: 'Elegí una fecha válida (AAAA-MM-DD)',
  periodoInvertido: 'La fecha «hasta» tiene que ser igual o posterior a «desde»',
  periodoLargo: `Elegí un período de hasta ${FINANZAS_DIAS_MAX} días`,
} as const;

const DIA_MS = 86_400_000;
const dia = z.iso.date({ error: MENSAJES_FINANZAS.fechaInvalida });
/** An empty `?desde=` (a cleared date field) means the default. */
const diaOpcional = z.preprocess((v) => (v === '' ? undefined : v), dia.optional());

/** Days between two `YYYY-MM-DD`, both included. */
export const diasDelPeriodo = (desde: string, hasta: string) =>
  Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / DIA_MS) + 1;

/**
 * Argentine days `YYYY-MM-DD`, both included; missing ends default on the server (this month so
 * far). `formato=csv` answers the same figures as a spreadsheet.
 */
export const finanzasQuery = z
  .object({
    desde: diaOpcional,
    hasta: diaOpcional,
    formato: z.enum(['json', 'csv'], { error: 'Elegí json o csv' }).optional(),
  })
  .superRefine((q, ctx) => {
    if (!q.desde || !q.hasta) return;
    if (q.hasta < q.desde)
      ctx.addIssue({ code: 'custom', path: ['hasta'], message: MENSAJES_FINANZAS.periodoInvertido });
    else if (diasDelPeriodo(q.desde, q.hasta) > FINANZAS_DIAS_MAX)
      ctx.addIssue({ code: 'custom', path: ['hasta'], message: MENSAJES_FINANZAS.periodoLargo });
  });
/** As the server reads it (after parsing). */
export type FinanzasQuery = z.output<typeof finanzasQuery>;

const monto = z.number();
/** One set of figures: a shop's or the platform's total for the period. */
export const cifrasFinanzas = z.object({
  /** Orders that received their payment in the period (the settlement rows). */
  pedidos: z.number().int(),
  /** Gross sales (bruto): the orders' totals. */
  gmv: monto,
  /** Mercado Pago's own fee, informative: the seller pays it, not Feria. */
  comisionMercadoPago: monto,
  /** Feria's commission Mercado Pago already split to the platform (docs/producto/pagos.md#cobro-dividido). */
  comisionCobradaMercadoPago: monto,
  /** Feria's commission on bank transfers: the shop owes it to the platform. */
  comisionAdeudadaTransferencias: monto,
  reembolsado: monto,
});
export type CifrasFinanzas = z.infer<typeof cifrasFinanzas>;

export const finanzasEmprendimiento = cifrasFinanzas.extend({
  emprendimientoId: z.uuid(),
  nombre: z.string(),
});
export type FinanzasEmprendimiento = z.infer<typeof finanzasEmprendimiento>;

export const finanzasDia = z.object({
  fecha: z.iso.date(),
  gmv: monto,
  /** Feria's commission of the day, collected and owed. */
  comision: monto,
});
export type FinanzasDia = z.infer<typeof finanzasDia>;

export const finanzasAdmin = z.object({
  desde: z.iso.date(),
  hasta: z.iso.date(),
  /** The sum of the shops. */
  totales: cifrasFinanzas,
  /** Shops with sales in the period, the largest GMV first. */
  emprendimientos: z.array(finanzasEmprendimiento),
  /** Every Argentine day of the period, days without sales as 0. */
  porDia: z.array(finanzasDia),
});
export type FinanzasAdmin = z.infer<typeof finanzasAdmin>;

export const finanzasAdminApi = {
  obtener: endpoint({
    recurso: 'finanzas-admin',
    metodo: 'GET',
    ruta: `${ADMIN_PREFIJO}/finanzas`,
    query: finanzasQuery,
    respuesta: finanzasAdmin,
    error: 'No pudimos cargar las finanzas',
  }),
};
