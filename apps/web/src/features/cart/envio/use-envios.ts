import { useMemo, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QUERY_TIMINGS, enviosPublicosApi, referenciasApi } from '@feria/contracts';
import { consulta } from '../../../lib/api-endpoint';

// docs/producto/envios-pantallas.md#provincia: the province a visitor chose ('¿Dónde lo recibís?')
// stays in this browser; the checkout writes there the province of the address the buyer picks.

const CLAVE = 'feria.provinciaEnvio';
const EVENTO = 'feria:provincia-envio';

/** The province as kept: its id and its name (so a returning visitor's line needs no list of provinces). */
export interface ProvinciaEnvio {
  idProvincia: number;
  nombre: string;
}

function leer(): string | null {
  try {
    return window.localStorage.getItem(CLAVE);
  } catch {
    return null;
  }
}

function interpretar(crudo: string | null): ProvinciaEnvio | null {
  if (!crudo) return null;
  try {
    const v = JSON.parse(crudo) as Partial<ProvinciaEnvio>;
    return Number.isInteger(v.idProvincia) && (v.idProvincia ?? 0) > 0 && typeof v.nombre === 'string' && v.nombre
      ? { idProvincia: v.idProvincia!, nombre: v.nombre }
      : null;
  } catch {
    return null;
  }
}

export function guardarProvinciaEnvio(p: ProvinciaEnvio | null) {
  try {
    if (p === null) window.localStorage.removeItem(CLAVE);
    else window.localStorage.setItem(CLAVE, JSON.stringify({ idProvincia: p.idProvincia, nombre: p.nombre }));
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
export function useProvinciaEnvio(): ProvinciaEnvio | null {
  const crudo = useSyncExternalStore(suscribir, leer, () => null);
  return useMemo(() => interpretar(crudo), [crudo]);
}

/** The provinces, read only when the visitor asks to choose one (never among the page's first reads). */
export function useProvinciasEnvio(enabled: boolean) {
  return useQuery({ ...consulta(referenciasApi.provincias, {}), staleTime: Infinity, enabled });
}

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

/**
 * docs/producto/envios.md#sin-metodos: all the shop's methods, without a province. Read only when
 * none reach the visitor's province, to tell a shop that has not said how it delivers from one
 * that does not reach there.
 */
export function useHayEnvios(idEmprendimiento: string | undefined, enabled: boolean) {
  return useQuery({
    ...consulta(enviosPublicosApi.obtener, {
      params: { idEmprendimiento: idEmprendimiento ?? '' },
      query: { idProvincia: undefined },
    }),
    enabled: Boolean(idEmprendimiento) && enabled,
    staleTime: QUERY_TIMINGS.productsStaleMs,
    select: (d) => d.metodos.length > 0,
  });
}
