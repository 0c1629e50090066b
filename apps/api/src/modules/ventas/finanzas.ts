import type { CifrasFinanzas, FinanzasAdmin, FinanzasDia, MetodoPago } from '@feria/contracts';

// The admin's finances are the sellers' settlements added up (docs/producto/pagos.md#finanzas), so
// the two screens never disagree: a shop's figures are the sum of its settlement rows and the
// total is the sum of the shops. Pure: the rows come from liquidaciones.queries.ts.

/** What the finances need of one settlement row (docs/producto/pagos.md#liquidaciones). */
export interface FilaParaFinanzas {
  emprendimientoId: string;
  /** When the order was paid; its Argentine day places it in the chart. */
  fecha: string | Date;
  metodoPago: MetodoPago;
  bruto: number;
  comisionMercadoPago: number;
  comisionFeria: number;
  reembolsado: number;
}

const DIA_MS = 86_400_000;
const ARGENTINA_MS = 3 * 3_600_000;

/** The Argentine calendar day (UTC−3, no daylight saving) of an instant, `YYYY-MM-DD`. */
export const diaArgentino = (d: string | Date): string => {
  if (typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d)) return d;
  return new Date(new Date(d).getTime() - ARGENTINA_MS).toISOString().slice(0, 10);
};
export const sumarDias = (dia: string, n: number): string =>
  new Date(Date.parse(`${dia}T00:00:00Z`) + n * DIA_MS).toISOString().slice(0, 10);

/** Sums in cents: a long list of two-decimal amounts never drifts. */
const centavos = (n: number) => Math.round(n * 100);
const pesos = (c: number) => c / 100;

interface Acumulado {
  pedidos: number;
  gmv: number;
  comisionMercadoPago: number;
  comisionCobradaMercadoPago: number;
  comisionAdeudadaTransferencias: number;
  reembolsado: number;
}
const vacio = (): Acumulado => ({
  pedidos: 0,
  gmv: 0,
  comisionMercadoPago: 0,
  comisionCobradaMercadoPago: 0,
  comisionAdeudadaTransferencias: 0,
  reembolsado: 0,
});

function sumar(a: Acumulado, f: FilaParaFinanzas): void {
  a.pedidos += 1;
  a.gmv += centavos(f.bruto);
  a.comisionMercadoPago += centavos(f.comisionMercadoPago);
  a.reembolsado += centavos(f.reembolsado);
  // docs/producto/pagos.md#cobro-dividido: with Mercado Pago, Feria's commission already reached the
  // platform; with a transfer the whole amount went to the shop, which owes the commission.
  if (f.metodoPago === 'TRANSFERENCIA') a.comisionAdeudadaTransferencias += centavos(f.comisionFeria);
  else a.comisionCobradaMercadoPago += centavos(f.comisionFeria);
}

const enPesos = (a: Acumulado): CifrasFinanzas => ({
  pedidos: a.pedidos,
  gmv: pesos(a.gmv),
  comisionMercadoPago: pesos(a.comisionMercadoPago),
  comisionCobradaMercadoPago: pesos(a.comisionCobradaMercadoPago),
  comisionAdeudadaTransferencias: pesos(a.comisionAdeudadaTransferencias),
  reembolsado: pesos(a.reembolsado),
});

/**
 * Per shop (the largest GMV first, then by name), per Argentine day of `desde`..`hasta` (every
 * day, 0 without sales) and in total (the sum of the shops). `nombres` names the shops.
 */
export function agregarFinanzas(
  filas: readonly FilaParaFinanzas[],
  periodo: { desde: string; hasta: string },
  nombres: ReadonlyMap<string, string>,
): FinanzasAdmin {
  const porTienda = new Map<string, Acumulado>();
  const porDia = new Map<string, { gmv: number; comision: number }>();
  for (const f of filas) {
    const tienda = porTienda.get(f.emprendimientoId) ?? vacio();
    porTienda.set(f.emprendimientoId, tienda);
    sumar(tienda, f);
    const dia = diaArgentino(f.fecha);
    const d = porDia.get(dia) ?? { gmv: 0, comision: 0 };
    porDia.set(dia, d);
    d.gmv += centavos(f.bruto);
    d.comision += centavos(f.comisionFeria);
  }

  const total = vacio();
  for (const a of porTienda.values()) for (const k of Object.keys(total) as (keyof Acumulado)[]) total[k] += a[k];

  const emprendimientos = [...porTienda]
    .map(([emprendimientoId, a]) => ({ emprendimientoId, nombre: nombres.get(emprendimientoId) ?? '', ...enPesos(a) }))
    .sort((a, b) => b.gmv - a.gmv || a.nombre.localeCompare(b.nombre, 'es'));

  const serie: FinanzasDia[] = [];
  for (let dia = periodo.desde; dia <= periodo.hasta; dia = sumarDias(dia, 1)) {
    const d = porDia.get(dia);
    serie.push({ fecha: dia, gmv: pesos(d?.gmv ?? 0), comision: pesos(d?.comision ?? 0) });
  }
  return { desde: periodo.desde, hasta: periodo.hasta, totales: enPesos(total), emprendimientos, porDia: serie };
}
