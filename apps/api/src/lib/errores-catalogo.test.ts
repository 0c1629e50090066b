import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODIGOS, CODIGOS_PERFIL, ERRORES, RESERVADOS, esCodigoError } from '@feria/contracts';

// The API answers only codes of the error catalogue, and every code there is answered by someone
// (docs/producto/errores.md#códigos-reservados). Read from the source, not from a run: a code
// thrown on a path no test reaches counts too.

const SRC = join(import.meta.dirname, '..');

function fuentes(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const ruta = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'testing' ? [] : fuentes(ruta);
    return /\.ts$/.test(e.name) && !/\.test\.ts$|test-support|-prueba\.ts$/.test(e.name) ? [ruta] : [];
  });
}

const CODIGO = `'([A-Z][A-Z0-9_]*)'`;
/** Every way the API source names the code of an answer. */
const FORMAS = [
  new RegExp(`\\berrorDe\\(\\s*${CODIGO}`, 'g'), // errorDe('X', …)
  new RegExp(`\\bnew AppError\\(\\s*${CODIGO}`, 'g'),
  new RegExp(`\\bcon[A-Z]\\w*\\(\\s*${CODIGO}`, 'g'), // local helpers: conDetalle('X', …)
  new RegExp(`\\bCodigoError\\b[^=;]*=\\s*${CODIGO}`, 'g'), // const c: CodigoError = 'X'
  new RegExp(`\\berrorDe\\([^,)]*\\?\\s*${CODIGO}\\s*:\\s*${CODIGO}`, 'g'), // errorDe(cond ? 'X' : 'Y')
  /\bCODIGOS(?:_PERFIL)?\.(\w+)/g, // the error handler's names
];

export function codigosLanzados(archivos: { ruta: string; texto: string }[]): Map<string, string[]> {
  const alias: Record<string, string> = { ...CODIGOS, ...CODIGOS_PERFIL };
  const lanzados = new Map<string, string[]>();
  for (const { ruta, texto } of archivos) {
    for (const forma of FORMAS) {
      for (const m of texto.matchAll(forma)) {
        const nombres = forma.source.startsWith('\\bCODIGOS') ? [alias[m[1]!] ?? `CODIGOS.${m[1]}`] : m.slice(1);
        for (const codigo of nombres.filter((c): c is string => !!c)) {
          lanzados.set(codigo, [...(lanzados.get(codigo) ?? []), ruta]);
        }
      }
    }
  }
  return lanzados;
}

const archivos = fuentes(SRC).map((ruta) => ({ ruta: relative(SRC, ruta), texto: readFileSync(ruta, 'utf8') }));
const lanzados = codigosLanzados(archivos);

describe('the error catalogue and the API source', () => {
  it('reads the throwers (the walk finds the API source)', () => {
    expect(archivos.length).toBeGreaterThan(100);
    expect(lanzados.get('PRODUCTO_SKU_DUPLICADO')).toEqual([
      'modules/productos/productos-vendedor.service.ts',
      'modules/productos/variantes.service.ts',
    ]);
    expect(lanzados.has('VALIDACION')).toBe(true);
  });

  it('throws no code the catalogue does not have', () => {
    const ajenos = [...lanzados].filter(([codigo]) => !esCodigoError(codigo)).map(([c, d]) => `${c} (${d.join(', ')})`);
    expect(ajenos).toEqual([]);
  });

  it('throws every catalogue code, or lists it as reserved with a reason', () => {
    const sinUso = Object.keys(ERRORES).filter((c) => !lanzados.has(c) && !(c in RESERVADOS));
    expect(sinUso, 'thrown by nobody: throw it, remove it, or reserve it with a reason').toEqual([]);
  });

  it('reserves only codes the API does not throw, each with its reason', () => {
    for (const [codigo, motivo] of Object.entries(RESERVADOS)) {
      expect(esCodigoError(codigo), codigo).toBe(true);
      expect(lanzados.get(codigo), `${codigo} is reserved but thrown`).toBeUndefined();
      expect(motivo?.trim().length, codigo).toBeGreaterThan(10);
    }
  });
});
