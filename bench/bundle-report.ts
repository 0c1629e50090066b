import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** JS and CSS a public page needs before its first paint: the entry's static graph plus the page's own chunk's. */
export interface RouteBundle {
  route: string;
  jsGzip: number;
  jsFiles: number;
  cssGzip: number;
  cssFiles: number;
}

export interface BundleReport {
  initialJsGzip: number;
  initialFiles: string[];
  largestChunk: { file: string; gzip: number };
  totalJsGzip: number;
  /** Per public page, from Vite's manifest (dist/.vite/manifest.json); empty without one. */
  routes: RouteBundle[];
}

/** The four public pages of performance table (docs/arquitectura.md#rendimiento) and the module each one's route loads (app/router.tsx). */
export const PUBLIC_ROUTES: Record<string, string> = {
  '/': 'src/app/routes/home.tsx',
  '/search': 'src/app/routes/search.tsx',
  '/productos/:id': 'src/app/routes/producto.tsx',
  '/tienda/:id': 'src/app/routes/tienda.tsx',
};

const gz = async (path: string) => gzipSync(await readFile(path), { level: 9 }).length;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * Files fetched before a page paints: the entry's static imports (index.html's modulepreloads) and
 * the page chunk's, transitively. Dynamic imports (overlays, keycloak-js after the first paint) are
 * left out: they load later.
 */
export function routeFiles(
  manifest: Record<string, ManifestChunk>,
  moduleKey: string,
): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit('index.html');
  visit(moduleKey);
  return { js, css };
}

/** Initial JS = the entry module plus every modulepreload link in index.html (what the browser fetches first). */
export async function bundleReport(distDir: string): Promise<BundleReport> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const initial = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) initial.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) initial.add(m[1]!);
  let initialJsGzip = 0;
  for (const f of initial) initialJsGzip += await gz(join(distDir, f.replace(/^\//, '')));

  const assets = (await readdir(join(distDir, 'assets'))).filter((f) => f.endsWith('.js'));
  let largestChunk = { file: '', gzip: 0 };
  let totalJsGzip = 0;
  const sizes = new Map<string, number>();
  for (const f of assets) {
    const size = await gz(join(distDir, 'assets', f));
    sizes.set(`assets/${f}`, size);
    totalJsGzip += size;
    const isInitial = [...initial].some((i) => i.endsWith(f));
    if (!isInitial && size > largestChunk.gzip) largestChunk = { file: f, gzip: size };
  }

  const routes: RouteBundle[] = [];
  const manifestPath = join(distDir, '.vite/manifest.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
    for (const [route, key] of Object.entries(PUBLIC_ROUTES)) {
      if (!manifest[key]) continue;
      const { js, css } = routeFiles(manifest, key);
      for (const f of initial) js.add(f.replace(/^\//, '')); // index.html's own scripts (e.g. the page-preload module)
      let cssGzip = 0;
      for (const c of css) cssGzip += await gz(join(distDir, c));
      routes.push({
        route,
        jsGzip: [...js].reduce((sum, f) => sum + (sizes.get(f) ?? 0), 0),
        jsFiles: js.size,
        cssGzip,
        cssFiles: css.size,
      });
    }
  }
  return { initialJsGzip, initialFiles: [...initial], largestChunk, totalJsGzip, routes };
}
