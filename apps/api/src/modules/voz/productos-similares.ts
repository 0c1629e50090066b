import type { ProductoParaComando } from '../productos/productos.queries';
import { clave, distancia, sinAcentos } from './normalizar';

// Which of the seller's products a spoken name means: words compared in singular, without
// accents, allowing a letter or two mis-heard ('remara' → 'remera') and a prefix ('cuader' →
// 'cuaderno'). The best score wins; ties are all returned (the seller picks one).

/** One of the seller's products as the parser matches it: the query's row plus its type's name. */
export interface ProductoVoz extends ProductoParaComando {
  tipo: string | null;
  /** docs/producto/voz.md#variantes: its options and every variant (enabled or not), when it has them. */
  opciones?: readonly { nombre: string; valores: string[] }[];
  variantes?: readonly VarianteVoz[];
}

/** A variant as the parser matches and shows it: `precio` is what a unit costs. */
export interface VarianteVoz {
  id: string;
  valores: Record<string, string>;
  texto: string;
  stock: number;
  precio: number;
  habilitada: boolean;
}

export interface TipoVoz {
  id: number;
  nombre: string;
}

/** Words that say nothing about which product ('la', 'de', 'producto'). */
const VACIAS = new Set([
  'el',
  'la',
  'los',
  'las',
  'lo',
  'un',
  'una',
  'unos',
  'unas',
  'de',
  'del',
  'al',
  'a',
  'en',
  'con',
  'para',
  'por',
  'que',
  'y',
  'o',
  'mi',
  'mis',
  'producto',
  'productos',
  'articulo',
  'articulos',
  'item',
  'este',
  'esta',
  'ese',
  'esa',
  'se',
  'llama',
  'tengo',
  'nuestro',
  'nuestra',
  'como',
  'su',
  'sus',
]);

export const palabrasClave = (texto: string): string[] =>
  clave(texto)
    .split(' ')
    .filter((w) => w && !VACIAS.has(w));

/** How well one spoken word matches one word of a name: 1 exact, 0.8 close or prefix, 0 otherwise. */
export function parecido(dicha: string, delNombre: string): number {
  if (dicha === delNombre) return 1;
  if (/^\d/.test(dicha) || /^\d/.test(delNombre)) return 0;
  // Cut short by the recogniser ('cuader' → 'cuaderno'); never the other way ('velador' is not 'vela').
  if (dicha.length >= 4 && delNombre.startsWith(dicha)) return 0.8;
  const max = Math.max(dicha.length, delNombre.length);
  const d = distancia(dicha, delNombre);
  if (max >= 5 && d <= 2 && d / max <= 0.34) return 0.8 - d * 0.1;
  if (max >= 3 && d === 1) return 0.7;
  return 0;
}

/**
 * Score of a product for the spoken words: the share of spoken words found in its name (or its
 * type), with a small bonus for covering more of the name. 0 when nothing matches.
 */
export function puntaje(dichas: readonly string[], p: ProductoVoz): number {
  if (dichas.length === 0) return 0;
  const nombre = palabrasClave(p.nombre);
  const tipo = p.tipo ? palabrasClave(p.tipo) : [];
  let suma = 0;
  const usadas = new Set<number>();
  for (const w of dichas) {
    let mejor = 0;
    let cual = -1;
    nombre.forEach((n, k) => {
      const s = parecido(w, n);
      if (s > mejor) {
        mejor = s;
        cual = k;
      }
    });
    if (mejor === 0) for (const t of tipo) mejor = Math.max(mejor, parecido(w, t) * 0.9);
    if (cual >= 0) usadas.add(cual);
    suma += mejor;
  }
  const cobertura = nombre.length ? usadas.size / nombre.length : 0;
  return suma / dichas.length + cobertura * 0.05;
}

/** The products the words mean: every product within a hair of the best score (at most 5). */
export function productosSimilares(texto: string, productos: readonly ProductoVoz[]): ProductoVoz[] {
  const dichas = palabrasClave(texto);
  if (dichas.length === 0) return [];
  // One word two letters off is another word ('camperas' is not 'cartera'); beside a word that
  // matches, it is a mis-heard one ('bombiya de alpaca').
  const minimo = dichas.length === 1 ? 0.7 : 0.6;
  const puntuados = productos.map((p) => ({ p, s: puntaje(dichas, p) })).filter((x) => x.s >= minimo);
  if (puntuados.length === 0) return [];
  puntuados.sort((a, b) => b.s - a.s || a.p.nombre.localeCompare(b.p.nombre, 'es'));
  const mejor = puntuados[0]!.s;
  // The exact name wins alone.
  const exacto = puntuados.filter((x) => sinAcentos(x.p.nombre) === sinAcentos(texto).trim());
  if (exacto.length === 1) return [exacto[0]!.p];
  return puntuados
    .filter((x) => x.s >= mejor - 0.02)
    .slice(0, 5)
    .map((x) => x.p);
}

/** The catalogue type a spoken noun means ('velas' → Vela, 'yerbas' → Yerba mate), with how sure (0–1). */
export function tipoConPuntaje(texto: string, tipos: readonly TipoVoz[]): { tipo: TipoVoz; s: number } | null {
  const dichas = palabrasClave(texto);
  if (dichas.length === 0) return null;
  let mejor: { tipo: TipoVoz; s: number } | null = null;
  for (const t of tipos) {
    const nombre = palabrasClave(t.nombre);
    if (nombre.length === 0) continue;
    // The type's words said, and the said words in the type ('mate' is Mate before Yerba mate).
    const cubre = nombre.reduce((acc, n) => acc + Math.max(0, ...dichas.map((w) => parecido(w, n))), 0) / nombre.length;
    const dichasEnTipo =
      dichas.reduce((acc, w) => acc + Math.max(0, ...nombre.map((n) => parecido(w, n))), 0) / dichas.length;
    const s = dichas.length === 1 || nombre.length > 1 ? (cubre + Math.max(dichasEnTipo, cubre)) / 2 : cubre;
    // The more specific type wins a tie ('yerba mate' is Yerba mate, not Mate).
    const conDesempate = s + 0.01 * nombre.length;
    if (s >= 0.7 && (!mejor || conDesempate > mejor.s)) mejor = { tipo: t, s: conDesempate };
  }
  return mejor;
}

export const tipoDe = (texto: string, tipos: readonly TipoVoz[]): TipoVoz | null =>
  tipoConPuntaje(texto, tipos)?.tipo ?? null;
