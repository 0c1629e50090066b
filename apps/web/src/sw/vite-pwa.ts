// Build time (Node), not the browser: the installable app's part of vite.config.ts
// (docs/producto/app-instalable.md, decision 097). vite-plugin-pwa writes manifest.webmanifest and
// builds src/sw/sw.ts into /sw.js with the precache list; registro.js goes inline into index.html.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

const WEB = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** The public pages of app/router.tsx a visitor opens first: their files are precached with the start bundle. */
const PAGINAS_PUBLICAS = ['home', 'search', 'producto', 'tienda', 'emprendimientos'].map(
  (n) => `src/app/routes/${n}.tsx`,
);

const ICONOS = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512];

export const MANIFIESTO: Partial<ManifestOptions> = {
  id: '/',
  name: 'Feria',
  short_name: 'Feria',
  description: 'Comprá productos de emprendimientos argentinos y vendé los tuyos en un solo lugar.',
  lang: 'es-AR',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  // The theme's brand green and light page background (app/theme.ts); index.html's theme-color
  // metas give the dark mode's own.
  theme_color: '#22C55E',
  background_color: '#F7F8F7',
  categories: ['shopping'],
  icons: [
    ...ICONOS.map((l) => ({ src: `/iconos/icono-${l}.png`, sizes: `${l}x${l}`, type: 'image/png', purpose: 'any' })),
    ...[192, 512].map((l) => ({
      src: `/iconos/icono-mascara-${l}.png`,
      sizes: `${l}x${l}`,
      type: 'image/png',
      purpose: 'maskable',
    })),
  ],
};

type Manifiesto = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/**
 * The start bundle and the public pages' files (their static imports, CSS included), read from
 * Vite's manifest: the only JavaScript precached. The rest is kept when first fetched (sw.ts).
 */
export function archivosDeArranque(manifiesto: Manifiesto): Set<string> {
  const archivos = new Set<string>();
  const visitar = (clave: string) => {
    const e = manifiesto[clave];
    if (!e || archivos.has(e.file)) return;
    archivos.add(e.file);
    for (const css of e.css ?? []) archivos.add(css);
    for (const i of e.imports ?? []) visitar(i);
  };
  for (const [clave, e] of Object.entries(manifiesto))
    if (e.isEntry || PAGINAS_PUBLICAS.includes(clave)) visitar(clave);
  return archivos;
}

/** registro.js inside index.html, at the end of the body (no request of its own; the CSP allows it by hash). */
const registroEnLinea: Plugin = {
  name: 'feria-registro-sw',
  apply: 'build',
  transformIndexHtml: (html) => {
    // Its comments stay in the source: the page carries only the code.
    const codigo = readFileSync(path.join(WEB, 'src/sw/registro.js'), 'utf8')
      .replace(/^\s*(\/\/.*|\/\*.*\*\/)\s*$/gm, '')
      .trim();
    return html.replace('</body>', () => `  <script>${codigo}</script>\n  </body>`);
  },
};

export function appInstalable(): PluginOption[] {
  return [
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      manifestFilename: 'manifest.webmanifest',
      manifest: MANIFIESTO,
      // index.html links the manifest itself; registro.js registers the worker after the load.
      injectRegister: false,
      includeManifestIcons: false,
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['assets/*.{js,css,woff2}', 'iconos/*.png', 'favicon.svg', 'sin-conexion.html'],
        globIgnores: ['index.html', '**/*.map'],
        manifestTransforms: [
          (entradas) => {
            const ruta = path.join(WEB, 'dist/.vite/manifest.json');
            if (!existsSync(ruta)) return { manifest: entradas, warnings: ['sin dist/.vite/manifest.json'] };
            const arranque = archivosDeArranque(JSON.parse(readFileSync(ruta, 'utf8')) as Manifiesto);
            const manifest = entradas.filter((e) => !/^assets\/.*\.(js|css)$/.test(e.url) || arranque.has(e.url));
            return { manifest, warnings: [] };
          },
        ],
      },
      devOptions: { enabled: false },
    }),
    registroEnLinea,
  ];
}
