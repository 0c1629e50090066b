import { useSyncExternalStore } from 'react';

// Whether the live channel (GET /api/v1/eventos) is open right now. While it is, a live event is
// the ONE way an order is refreshed (docs/producto/eventos.md#refresco-en-la-web): the periodic refetches of orders and
// the payment-return polling only run while it is down (never opened, reconnecting, signed out).

let conectado = false;
const oyentes = new Set<() => void>();

export function marcarConexionEnVivo(valor: boolean): void {
  if (valor === conectado) return;
  conectado = valor;
  for (const oyente of oyentes) oyente();
}

export function conexionEnVivoAbierta(): boolean {
  return conectado;
}

function suscribir(oyente: () => void) {
  oyentes.add(oyente);
  return () => void oyentes.delete(oyente);
}

/** True while the live channel is open; components re-render when it opens or drops. */
export function useConexionEnVivo(): boolean {
  return useSyncExternalStore(suscribir, conexionEnVivoAbierta, () => false);
}

/**
 * A query's `refetchInterval` that only ticks while the live channel is down: `cada` ms then,
 * `false` while live events keep the data fresh.
 */
export function useIntervaloSinEnVivo(cada: number | false): number | false {
  return useConexionEnVivo() ? false : cada;
}
