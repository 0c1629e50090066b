import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Two API modules never import each other both ways (docs/arquitectura.md#eventos-y-reacciones):
// when they seem to need to, the shared piece belongs to one of them or lower (lib, platform),
// or one side reacts to the other's event or takes the piece as a parameter. Test code and
// its helpers (*.test.ts, *.test-support.ts, *-prueba.ts) are left out: they may compose freely.

const MODULOS = import.meta.dirname;

/** Pairs that still import each other; the list may only shrink (a pair that is gone fails too). */
const PERMITIDOS: readonly string[] = [];

/** Longer cycles (a → b → c → a) still standing, as strongly connected groups: a group found must lie inside one of these. */
const GRUPOS_PERMITIDOS: readonly (readonly string[])[] = [];

/** Relative imports of a source text: static, re-exports, type-only and dynamic ones alike. */
export function importsDe(fuente: string): string[] {
  const sinComentarios = fuente.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [
    ...sinComentarios.matchAll(/\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s+['"]([^'"]+)['"]/g),
    ...sinComentarios.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...sinComentarios.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
  ]
    .map((m) => m[1]!)
    .filter((s) => s.startsWith('.'));
}

function fuentes(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const ruta = path.join(dir, e.name);
    if (e.isDirectory()) return fuentes(ruta);
    const esPrueba = /\.test\.tsx?$|\.test-support\.ts$|-prueba\.ts$/.test(e.name);
    return /\.tsx?$/.test(e.name) && !esPrueba ? [ruta] : [];
  });
}

/** module → the other modules it imports, each with the files that do it. */
export function grafoDeModulos(raiz: string, leer: (archivo: string) => string = (a) => readFileSync(a, 'utf8')) {
  const grafo = new Map<string, Map<string, Set<string>>>();
  for (const archivo of fuentes(raiz)) {
    const relativo = path.relative(raiz, archivo).split(path.sep);
    if (relativo.length < 2) continue; // files beside the module folders (this test)
    const desde = relativo[0]!;
    for (const especificador of importsDe(leer(archivo))) {
      const destino = path.relative(raiz, path.resolve(path.dirname(archivo), especificador)).split(path.sep);
      const hacia = destino[0]!;
      if (hacia === '..' || hacia === desde || destino.length < 2) continue;
      const aristas = grafo.get(desde) ?? new Map<string, Set<string>>();
      grafo.set(desde, aristas);
      aristas.set(hacia, (aristas.get(hacia) ?? new Set()).add(relativo.join('/')));
    }
  }
  return grafo;
}

/** 'a <-> b' (a < b) for every pair importing each other both ways. */
export function paresMutuos(grafo: Map<string, Map<string, Set<string>>>): string[] {
  const pares: string[] = [];
  for (const [a, aristas] of grafo)
    for (const b of aristas.keys()) if (a < b && grafo.get(b)?.has(a)) pares.push(`${a} <-> ${b}`);
  return pares.sort();
}

/** Strongly connected groups of more than one module (Tarjan): the longer cycles, reported. */
export function ciclos(grafo: Map<string, Map<string, Set<string>>>): string[][] {
  let indice = 0;
  const idx = new Map<string, number>();
  const bajo = new Map<string, number>();
  const pila: string[] = [];
  const enPila = new Set<string>();
  const grupos: string[][] = [];
  const visitar = (v: string) => {
    idx.set(v, indice);
    bajo.set(v, indice++);
    pila.push(v);
    enPila.add(v);
    for (const w of grafo.get(v)?.keys() ?? []) {
      if (!idx.has(w)) {
        visitar(w);
        bajo.set(v, Math.min(bajo.get(v)!, bajo.get(w)!));
      } else if (enPila.has(w)) bajo.set(v, Math.min(bajo.get(v)!, idx.get(w)!));
    }
    if (bajo.get(v) === idx.get(v)) {
      const grupo: string[] = [];
      let w: string;
      do {
        w = pila.pop()!;
        enPila.delete(w);
        grupo.push(w);
      } while (w !== v);
      if (grupo.length > 1) grupos.push(grupo.sort());
    }
  };
  for (const v of [...grafo.keys()].sort()) if (!idx.has(v)) visitar(v);
  return grupos;
}

describe('module import cycles', () => {
  const grafo = grafoDeModulos(MODULOS);
  const detalle = (par: string) => {
    const [a, b] = par.split(' <-> ') as [string, string];
    return `${par}\n  ${a} → ${b}: ${[...grafo.get(a)!.get(b)!].join(', ')}\n  ${b} → ${a}: ${[...grafo.get(b)!.get(a)!].join(', ')}`;
  };

  it('reads every kind of relative import', () => {
    const fuente = `import { a } from './a';\nimport type { B } from '../b/b';\nexport * from "../c/c";\nconst d = await import('../d/d');\nimport '../e/e';\n// import { x } from '../x/x';\nimport { z } from 'zod';`;
    expect(importsDe(fuente)).toEqual(['./a', '../b/b', '../c/c', '../d/d', '../e/e']);
  });

  it('has no pair of modules importing each other both ways, beyond the shrinking allowlist', () => {
    const nuevos = paresMutuos(grafo).filter((p) => !PERMITIDOS.includes(p));
    const grupos = ciclos(grafo).map((g) => g.join(', '));
    expect(
      nuevos.map(detalle),
      `import each other: move the shared piece or invert it (cycles through: ${grupos.join(' | ')})`,
    ).toEqual([]);
  });

  it('has no longer cycle outside the listed groups', () => {
    const dentro = (grupo: string[]) => GRUPOS_PERMITIDOS.some((g) => grupo.every((m) => g.includes(m)));
    expect(ciclos(grafo).filter((g) => !dentro(g))).toEqual([]);
  });

  it('fails when an allowlisted pair no longer imports both ways (take it off the list)', () => {
    const pares = paresMutuos(grafo);
    expect(PERMITIDOS.filter((p) => !pares.includes(p))).toEqual([]);
  });
});
