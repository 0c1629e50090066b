import { useSearchParams } from 'react-router';
import { diasDelPeriodo, FINANZAS_DIAS_MAX, MENSAJES_FINANZAS } from '@feria/contracts';

// A period of Argentine days for the money screens (the seller's 'Liquidaciones', the admin's
// 'Finanzas': docs/producto/pagos.md#liquidaciones, #finanzas), kept in the URL so it can be shared
// and survives a reload; the bounds and their texts are the server's own.

/** Argentine days `YYYY-MM-DD`, both included. */
export interface Periodo {
  desde: string;
  hasta: string;
}

const DIA = /^\d{4}-\d{2}-\d{2}$/;

/** Today in Argentina (UTC−3, no daylight saving), whatever the browser's zone. */
export const hoyArgentino = (ahora = new Date()) =>
  new Date(ahora.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

/** This month so far: the server's default too. */
export function esteMes(ahora = new Date()): Periodo {
  const hasta = hoyArgentino(ahora);
  return { desde: `${hasta.slice(0, 8)}01`, hasta };
}

/** The whole previous month. */
export function mesPasado(ahora = new Date()): Periodo {
  const primeroDeEste = new Date(`${esteMes(ahora).desde}T00:00:00Z`);
  const ultimo = new Date(primeroDeEste.getTime() - 86_400_000).toISOString().slice(0, 10);
  return { desde: `${ultimo.slice(0, 8)}01`, hasta: ultimo };
}

/** The period of the URL (`?desde&hasta`), each date only if well formed. */
export function periodoDeUrl(params: URLSearchParams): Partial<Periodo> {
  const valor = (k: string) => {
    const v = params.get(k);
    return v && DIA.test(v) ? v : undefined;
  };
  return { desde: valor('desde'), hasta: valor('hasta') };
}

/** What is wrong with a period before asking for it, with the server's own texts; undefined when it can be asked. */
export function problemaDelPeriodo(p: Partial<Periodo>): string | undefined {
  if (!p.desde || !p.hasta) return undefined;
  if (p.hasta < p.desde) return MENSAJES_FINANZAS.periodoInvertido;
  if (diasDelPeriodo(p.desde, p.hasta) > FINANZAS_DIAS_MAX) return MENSAJES_FINANZAS.periodoLargo;
  return undefined;
}

/**
 * The period of the page's URL, what is wrong with it, and how to change it (replacing the history
 * entry: going back leaves the screen instead of stepping through dates).
 */
export function usePeriodoDeUrl() {
  const [params, setParams] = useSearchParams();
  const pedido = periodoDeUrl(params);
  const cambiar = (p: Partial<Periodo>) => {
    const sig = new URLSearchParams();
    if (p.desde) sig.set('desde', p.desde);
    if (p.hasta) sig.set('hasta', p.hasta);
    setParams(sig, { replace: true });
  };
  return { pedido, problema: problemaDelPeriodo(pedido), cambiar };
}
