import { leerNumero } from './numeros';
import { sinAcentos, singular } from './normalizar';
import type { ContextoVoz } from './respuesta';
import { capitalizar, type Token } from './tokens';

// Where a command names a variant (docs/producto/voz.md#variantes): an option said with its value
// ('talle 42', 'talle cuarenta y dos', 'talle eme', 'color negro'), the values that follow it
// ('talle 38 negro') and values said after 'del' / 'el' / 'de la' ('del 38 negro'). Only the
// options and values of the shop's own products count.

export interface Mencion {
  /** The option said ('talle'), comparable; null for a value said alone ('del 38'). */
  opcion: string | null;
  /** The value, comparable ('42', 'm', 'negro'). */
  valor: string;
  /** The value as a new one is written ('42', 'XL', 'Verde agua'). */
  escrito: string;
  desde: number;
  hasta: number;
}

/** A value made comparable: no accents, lower case, spaces trimmed. */
export const normal = (s: string): string => sinAcentos(s).trim().replace(/\s+/g, ' ');

/** 'negra' is the value 'Negro', 'blancos' is 'Blanco'. */
export function mismoValor(dicho: string, valor: string): boolean {
  const a = normal(dicho);
  const b = normal(valor);
  if (a === b) return true;
  const base = (w: string) => singular(w).replace(/[ao]$/, '');
  return a.length > 3 && !/\d/.test(a) && !a.includes(' ') && base(a) === base(b);
}

/** Sizes as they are said: 'eme' is M, 'equis ele' is XL. */
const TALLES: readonly (readonly [readonly string[], string])[] = [
  [['equis', 'equis', 'equis', 'ele'], 'XXXL'],
  [['doble', 'equis', 'ele'], 'XXL'],
  [['equis', 'equis', 'ele'], 'XXL'],
  [['equis', 'ele'], 'XL'],
  [['equis', 'ese'], 'XS'],
  [['equis', 's'], 'XS'],
  [['equis', 'l'], 'XL'],
  [['ese'], 'S'],
  [['eme'], 'M'],
  [['ele'], 'L'],
  [['xxxl'], 'XXXL'],
  [['xxl'], 'XXL'],
  [['xl'], 'XL'],
  [['xs'], 'XS'],
  [['s'], 'S'],
  [['m'], 'M'],
  [['l'], 'L'],
];

const MONTO = new Set([
  'por',
  'porciento',
  'porcentaje',
  'pesos',
  'peso',
  'mil',
  'lucas',
  'luca',
  'k',
  'unidades',
  'unidad',
]);

/** Words that end a value: 'talle 42 de las zapatillas', 'color negro a 5000'. */
const FIN = new Set([
  'de',
  'del',
  'a',
  'al',
  'con',
  'en',
  'para',
  'y',
  ',',
  'el',
  'la',
  'los',
  'las',
  'que',
  'por',
  'unidades',
  'unidad',
  'pesos',
]);

function numeroDicho(ns: readonly string[], k: number): { valor: string; usadas: number } | null {
  // 'talle 42 con 3 unidades': 'con' starts the stock, not cents.
  const corte = ns.findIndex((w, j) => j >= k && (w === 'con' || w === 'coma' || w === 'punto' || w === 'mil'));
  const n = leerNumero(corte < 0 ? ns : ns.slice(0, corte), k);
  return n ? { valor: String(n.valor), usadas: n.usadas } : null;
}

/** The shop's option names and values, comparable. */
function conocidos(ctx: ContextoVoz): { opciones: Set<string>; valores: string[] } {
  const opciones = new Set<string>();
  const valores = new Set<string>();
  for (const p of ctx.productos)
    for (const o of p.opciones ?? []) {
      opciones.add(normal(o.nombre));
      for (const v of o.valores) valores.add(normal(v));
    }
  return { opciones, valores: [...valores].sort((a, b) => b.length - a.length) };
}

/** A value the shop has, said at k ('38', 'negro', 'verde agua'): the longest first. */
function valorConocido(ns: readonly string[], k: number, valores: readonly string[]): Mencion | null {
  const n = /^\d/.test(ns[k] ?? '') || leerNumero(ns, k) ? numeroDicho(ns, k) : null;
  // 'el 40 por ciento', 'del 40 mil': an amount, not the size 40.
  if (n && MONTO.has(ns[k + n.usadas] ?? '')) return null;
  for (const v of valores) {
    const largo = v.split(' ').length;
    const dicho = ns.slice(k, k + largo).join(' ');
    if (largo > 0 && k + largo <= ns.length && mismoValor(dicho, v))
      return { opcion: null, valor: v, escrito: v, desde: k, hasta: k + largo };
  }
  if (n && valores.includes(n.valor))
    return { opcion: null, valor: n.valor, escrito: n.valor, desde: k, hasta: k + n.usadas };
  return null;
}

/** The value said after an option's name ('42', 'cuarenta y dos', 'eme', 'negro'). */
function valorTrasOpcion(ts: readonly Token[], k: number, valores: readonly string[]): Mencion | null {
  const ns = ts.map((t) => t.n);
  if (ns[k] === 'numero' || ns[k] === 'nro') k++;
  for (const [palabras, talle] of TALLES)
    if (palabras.every((w, j) => ns[k + j] === w))
      return { opcion: null, valor: normal(talle), escrito: talle, desde: k, hasta: k + palabras.length };
  const n = numeroDicho(ns, k);
  if (n) return { opcion: null, valor: n.valor, escrito: n.valor, desde: k, hasta: k + n.usadas };
  const conocido = valorConocido(ns, k, valores);
  if (conocido) return conocido;
  const w = ts[k];
  if (!w || FIN.has(w.n)) return null;
  return { opcion: null, valor: w.n, escrito: capitalizar(w.o.toLocaleLowerCase('es')), desde: k, hasta: k + 1 };
}

const ANTES_DE_VALOR = new Set(['del', 'el', 'la']);

/** Every variant named in the tokens, in order; empty when the shop sells no variants. */
export function menciones(ts: readonly Token[], ctx: ContextoVoz): Mencion[] {
  const { opciones, valores } = conocidos(ctx);
  if (opciones.size === 0) return [];
  const ns = ts.map((t) => t.n);
  const out: Mencion[] = [];
  for (let k = 0; k < ts.length; k++) {
    const w = ns[k]!;
    const opcion = opciones.has(w) ? w : opciones.has(singular(w)) ? singular(w) : null;
    let m: Mencion | null = null;
    if (opcion) {
      const v = valorTrasOpcion(ts, k + 1, valores);
      if (v) m = { ...v, opcion, desde: k };
    } else if (ANTES_DE_VALOR.has(ns[k - 1] ?? '') && !(ns[k - 1] === 'la' && ns[k - 2] !== 'de')) {
      m = valorConocido(ns, k, valores);
    } else if (ns[k - 1] === 'de' && !/^\d/.test(w)) {
      // 'la vela de soja de coco': a word value after 'de' (a number after 'de' is an amount).
      m = valorConocido(ns, k, valores);
      if (m && /^\d/.test(m.valor)) m = null;
    }
    if (!m) continue;
    out.push(m);
    k = m.hasta;
    // 'talle 38 negro': the values said right after.
    for (let sig = valorConocido(ns, k, valores); sig; sig = valorConocido(ns, k, valores)) {
      out.push(sig);
      k = sig.hasta;
    }
    k--;
  }
  return out;
}
