import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** The element the server writes a public page's first reads into (apps/api platform/primer-pintado.ts). */
export const ID_ESTADO_INICIAL = 'estado-inicial';

/**
 * Puts the reads the server embedded in the page (decision 045) in the query cache before the
 * first render, so the home, a search, a product, a shop or the directory paints with its data and
 * makes no request for it. Anything unreadable is ignored (the page then fetches as usual).
 */
export function hidratarEstadoInicial(client: QueryClient, doc: Document = document): void {
  const texto = doc.getElementById(ID_ESTADO_INICIAL)?.textContent;
  if (!texto) return;
  try {
    const estado = JSON.parse(texto) as DehydratedState | null;
    if (estado && Array.isArray(estado.queries)) hydrate(client, estado);
  } catch {
    /* a damaged state: the page loads its data itself */
  }
}
