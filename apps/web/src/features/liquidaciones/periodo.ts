import { diasDelPeriodo, FINANZAS_DIAS_MAX, MENSAJES_FINANZAS } from '@feria/contracts';

/** Argentine days `YYYY-MM-DD`, both included (docs/producto/pagos.md#liquidaciones). */
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

/** A file-name part from the shop's name, as the server writes it: 'Mate & Luna' → 'mate-luna'. */
export const slugArchivo = (nombre: string): string =>
  nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'emprendimiento';
