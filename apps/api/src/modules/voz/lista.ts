import { cantidades } from './cantidades';
import { esPalabraNumero } from './numeros';
import type { Token } from './tokens';
import { MARCAS_ITEM, ORDINALES } from './vocabulario';

// How a creation splits into products (docs/producto/voz.md#listas):
// - ', una …' / 'y otra …' / ', la otra …' start a new item (a marker);
// - a colon ends an announcement ('dos productos:', 'tres remeras:');
// - after an item that has its amount, ', bombilla…' / 'y bombilla…' start the next one;
// - ', todas a 6000' / ', los dos con 10 unidades' say what every item shares;
// - when an announced count is not reached, every ',' and 'y' separates ('roja, azul y verde').

/** How a piece began: the first one, after a marker, after a colon, after an item with its amount, or by the count. */
export type Corte = 'inicio' | 'marca' | 'dos-puntos' | 'importe' | 'cuenta';

export interface Trozo {
  ts: Token[];
  corte: Corte;
}

export interface Lista {
  trozos: Trozo[];
  /** What every item shares ('todas a 6000'), without the words that say so. */
  comun: Token[];
}

/** Words that go on describing the same item after ',' or 'y' ('…, con 5 unidades', '…, sale 3200', '… y stock 10'). */
const SIGUE = new Set([
  'con',
  'a',
  'por',
  'en',
  'de',
  'del',
  'al',
  'para',
  'precio',
  'stock',
  'sku',
  'codigo',
  'talle',
  'talla',
  'numero',
  'descripcion',
  'cada',
  'unidades',
  'unidad',
  'pesos',
  'peso',
  'tengo',
  'hay',
  'quedan',
  'sale',
  'salen',
  'vale',
  'valen',
  'cuesta',
  'cuestan',
  'y',
  'color',
  'aroma',
  'olor',
  'sabor',
  'tipo',
  'categoria',
  'media',
  'medio',
  'mas',
  'tambien',
  'que',
  'cantidad',
  'valor',
  ',',
]);
const PRECIO_O_STOCK_ANTES = new Set([
  'a',
  'por',
  'precio',
  'vale',
  'sale',
  'cuesta',
  'en',
  'stock',
  'tengo',
  'hay',
  'cantidad',
]);
const TALLE = new Set(['talle', 'talla', 'numero', 'nro']);
const CUANTOS = new Set(['dos', 'tres', 'cuatro', 'cinco', 'seis']);

/** Whether the words at k say what every item shares; how many words say it. */
function comunEn(ns: readonly string[], k: number): number {
  const w = ns[k];
  if (w === 'todas' || w === 'todos' || w === 'ambos' || w === 'ambas') return 1;
  if ((w === 'los' || w === 'las') && CUANTOS.has(ns[k + 1] ?? '')) return 2;
  if (w === 'cada' && (ns[k + 1] === 'uno' || ns[k + 1] === 'una')) return 2;
  return 0;
}

/** The piece already has its price or stock ('mate de calabaza a 8500 pesos'); a size or a leading count does not count. */
function tieneImporte(ts: readonly Token[]): boolean {
  const ns = ts.map((t) => t.n);
  return cantidades(ts).some((c) => {
    const antes = ns[c.desde - 1] ?? '';
    if (TALLE.has(antes)) return false;
    return c.tipo !== 'solo' || PRECIO_O_STOCK_ANTES.has(antes) || c.valor >= 100;
  });
}

/** A word that can start a product's name ('bombilla', 'plato'), not a number or a word that continues the item. */
const empiezaNombre = (t: Token | undefined) =>
  t !== undefined && /^[a-z]/.test(t.n) && !esPalabraNumero(t.n) && !SIGUE.has(t.n);

/** 'treinta y nueve', '3 lucas y media': a 'y' inside a number. */
const yDeNumero = (ns: readonly string[], k: number) =>
  ns[k] === 'y' &&
  ((esPalabraNumero(ns[k - 1] ?? '') && esPalabraNumero(ns[k + 1] ?? '')) ||
    ns[k + 1] === 'media' ||
    ns[k + 1] === 'medio');

