import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QUERY_TIMINGS, enviosPublicosApi, referenciasApi } from '@feria/contracts';
import { consulta } from '../../../lib/api-endpoint';

// docs/producto/envios-pantallas.md#provincia: the province a visitor chose ('¿Dónde lo recibís?')
// stays in this browser; the checkout writes there the province of the address the buyer picks.

const CLAVE = 'feria.provinciaEnvio';
const EVENTO = 'feria:provincia-envio';

function leer(): number | null {
  try {
    const n = Number(window.localStorage.getItem(CLAVE));
    return Number.isInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

export function guardarProvinciaEnvio(idProvincia: number | null) {
  try {
    if (idProvincia === null) window.localStorage.removeItem(CLAVE);
    else window.localStorage.setItem(CLAVE, String(idProvincia));
  } catch {
    // A browser that keeps nothing still shows the line for this visit.
  }
  window.dispatchEvent(new Event(EVENTO));
}

function suscribir(avisar: () => void) {
  window.addEventListener(EVENTO, avisar);
  window.addEventListener('storage', avisar);
  return () => {
    window.removeEventListener(EVENTO, avisar);
    window.removeEventListener('storage', avisar);
  };
}

/** The chosen province; null on the server's paint and until one is chosen (no hydration mismatch). */
export function useProvinciaEnvio(): number | null {
  return useSyncExternalStore(suscribir, leer, () => null);
}

export function useProvinciasEnvio() {
  return useQuery({ ...consulta(referenciasApi.provincias, {}), staleTime: Infinity });
}

/** docs/producto/envios.md#lectura-publica: the shop's methods that reach a province (public, cached). */
export function useEnviosDeTienda(idEmprendimiento: string | undefined, idProvincia: number | null | undefined) {
  return useQuery({
    ...consulta(enviosPublicosApi.obtener, {
      params: { idEmprendimiento: idEmprendimiento ?? '' },
      query: { idProvincia: idProvincia ?? undefined },
    }),
    enabled: Boolean(idEmprendimiento) && typeof idProvincia === 'number',
    staleTime: QUERY_TIMINGS.productsStaleMs,
  });
}
