// Code cites the product rules and the architecture by docs anchor (docs/arquitectura.md#comentarios):
// never an outside section number (the section sign) nor a tracker number, and every cited
// docs/….md#anchor must exist as a heading of that file (anchor = GitHub's slug of the heading).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CARPETAS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const FUERA = new Set(['node_modules', 'dist', 'build', 'coverage', '.vite']);
const EXTENSIONES = /\.(ts|tsx|mjs)$/;

function archivos(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (FUERA.has(e.name) || e.name.startsWith('.')) return [];
    const p = path.join(dir, e.name);
    return e.isDirectory() ? archivos(p) : EXTENSIONES.test(e.name) ? [p] : [];
  });
}

/** The comment text of each line: after `//`, or the line itself inside / starting a block comment. */
export function comentarios(texto: string): { linea: number; texto: string }[] {
  const out: { linea: number; texto: string }[] = [];
  let enBloque = false;
  texto.split('\n').forEach((l, i) => {
    const t = l.trim();
    if (enBloque || t.startsWith('/*') || t.startsWith('{/*')) {
      out.push({ linea: i + 1, texto: l });
      enBloque = !l.includes('*/') || (enBloque && l.lastIndexOf('/*') > l.lastIndexOf('*/'));
      if (!enBloque && (t.startsWith('/*') || t.startsWith('{/*')) && !l.includes('*/')) enBloque = true;
      return;
    }
    const barra = l.indexOf('//');
    if (barra >= 0 && !/^\S*:\/\//.test(l.slice(Math.max(0, barra - 6), barra + 2)))
      out.push({ linea: i + 1, texto: l.slice(barra) });
    else if (l.includes('/*') && !l.includes('*/')) enBloque = true;
  });
  return out;
}

/** GitHub's heading anchors of a markdown text (lower case, punctuation dropped, spaces → '-', repeats numbered). */
export function anclas(md: string): Set<string> {
  const vistos = new Map<string, number>();
  const out = new Set<string>();
  let enCodigo = false;
  for (const l of md.split('\n')) {
    if (l.startsWith('```')) enCodigo = !enCodigo;
    if (enCodigo) continue;
    for (const m of l.matchAll(/<a (?:id|name)="([^"]+)"/g)) out.add(m[1]!);
    const h = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(l);
    if (!h) continue;
    const base = h[1]!
      .replace(/<[^>]+>/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const n = vistos.get(base) ?? 0;
    vistos.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

const fuentes = CARPETAS.flatMap((c) => archivos(path.join(RAIZ, c))).map((f) => ({
  archivo: path.relative(RAIZ, f),
  texto: fs.readFileSync(f, 'utf8'),
}));

describe('citations in code comments', () => {
  it('reads the code of every workspace', () => {
    expect(fuentes.length).toBeGreaterThan(500);
  });

  it('never cite an outside section number (§N) or a tracker number (issue #N): they cite the docs anchor or say the rule', () => {
    const malas: string[] = [];
    for (const { archivo, texto } of fuentes) {
      texto.split('\n').forEach((l, i) => {
        if (/§\s?\d/.test(l) && !/\bRFC\b/.test(l)) malas.push(`${archivo}:${i + 1}: ${l.trim()}`);
      });
      for (const c of comentarios(texto))
        if (/\bissues? #?\d+/i.test(c.texto)) malas.push(`${archivo}:${c.linea}: ${c.texto.trim()}`);
    }
    expect(malas).toEqual([]);
  });

  it('cite docs files and anchors that exist', () => {
    const cache = new Map<string, Set<string> | null>();
    const rotas: string[] = [];
    for (const { archivo, texto } of fuentes) {
      for (const m of texto.matchAll(/\bdocs\/[\w./-]*?\.md(?:#([\p{L}\p{N}_-]+))?/gu)) {
        const ruta = m[0].split('#')[0]!;
        if (!cache.has(ruta)) {
          const p = path.join(RAIZ, ruta);
          cache.set(ruta, fs.existsSync(p) ? anclas(fs.readFileSync(p, 'utf8')) : null);
        }
        const a = cache.get(ruta);
        if (a === null || (m[1] !== undefined && !a!.has(m[1]))) rotas.push(`${archivo}: ${m[0]}`);
      }
    }
    expect([...new Set(rotas)]).toEqual([]);
  });
});

describe('docs/arquitectura.md', () => {
  it('lists the modules and tables of modules/duenos.json', () => {
    const duenos = JSON.parse(fs.readFileSync(path.join(RAIZ, 'apps/api/src/modules/duenos.json'), 'utf8')) as Record<
      string,
      string[]
    >;
    const md = fs.readFileSync(path.join(RAIZ, 'docs/arquitectura.md'), 'utf8');
    const filas = Object.fromEntries(
      [...md.matchAll(/^\|\s*([a-z]+)\s*\|\s*([a-z_, ]+?)\s*\|$/gm)].map((m) => [m[1]!, m[2]!.split(/,\s*/)]),
    );
    expect(filas).toEqual(duenos);
  });

  it('reads anchors as GitHub does', () => {
    expect([...anclas('## Estado del pedido\n## Cupón\n## Cupón\n```\n## no\n```')]).toEqual([
      'estado-del-pedido',
      'cupón',
      'cupón-1',
    ]);
  });
});
