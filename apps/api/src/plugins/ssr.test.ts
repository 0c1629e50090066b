import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conPrimerPintado, type EstadoInicial } from '../platform/primer-pintado';
import { anchoDePintado, renderizadorSsr } from './ssr';

// Decision 049: the served HTML of a painted public page, and the loader of the web's render module.

const INDEX = `<!doctype html>
<html lang="es-AR">
  <head>
    <script src="/modo-color.js"></script>
    <script type="module" async src="/assets/precarga-A.js"></script>
    <script type="module" crossorigin src="/assets/index-B.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-C.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

const estado = (nombre: string): EstadoInicial => ({
  mutations: [],
  queries: [{ queryKey: ['producto', 'x'], state: { data: { nombre }, dataUpdatedAt: Date.now() } }],
});

describe('the HTML of a painted page', () => {
  it('holds the markup in #root and loads the app after the first frame, its module scripts in order', () => {
    const html = conPrimerPintado(
      INDEX,
      { estado: estado('Mate') },
      { marcado: "<main><h1>Mate $& $' $`</h1></main>", ancho: 360 },
    );
    expect(html).toContain('<div id="root" data-ssr="" data-ancho="360"><main><h1>Mate $& $\' $`</h1></main></div>');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script src="/arranque.js" data-modulos="/assets/precarga-A.js /assets/react-C.js /assets/index-B.js" defer></script>',
    );
    expect(html).toContain('<script src="/modo-color.js"></script>');
    expect(html.indexOf('id="estado-inicial"')).toBeLessThan(html.indexOf('<div id="root"'));
  });

  it('without markup keeps the module scripts as they are', () => {
    const html = conPrimerPintado(INDEX, { estado: estado('Mate') });
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-B.js"></script>');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('arranque.js');
  });
});

describe('the width a page is painted for', () => {
  it("is the painted width of the visitor's last screen's layout; else a guess from the browser", () => {
    expect(anchoDePintado('feria_ancho=390', undefined, undefined)).toBe(360);
    expect(anchoDePintado('feria_ancho=412', undefined, undefined)).toBe(360);
    expect(anchoDePintado('otra=1; feria_ancho=1440', 'iPhone', undefined)).toBe(1280);
    expect(anchoDePintado('feria_ancho=1000', undefined, undefined)).toBe(900);
    expect(anchoDePintado('feria_ancho=820', undefined, undefined)).toBe(600);
    expect(anchoDePintado('feria_ancho=1920', undefined, undefined)).toBe(1536);
    expect(
      anchoDePintado(undefined, 'Mozilla/5.0 (Linux; Android 11; moto g power) Mobile Safari/537.36', undefined),
    ).toBe(360);
    expect(anchoDePintado(undefined, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140', '?1')).toBe(360);
    expect(anchoDePintado(undefined, 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', undefined)).toBe(600);
    expect(anchoDePintado(undefined, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', undefined)).toBe(1280);
    expect(anchoDePintado('feria_ancho=abc', undefined, undefined)).toBe(1280);
  });
});

describe('the render module loader', () => {
  let dir: string;
  const avisos: string[] = [];
  const log = { warn: (...args: unknown[]) => void avisos.push(String(args[1])) };
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'feria-ssr-'));
    // A module with the web's entry's shape: counts its renders, fails for /falla.
    await writeFile(
      path.join(dir, 'entry.mjs'),
      `export let renders = 0;
export async function renderizarPagina(url, estado, ancho) {
  if (url.endsWith('/falla')) throw new Error('boom');
  renders++;
  return '<p>' + estado.queries[0].state.data.nombre + ' ' + ancho + ' ' + renders + '</p>';
}`,
    );
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('renders nothing before the module is loaded or when there is none', async () => {
    expect(
      await renderizadorSsr(path.join(dir, 'entry.mjs'), log).renderizar('https://f/a', estado('Mate'), 360),
    ).toBeNull();
    const sin = renderizadorSsr(path.join(dir, 'no-existe.mjs'), log);
    await sin.cargar();
    expect(await sin.renderizar('https://f/a', estado('Mate'), 360)).toBeNull();
    const apagado = renderizadorSsr(undefined, log);
    await apagado.cargar();
    expect(await apagado.renderizar('https://f/a', estado('Mate'), 360)).toBeNull();
  });

  it("asks the module for a page's first reads with the API's `leer`; none before it is loaded (asking starts the load) or from a module without them", async () => {
    await writeFile(
      path.join(dir, 'lecturas.mjs'),
      `export async function primerasLecturas(url, leer) {
  const data = await leer('/api/x?de=' + new URL(url, 'http://x').pathname);
  return { estado: { mutations: [], queries: [{ queryKey: ['x'], state: { data } }] } };
}
export async function renderizarPagina() { return null; }`,
    );
    const leidas: string[] = [];
    const leer = async (ruta: string) => {
      leidas.push(ruta);
      return { ruta };
    };
    const ssr = renderizadorSsr(path.join(dir, 'lecturas.mjs'), log);
    expect(await ssr.primerasLecturas('/tienda/a', leer)).toBeNull();
    await ssr.cargar();
    expect(await ssr.primerasLecturas('/tienda/a', leer)).toEqual({
      estado: { mutations: [], queries: [{ queryKey: ['x'], state: { data: { ruta: '/api/x?de=/tienda/a' } } }] },
    });
    expect(leidas).toEqual(['/api/x?de=/tienda/a']);
    // A module built before pages declared their reads.
    const viejo = renderizadorSsr(path.join(dir, 'entry.mjs'), log);
    await viejo.cargar();
    expect(await viejo.primerasLecturas('/tienda/a', leer)).toBeNull();
  });

  it('renders a page once per address and data, again when the data changes; a failed render sends the page unrendered', async () => {
    const ssr = renderizadorSsr(path.join(dir, 'entry.mjs'), log);
    await ssr.cargar();
    const primera = await ssr.renderizar('https://f/productos/1', estado('Mate'), 360);
    expect(primera).toMatch(/^<p>Mate 360 \d+<\/p>$/);
    // The same data with another timestamp: the same markup, not rendered again.
    expect(await ssr.renderizar('https://f/productos/1', estado('Mate'), 360)).toBe(primera);
    const otra = await ssr.renderizar('https://f/productos/1', estado('Mate nuevo'), 360);
    expect(otra).toMatch(/^<p>Mate nuevo 360 \d+<\/p>$/);
    expect(await ssr.renderizar('https://f/productos/1', estado('Mate'), 1280)).toMatch(/^<p>Mate 1280 \d+<\/p>$/);
    expect(await ssr.renderizar('https://f/falla', estado('Mate'), 360)).toBeNull();
    expect(avisos).toContain('render del servidor: la página se envía sin él');
  });
});
