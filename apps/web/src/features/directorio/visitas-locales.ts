import { TIENDAS_VISITADAS_MAX } from '@feria/contracts';

// docs/producto/entidades.md history of the last 10 visited shops for anonymous visitors: ids in localStorage, newest
// first, no repeats. Storage may be unavailable (private mode, quota): then there is no history.

export const VISITAS_KEY = 'feria_tiendas_visitadas';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function leerVisitasLocales(): string[] {
  try {
    const valor: unknown = JSON.parse(window.localStorage.getItem(VISITAS_KEY) ?? '[]');
    if (!Array.isArray(valor)) return [];
    const ids = valor.filter((v): v is string => typeof v === 'string' && UUID.test(v));
    return [...new Set(ids)].slice(0, TIENDAS_VISITADAS_MAX);
  } catch {
    return [];
  }
}

export function agregarVisitaLocal(id: string): string[] {
  const ids = [id, ...leerVisitasLocales().filter((v) => v !== id)].slice(0, TIENDAS_VISITADAS_MAX);
  try {
    window.localStorage.setItem(VISITAS_KEY, JSON.stringify(ids));
  } catch {
    // Without storage the visit is simply not remembered.
  }
  return ids;
}

export function borrarVisitasLocales(): void {
  try {
    window.localStorage.removeItem(VISITAS_KEY);
  } catch {
    // Nothing to clear.
  }
}
