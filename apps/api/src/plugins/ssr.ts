import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { anchoDePintadoPara } from '@feria/contracts';
import type { EstadoInicial, LecturasDePagina } from '../platform/primer-pintado';

// First paint from the server (docs/arquitectura.md#render-en-el-servidor, decision 049): the markup of a public page,
// rendered by the web's own components (apps/web/src/entry-server.tsx, built to dist-ssr/) with the
// very data the page embeds (decision 045), which the same module says how to read (decision 075).
// The browser renders the same page over it when its bundle runs.

type ModuloSsr = LecturasDePagina & {
  renderizarPagina(url: string, estado: EstadoInicial, ancho: number): Promise<string | null>;
};

/**
 * Renders kept per page address, width and data (the same page with the same data renders the same
 * markup), least recently used out first: at most this many and this many bytes (a painted page is
 * 20–180 kB of markup).
 */
const MAX_GUARDADAS = 500;
const MAX_BYTES = 32 * 1024 * 1024;

export interface RenderizadorSsr extends LecturasDePagina {
  /**
   * The page's markup for a screen `ancho` px wide, or null (no module yet, a route that redirects,
   * or a render that failed: the page is sent unrendered).
   */
  renderizar(url: string, estado: EstadoInicial, ancho: number): Promise<string | null>;
}

/**
 * Loads the render module in the background (`cargar`, after the server listens: start-up never
 * waits for it; a page asked for before that starts it too); until it is loaded, or when there is
 * none, pages go out without data and unrendered: the browser reads and renders them.
 */
export function renderizadorSsr(
  archivo: string | undefined,
  log: Pick<FastifyBaseLogger, 'warn'>,
): RenderizadorSsr & { cargar(): Promise<void> } {
  let modulo: ModuloSsr | undefined;
  let carga: Promise<void> | undefined;
  const guardadas = new Map<string, string | null>();
  let bytes = 0;
  const tamano = (html: string | null | undefined) => (html ? html.length * 2 : 0);
  const cargar = () => {
    if (!archivo || !existsSync(archivo)) return Promise.resolve();
    carga ??= import(pathToFileURL(archivo).href).then(
      (m: ModuloSsr) => {
        modulo = m;
      },
      (err: unknown) => log.warn({ err, archivo }, 'render del servidor no disponible: las páginas se envían sin él'),
    );
    return carga;
  };
  return {
    cargar,
    async primerasLecturas(url, leer) {
      if (!modulo) {
        void cargar();
        return null;
      }
      // A module built before pages declared their reads has none to give.
      return typeof modulo.primerasLecturas === 'function' ? modulo.primerasLecturas(url, leer) : null;
    },
    async renderizar(url, estado, ancho) {
      if (!modulo) return null;
      // The data without its timestamps (they change on every request, the markup does not).
      const clave = createHash('sha1')
        .update(`${ancho}\0${url}\0`)
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
        html = await modulo.renderizarPagina(url, estado, ancho);
      } catch (err) {
        log.warn({ err, url }, 'render del servidor: la página se envía sin él');
        return null;
      }
      guardadas.set(clave, html);
      bytes += tamano(html);
      while (guardadas.size > MAX_GUARDADAS || bytes > MAX_BYTES) {
        const [antigua, marcado] = guardadas.entries().next().value!;
        guardadas.delete(antigua);
        bytes -= tamano(marcado);
      }
      return html;
    },
  };
}

/**
 * The screen width to paint a page for (decision 049): the `feria_ancho` cookie the app leaves
 * (public/modo-color.js, the visitor's last screen width) taken to its layout's painted width
 * (ANCHOS_DE_PINTADO); without it a guess from the browser: a phone 360, a tablet 600, else 1280.
 */
export function anchoDePintado(
  cookie: string | undefined,
  userAgent: string | undefined,
  movil: string | undefined,
): number {
  const medido = Number(/(?:^|;\s*)feria_ancho=(\d{2,5})(?:;|$)/.exec(cookie ?? '')?.[1]);
  if (medido > 0) return anchoDePintadoPara(medido);
  const ua = userAgent ?? '';
  if (movil === '?1' || /Mobi|iPhone|iPod/i.test(ua)) return 360;
  if (/iPad|Android|Tablet/i.test(ua)) return 600;
  return 1280;
}