export function trocear(ts: readonly Token[]): Lista {
  const ns = ts.map((t) => t.n);
  const trozos: Trozo[] = [{ ts: [], corte: 'inicio' }];
  let comun: Token[] = [];
  for (let k = 0; k < ts.length; k++) {
    const w = ns[k]!;
    const sig = ns[k + 1] ?? '';
    const actual = trozos.at(-1)!;
    const separa = (w === ',' || w === 'y') && !yDeNumero(ns, k);
    const marca = (x: string) => MARCAS_ITEM.has(x) || ((x === 'la' || x === 'el') && ORDINALES.has(ns[k + 2] ?? ''));
    const esUnidad = (j: number) =>
      /^unidad(es)?$/.test(ns[j] ?? '') || (esPalabraNumero(ns[j] ?? '') && ns[j] !== 'y');
    if (separa && actual.ts.length && comunEn(ns, k + 1)) {
      comun = ts.slice(k + 1 + comunEn(ns, k + 1));
      break;
    }
    if ((separa || (w === 'otra' && actual.ts.length === 0)) && marca(sig) && !esUnidad(k + 2)) {
      trozos.push({ ts: [], corte: 'marca' });
      continue;
    }
    if (w === ',' && ts[k]!.o === ':' && actual.ts.length) {
      trozos.push({ ts: [], corte: 'dos-puntos' });
      continue;
    }
    if (separa && actual.ts.length && tieneImporte(actual.ts) && empiezaNombre(ts[k + 1])) {
      trozos.push({ ts: [], corte: 'importe' });
      continue;
    }
    if (w === ',' && actual.ts.length === 0) continue;
    actual.ts.push(ts[k]!);
  }
  return porCuenta(
    trozos.filter((t) => t.ts.length > 0),
    comun,
  );
}

/**
 * 'cuatro tazas: roja, azul, verde y amarilla': the announced count tells every ',' and 'y'
 * separates; an amount said only after the last ('… y coco a 4500 cada una') is for all of them.
 */
function porCuenta(trozos: Trozo[], comun: Token[]): Lista {
  const [cabeza, ...detalles] = trozos;
  if (!cabeza || detalles.length === 0 || detalles[0]!.corte === 'importe') return { trozos, comun };
  const cs = cantidades(cabeza.ts);
  const cuenta = cs[0]?.desde === 0 && cs[0].tipo === 'solo' && cs.length === 1 ? cs[0].valor : 0;
  if (cuenta <= detalles.length) return { trozos, comun };
  const partes: Trozo[] = [];
  for (const d of detalles) {
    const ns = d.ts.map((t) => t.n);
    let actual: Trozo = { ts: [], corte: d.corte };
    d.ts.forEach((t, k) => {
      if ((t.n === ',' || t.n === 'y') && !yDeNumero(ns, k)) {
        if (actual.ts.length) partes.push(actual);
        actual = { ts: [], corte: 'cuenta' };
      } else actual.ts.push(t);
    });
    if (actual.ts.length) partes.push(actual);
  }
  if (partes.length !== cuenta) return { trozos, comun };
  const ultima = partes.at(-1)!;
  if (partes.slice(0, -1).every((p) => !tieneImporte(p.ts)) && tieneImporte(ultima.ts)) {
    const fin = ultima.ts.findIndex((t, k) => k > 0 && (SIGUE.has(t.n) || esPalabraNumero(t.n) || /^\d/.test(t.n)));
    if (fin > 0) {
      const dicho = ultima.ts.splice(fin);
      comun = [
        ...dicho.filter(
          (t, k) => !(t.n === 'cada' || (dicho[k - 1]?.n === 'cada' && (t.n === 'una' || t.n === 'uno'))),
        ),
        ...comun,
      ];
    }
  }
  return { trozos: [cabeza, ...partes], comun };
}
