import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { appInstalable } from './src/sw/vite-pwa.js';

// Everything the single `npm start` process serves besides the SPA (docs/arquitectura.md#forma).
const API_ORIGIN = 'http://localhost:8080';
const proxy = Object.fromEntries(['/api', '/uploads', '/auth', '/_sandbox'].map((p) => [p, { target: API_ORIGIN }]));

/** The public pages of the performance goals (docs/arquitectura.md#rendimiento) (app/router.tsx): what a visitor's phone opens first. */
const PUBLIC_PAGES = ['home', 'search', 'producto', 'tienda', 'emprendimientos'].map(
  (name) => `/src/app/routes/${name}.tsx`,
);

/** Names one module takes from another: `import { a, b } from` → a, b; `import * as`, a bare import → all ('*'). */
type Names = Set<string> | '*';

const parseNames = (list: string) =>
  list
    .split(',')
    .map((n) => n.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((n) => {
      const [imported, local] = n.split(/\s+as\s+/);
      return [imported!, local ?? imported!] as const;
    });

/** Static imports of a (transformed) module, by specifier, with the names each one takes. */
function importsOf(code: string): Map<string, Names> {
  const out = new Map<string, Names>();
  const add = (spec: string, names: Names) => {
    const had = out.get(spec);
    out.set(spec, had === '*' || names === '*' ? '*' : new Set([...(had ?? []), ...names]));
  };
  for (const m of code.matchAll(/\bimport\s*([\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    add(m[3]!, new Set([...(m[1] ? ['default'] : []), ...parseNames(m[2]!).map(([imported]) => imported)]));
  }
  for (const m of code.matchAll(/\bimport\s+[\w$]+\s*from\s*['"]([^'"]+)['"]/g)) add(m[1]!, new Set(['default']));
  for (const m of code.matchAll(
    /\bimport\s*(?:[\w$]+\s*,\s*)?\*\s*as\s+[\w$]+\s*from\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]/g,
  ))
    add((m[1] ?? m[2])!, '*');
  return out;
}

/** What a module re-exports, by specifier: which name it gives for which (`export { a as b } from` → b: a), or '*'. */
type Reexports = Map<string, Map<string, string> | '*'>;

/**
 * The re-exports of a module (`export … from`), and whether it is a barrel (`index.ts` of a feature,
 * the contracts' index): nothing but re-exports, no code of its own.
 */
function reexportsOf(code: string): { reexports: Reexports; barrel: boolean } | null {
  const reexports: Reexports = new Map();
  const rest = code
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .replace(/\bexport\s*\*\s*from\s*['"]([^'"]+)['"]\s*;?/g, (_all, spec: string) => (reexports.set(spec, '*'), ''))
    .replace(/\bexport\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]\s*;?/g, (_all, list: string, spec: string) => {
      const had = reexports.get(spec);
      if (had !== '*')
        reexports.set(
          spec,
          new Map([...(had ?? []), ...parseNames(list).map(([imported, exported]) => [exported, imported] as const)]),
        );
      return '';
    });
  return reexports.size > 0 ? { reexports, barrel: rest.trim() === '' } : null;
}

/**
 * Performance (docs/arquitectura.md#rendimiento): fewer, larger chunks behind a public page instead of a waterfall of tiny ones. Once the
 * module graph is known, finds what the public pages import statically beyond the start bundle (MUI
 * components, icons, endpoint schemas, shared cards…): what two or more of them use goes to one
 * `public` file, what only one uses to one file of that page. A public page then fetches the start
 * bundle, zod, `public`, its own dependencies and its own chunk.
 *
 * The graph is followed by name through barrels: a module that imports `{ ResenasProducto }` from
 * the reviews feature's index, or `{ enlaceWhatsapp }` from `@feria/contracts`, reaches the module
 * that exports it, not every module the barrel re-exports (the seller's review pages would otherwise
 * travel in the product page's file, and a helper both the shop and the product page use would land
 * in the product page's file, which the shop would then fetch too).
 */
function publicPagesGraph(): {
  plugin: Plugin;
  sharedChunkOf: (id: string) => string | null;
  pageChunkOf: (id: string) => string | null;
} {
  const chunkByModule = new Map<string, string>();
  // The app imports MUI through its barrel (`from '@mui/material'`), whose graph edges lead to every
  // component; the names each app module imports say which components it really uses.
  const muiNames = new Map<string, string[]>();
  const imports = new Map<string, Map<string, Names>>();
  const reexportsByModule = new Map<string, Reexports>();
  const barrels = new Set<string>();
  const read = (code: string, id: string) => {
    imports.set(id, importsOf(code));
    const found = reexportsOf(code);
    if (found) reexportsByModule.set(id, found.reexports);
    if (found?.barrel) barrels.add(id);
    return found?.barrel ?? false;
  };
  const plugin: Plugin = {
    name: 'feria-public-pages',
    apply: 'build',
    transform(code, id) {
      if (id.includes('node_modules')) {
        // Libraries' re-exports (`@mui/material/styles`' index) are followed by name too.
        if (/\.m?js$/.test(id) && !id.includes('/zod/')) read(code, id);
        return null;
      }
      if (!/\.tsx?$/.test(id)) return null;
      const names = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]@mui\/material['"]/g)].flatMap((m) =>
        m[1]!
          .split(',')
          .map(
            (n) =>
              n
                .trim()
                .replace(/^type\s+/, '')
                .split(/\s+as\s+/)[0]!,
          )
          .filter(Boolean),
      );
      if (names.length > 0) muiNames.set(id, names);
      // A barrel of the app runs no code of its own: a page that takes one name from it must not load
      // (and keep in its chunk graph) every module it re-exports.
      return read(code, id) ? { code, moduleSideEffects: false } : null;
    },
    async buildEnd() {
      const ids = [...this.getModuleIds()];
      const isMuiBarrel = (id: string) => /node_modules[\\/]@mui[\\/]material[\\/]index\.m?js$/.test(id);
      const muiDirs = (names: readonly string[]) =>
        ids.filter((id) => names.some((n) => id.includes(`/@mui/material/${n}/`)));
      // Specifier → module id, for the modules whose imports and re-exports were read.
      const resolved = new Map<string, Map<string, string>>();
      for (const id of new Set([...imports.keys(), ...reexportsByModule.keys()])) {
        const byspec = new Map<string, string>();
        for (const spec of new Set([
          ...(imports.get(id)?.keys() ?? []),
          ...(reexportsByModule.get(id)?.keys() ?? []),
        ])) {
          const r = await this.resolve(spec, id);
          if (r && !r.external) byspec.set(spec, r.id);
        }
        resolved.set(id, byspec);
      }
      const exportsOf = (id: string) => new Set(this.getModuleInfo(id)?.exports ?? []);
      /**
       * Modules a page needs: a module's own imports all (its code may use any), its re-exports only
       * for the names asked of it (and all of them when it is imported whole).
       */
      const reach = (roots: readonly string[]) => {
        const seen = new Set<string>();
        // A module may be asked for different names each time: the re-exported names already followed.
        const followed = new Map<string, Names>();
        const stack: [string, Names][] = roots.map((r) => [r, '*']);
        const push = (id: string, names: Names) => stack.push([id, names]);
        while (stack.length > 0) {
          const [id, names] = stack.pop()!;
          if (isMuiBarrel(id)) continue;
          const reexports = reexportsByModule.get(id);
          const had = followed.get(id);
          if (reexports && !(had === '*' || (had && names !== '*' && [...names].every((n) => had.has(n))))) {
            followed.set(id, had && names !== '*' ? new Set([...had, ...names]) : names);
            for (const [spec, how] of reexports) {
              const target = resolved.get(id)?.get(spec);
              if (!target) continue;
              const wanted =
                names === '*'
                  ? names
                  : how === '*'
                    ? new Set([...names].filter((n) => exportsOf(target).has(n)))
                    : new Set([...names].flatMap((n) => (how.has(n) ? [how.get(n)!] : [])));
              if (wanted === '*' || wanted.size > 0) push(target, wanted);
            }
          }
          // A barrel goes in no page's file: a group that captured it would take along every module
          // it re-exports (rolldown's includeDependenciesRecursively).
          if (barrels.has(id) || seen.has(id)) continue;
          seen.add(id);
          const imported = this.getModuleInfo(id)?.importedIds ?? [];
          const known = new Set(resolved.get(id)?.values());
          for (const [spec, n] of imports.get(id) ?? []) {
            const target = resolved.get(id)?.get(spec);
            if (target) push(target, n);
          }
          // What the regexes did not read (a module not transformed here) is followed whole.
          for (const i of imported) if (!known.has(i)) push(i, '*');
          if (imported.some(isMuiBarrel)) for (const i of muiDirs(muiNames.get(id) ?? [])) push(i, '*');
        }
        return seen;
      };
      // What the start bundle really holds is captured first by the `$initial` groups (higher
      // priority); what only its unused code reaches (a MUI helper the top bar does not call) is
      // named here too, so it travels with the pages that use it instead of in a file of its own.
      const pages = ids.filter((id) => PUBLIC_PAGES.some((page) => id.endsWith(page)));
      const users = new Map<string, string[]>();
      for (const page of pages) {
        for (const id of reach([page])) {
          if (pages.includes(id)) continue;
          users.set(id, [...(users.get(id) ?? []), page]);
        }
      }
      chunkByModule.clear();
      for (const [id, usedBy] of users) {
        chunkByModule.set(
          id,
          usedBy.length > 1 ? 'public' : `public-${usedBy[0]!.slice(usedBy[0]!.lastIndexOf('/') + 1, -'.tsx'.length)}`,
        );
      }
    },
  };
  const chunkOf = (id: string) => chunkByModule.get(id) ?? null;
  return {
    plugin,
    // `public` is captured before the pages' own files (a higher priority): a page's file takes along
    // the dependencies of its modules that nothing captured yet (rolldown's default), and what two
    // pages share must already be in `public` by then, or the other page would fetch this one's file.
    sharedChunkOf: (id) => (chunkOf(id) === 'public' ? 'public' : null),
    pageChunkOf: (id) => (chunkOf(id) === 'public' ? null : chunkOf(id)),
  };
}

const publicPages = publicPagesGraph();

/** First path segment (or '/') of each public page, as app/router.tsx routes it. */
const PRELOAD_KEYS: Record<string, string> = {
  '/': 'home',
  search: 'search',
  productos: 'producto',
  tienda: 'tienda',
  emprendimientos: 'emprendimientos',
};

/** Runs in the browser (precarga.js): modulepreload the chunks of the public page being opened. */
const preloadCode = (files: Record<string, string[]>) => `const files = ${JSON.stringify(files)};
const s = location.pathname.split('/').filter(Boolean);
const key = s.length === 0 ? '/' : s.length === 1 ? s[0] : s.length === 2 && (s[0] === 'productos' || s[0] === 'tienda') ? s[0] : '';
for (const href of files[key] ?? []) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
}
`;

/**
 * Performance (docs/arquitectura.md#rendimiento): a public page's own chunks (page, zod, `public`, `public-<page>`) download alongside the
 * start bundle instead of after it has run and the router has matched. index.html is the same for
 * every path, so a tiny async module (its own file: the CSP allows no inline script) adds the
 * modulepreload links of the page in the address bar.
 */
function publicPagePreload(): Plugin {
  return {
    name: 'feria-public-page-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      type Chunk = Extract<(typeof bundle)[string], { type: 'chunk' }>;
      const chunks = Object.values(bundle).filter((o): o is Chunk => o.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (file: string, into = new Set<string>()): Set<string> => {
        if (into.has(file)) return into;
        into.add(file);
        for (const i of byFile.get(file)?.imports ?? []) closure(i, into);
        return into;
      };
      const entry = chunks.find((c) => c.isEntry);
      const html = bundle['index.html'];
      if (!entry || html?.type !== 'asset') return;
      const initial = closure(entry.fileName);
      const files: Record<string, string[]> = {};
      for (const [key, name] of Object.entries(PRELOAD_KEYS)) {
        const page = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/app/routes/${name}.tsx`));
        if (page) files[key] = [...closure(page.fileName)].filter((f) => !initial.has(f)).map((f) => `/${f}`);
      }
      const ref = this.emitFile({ type: 'asset', name: 'precarga.js', source: preloadCode(files) });
      const tag = `<script type="module" async src="/${this.getFileName(ref)}"></script>\n    `;
      html.source = String(html.source).replace(
        '<script type="module" crossorigin',
        `${tag}<script type="module" crossorigin`,
      );
    },
  };
}

/** Dev server: index.html's font preloads point into node_modules; the build hashes them into assets/. */
const fontPreloadInDev: Plugin = {
  name: 'feria-font-preload-dev',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html.replaceAll(
      'href="../../node_modules/',
      `href="/@fs${fileURLToPath(new URL('../../node_modules/', import.meta.url))}`,
    ),
};

/**
 * Performance (docs/arquitectura.md#rendimiento): the colour-mode script (public/modo-color.js) runs before the first paint, so it travels
 * inside index.html instead of costing a render-blocking request of its own. The API's CSP allows it by
 * its hash (apps/api/src/plugins/security.ts hashesDeScriptsEnLinea), not by 'unsafe-inline'.
 */
const colourModeInline: Plugin = {
  name: 'feria-modo-color-inline',
  transformIndexHtml: (html) => {
    const code = readFileSync(new URL('public/modo-color.js', import.meta.url), 'utf8');
    const tag = '<script src="/modo-color.js"></script>';
    if (!html.includes(tag)) throw new Error(`index.html ya no carga ${tag}`);
    return html.replace(tag, () => `<script>${code.trim()}</script>`);
  },
};

export default defineConfig({
  plugins: [
    react(),
    publicPages.plugin,
    publicPagePreload(),
    fontPreloadInDev,
    colourModeInline,
    // The installable app: manifest, service worker, its registration (decision 097).
    appInstalable(),
  ],
  build: {
    target: 'es2022',
    // dist/.vite/manifest.json: which chunks each page needs (bench/bundle-report.ts reports them per page).
    manifest: true,
    rolldownOptions: {
      output: {
        // Performance (docs/arquitectura.md#rendimiento): only what the shell paints first is fetched up front. `$initial` = statically
        // reachable from main.tsx. Those node_modules go to two long-lived files cached across app-only
        // deploys: `react` (React, React DOM, React Router) and `vendor` (MUI core and the top bar's
        // components, emotion, TanStack Query); the app's own start code to `shell` (5 files in all,
        // not 15). zod (response validation, 26 kB gzip) is never in it: pages load it. Public pages'
        // dependencies go to `public` / `public-<page>` (publicPagesGraph above); everything else
        // (dashboard pages, drawers, menus, charts) is split automatically and loads with the lazy
        // route or overlay that needs it. `npm run bench:bundle -w @feria/bench` shows the result.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              tags: ['$initial'],
              priority: 5,
            },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 4 },
            // The rest of the start bundle (app shell, contracts' constants) in one file, not ten.
            { name: 'shell', tags: ['$initial'], priority: 4 },
            // Response validation for the pages; the shell never evaluates a schema.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 3 },
            { name: publicPages.sharedChunkOf, debugName: 'public', priority: 2 },
            { name: publicPages.pageChunkOf, debugName: 'public-<page>', priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
