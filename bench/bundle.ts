// `npm run bench:bundle -w @feria/bench`: builds the web app into a scratch folder with a treemap
// of every chunk (bench/results/bundle.html, rollup-plugin-visualizer) and prints what each public
// page fetches before its first paint (gzip), and which packages make the start bundle.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { visualizer } from 'rollup-plugin-visualizer';
import { bundleReport, PUBLIC_ROUTES } from './bundle-report';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const webRoot = join(repoRoot, 'apps/web');
const results = join(repoRoot, 'bench/results');

/** Libraries counted together in the breakdown (the question is "how much is emotion / Redux"). */
const FAMILIES: [RegExp, string][] = [
  [/^(@emotion\/|stylis$|hoist-non-react-statics$)/, 'emotion (+ stylis)'],
  [
    /^(@reduxjs\/toolkit|redux|redux-thunk|react-redux|immer|reselect|use-sync-external-store)$/,
    'Redux Toolkit (+ immer, reselect, react-redux)',
  ],
  [/^@mui\//, 'MUI (material, system, utils)'],
  [/^(react-dom|react|scheduler)$/, 'react + react-dom'],
  [/^@tanstack\//, 'TanStack Query'],
];

/** Package (or app folder) of a module id, for the start bundle's breakdown. */
function owner(id: string): string {
  const nm = id.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = id.slice(nm + 'node_modules/'.length).split('/');
    const pkg = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    return FAMILIES.find(([re]) => re.test(pkg))?.[1] ?? pkg;
  }
  const src = id.indexOf('/src/');
  if (id.includes('packages/contracts')) return '@feria/contracts';
  return src >= 0
    ? `app: ${id
        .slice(src + 1)
        .split('/')
        .slice(0, 3)
        .join('/')}`
    : id;
}

/** Finer than `owner` for a page's own files: MUI by component, the app by file. */
function part(id: string): string {
  const mui = id.match(/node_modules\/@mui\/(material|icons-material)\/([^/]+)/);
  if (mui) return mui[1] === 'material' ? `MUI ${mui[2]}` : 'MUI icons';
  const contracts = id.indexOf('packages/contracts/src/');
  if (contracts >= 0) return `@feria/contracts ${id.slice(contracts + 'packages/contracts/src/'.length)}`;
  const src = id.indexOf('/src/');
  return id.includes('node_modules/') || src < 0 ? owner(id) : `app: ${id.slice(src + 1)}`;
}

/**
 * What each public page fetches beyond the start bundle (its chunk and their static imports), by
 * part: where a page's own kilobytes go. Module code gzipped alone, like the start breakdown.
 */
function pageBreakdown(byPage: Map<string, Map<string, number>>): Plugin {
  return {
    name: 'feria-page-breakdown',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((o) => (o.type === 'chunk' ? [[o.fileName, o] as const] : [])),
      );
      const closure = (file: string, into = new Set<string>()): Set<string> => {
        if (into.has(file)) return into;
        into.add(file);
        for (const i of chunks.get(file)?.imports ?? []) closure(i, into);
        return into;
      };
      const entry = [...chunks.values()].find((c) => c.isEntry);
      if (!entry) return;
      const start = closure(entry.fileName);
      for (const [route, key] of Object.entries(PUBLIC_ROUTES)) {
        const page = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith(key));
        if (!page) continue;
        const parts = new Map<string, number>();
        for (const file of closure(page.fileName)) {
          if (start.has(file)) continue;
          for (const [id, m] of Object.entries(chunks.get(file)!.modules)) {
            if (m.code) parts.set(part(id), (parts.get(part(id)) ?? 0) + gzipSync(m.code, { level: 9 }).length);
          }
        }
        byPage.set(route, parts);
      }
    },
  };
}

/** Gzip of each package's code inside the entry's static chunks (module code gzipped alone: an upper bound). */
function startBreakdown(byOwner: Map<string, number>): Plugin {
  return {
    name: 'feria-start-breakdown',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((o) => (o.type === 'chunk' ? [[o.fileName, o] as const] : [])),
      );
      const entry = [...chunks.values()].find((c) => c.isEntry);
      const seen = new Set<string>();
      const visit = (file: string) => {
        const chunk = chunks.get(file);
        if (!chunk || seen.has(file)) return;
        seen.add(file);
        for (const [id, m] of Object.entries(chunk.modules)) {
          if (m.code) byOwner.set(owner(id), (byOwner.get(owner(id)) ?? 0) + gzipSync(m.code, { level: 9 }).length);
        }
        for (const i of chunk.imports) visit(i);
      };
      if (entry) visit(entry.fileName);
    },
  };
}

const outDir = await mkdtemp(join(tmpdir(), 'feria-bundle-'));
try {
  await mkdir(results, { recursive: true });
  const byOwner = new Map<string, number>();
  const byPage = new Map<string, Map<string, number>>();
  await build({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
    plugins: [
      visualizer({
        filename: join(results, 'bundle.html'),
        template: 'treemap',
        gzipSize: true,
        title: 'Feria: bundle de la web',
      }),
      startBreakdown(byOwner),
      pageBreakdown(byPage),
    ],
  });
  const report = await bundleReport(outDir);
  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log(
    `\nJS del punto de entrada: ${kb(report.initialJsGzip)} kB gzip en ${report.initialFiles.length} archivos; JS total ${kb(report.totalJsGzip)} kB gzip`,
  );
  console.log('\nAntes del primer pintado de cada página pública (entrada + chunk de la página, imports estáticos)');
  console.table(
    report.routes.map((r) => ({
      ruta: r.route,
      'JS kB gzip': kb(r.jsGzip),
      'archivos JS': r.jsFiles,
      'CSS kB gzip': kb(r.cssGzip),
      'archivos CSS': r.cssFiles,
    })),
  );
  const sum = [...byOwner.values()].reduce((a, b) => a + b, 0);
  console.log(
    '\nQué forma el JS del punto de entrada (gzip de cada módulo por separado: cota superior; la parte es lo que importa)',
  );
  console.table(
    [...byOwner.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([paquete, size]) => ({ paquete, 'kB gzip': kb(size), parte: `${((100 * size) / sum).toFixed(0)} %` })),
  );
  const top = Number(process.env.BENCH_BUNDLE_TOP ?? 8);
  for (const [route, parts] of byPage) {
    const total = [...parts.values()].reduce((a, b) => a + b, 0);
    console.log(
      `\n${route}: lo que la página suma al punto de entrada (${kb(total)} kB gzip de módulos sueltos; BENCH_BUNDLE_TOP=${top})`,
    );
    console.table(
      [...parts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([parte, size]) => ({ parte, 'kB gzip': kb(size), porcentaje: `${((100 * size) / total).toFixed(0)} %` })),
    );
  }
  console.log(`\nMapa del bundle: ${join('bench/results', 'bundle.html')}`);
} finally {
  await rm(outDir, { recursive: true, force: true });
}
