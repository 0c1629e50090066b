import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { EstadoInicial } from './meta-paginas-estado';

// First paint from the server (issue #14, decision 049): the markup of a public page, rendered by
// the web's own components (apps/web/src/entry-server.tsx, built to dist-ssr/) with the very data
// the page embeds (decision 045). The browser renders the same page over it when its bundle runs.

interface ModuloSsr {
  renderizarPagina(url: string, estado: EstadoInicial): Promise<string | null>;
}

/** Renders kept per page address and data: the same page with the same data renders the same markup. */
const MAX_GUARDADAS = 500;

export interface RenderizadorSsr {
  /** The page's markup, or null (no module yet, a route that redirects, or a render that failed: the page is sent unrendered). */
  renderizar(url: string, estado: EstadoInicial): Promise<string | null>;
}

/**
 * Loads the render module in the background (`cargar`, after the server listens: start-up never
 * waits for it); until it is loaded, or when there is none, pages go out unrendered as before.
 */
export function renderizadorSsr(archivo: string | undefined, log: FastifyBaseLogger): RenderizadorSsr & { cargar(): Promise<void> } {
  let modulo: ModuloSsr | undefined;
  let carga: Promise<void> | undefined;
  const guardadas = new Map<string, string | null>();
  return {
    cargar() {
      if (!archivo || !existsSync(archivo)) return Promise.resolve();
      carga ??= import(pathToFileURL(archivo).href).then(
        (m: ModuloSsr) => {
          modulo = m;
        },
        (err: unknown) => log.warn({ err, archivo }, 'render del servidor no disponible: las páginas se envían sin él'),
      );
      return carga;
    },
    async renderizar(url, estado) {
      if (!modulo) return null;
      // The data without its timestamps (they change on every request, the markup does not).
      const clave = createHash('sha1')
        .update(url)
        .update('\0')
        .update(JSON.stringify(estado.queries.map((q) => [q.queryKey, q.state.data])))
        .digest('base64url');
      const guardada = guardadas.get(clave);
      if (guardada !== undefined) {
        guardadas.delete(clave); // most recently used last
        guardadas.set(clave, guardada);
        return guardada;
      }
      let html: string | null;
      try {
        html = await modulo.renderizarPagina(url, estado);
      } catch (err) {
        log.warn({ err, url }, 'render del servidor: la página se envía sin él');
        return null;
      }
      guardadas.set(clave, html);
      if (guardadas.size > MAX_GUARDADAS) guardadas.delete(guardadas.keys().next().value!);
      return html;
    },
  };
}
