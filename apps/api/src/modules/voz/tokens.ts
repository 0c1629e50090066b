import { sinAcentos } from './normalizar';

// A spoken or typed command as tokens: `n` is the comparable form (lower case, no accents), `o`
// the seller's own spelling (for names and descriptions). Commas, colons and full stops stay as
// ',' tokens (they separate items; a colon keeps `o: ':'`, it announces a list); fillers ('eh',
// 'bueno', 'por favor', 'nomás', 'tengo para') and stutters go.

export interface Token {
  n: string;
  o: string;
}

const RELLENO = new Set([
  'eh',
  'ehh',
  'eeh',
  'em',
  'emm',
  'mmm',
  'mm',
  'bueno',
  'dale',
  'che',
  'ok',
  'okey',
  'porfa',
  'porfavor',
  'viste',
  'digamos',
  'onda',
  'hola',
  'gracias',
  'nomas',
]);
const RELLENO_FRASES: readonly (readonly string[])[] = [
  ['por', 'favor'],
  ['o', 'sea'],
  ['necesito', 'que'],
  ['quiero', 'que'],
  ['me', 'gustaria'],
  ['podrias'],
  ['podes'],
  ['quisiera'],
  ['necesito'],
  ['quiero'],
  ['vamos', 'a'],
  ['tenes', 'que'],
  ['hay', 'que'],
  // 'tengo para cargar dos velas…', 'voy a subir…': what comes next is the order.
  ['tengo', 'para'],
  ['tengo', 'que'],
  ['voy', 'a'],
];

export function tokensDe(texto: string): Token[] {
  const crudos: Token[] = [];
  // Words, numbers with their separators ('12.500', '12,5', '$13.500', '10%') and separators.
  const re = /\$?\d+(?:[.,]\d+)*%?|[\p{L}\p{N}]+(?:['’][\p{L}]+)?|[,.;:%]/gu;
  for (const m of texto.matchAll(re)) {
    const o = m[0];
    if (o === '%') {
      crudos.push({ n: 'por', o: 'por' }, { n: 'ciento', o: 'ciento' });
      continue;
    }
    if (/^[,.;:]$/.test(o)) {
      const previo = crudos.at(-1);
      if (previo?.n !== ',') crudos.push({ n: ',', o: o === ':' ? ':' : ',' });
      else if (o === ':') previo.o = ':';
      continue;
    }
    const n = sinAcentos(o).replace(/^\$/, '');
    if (n.endsWith('%')) {
      crudos.push({ n: n.slice(0, -1), o: o.slice(0, -1) }, { n: 'por', o: 'por' }, { n: 'ciento', o: 'ciento' });
      continue;
    }
    crudos.push({ n, o: o.replace(/^\$/, '') });
  }
  const sinRelleno: Token[] = [];
  for (let i = 0; i < crudos.length; i++) {
    const frase = RELLENO_FRASES.find((f) => f.every((w, k) => crudos[i + k]?.n === w));
    if (frase) {
      i += frase.length - 1;
      continue;
    }
    const t = crudos[i]!;
    if (RELLENO.has(t.n)) continue;
    // 'este' as a filler: 'este... creá' (not 'este producto').
    if (t.n === 'este' && (i === 0 || crudos[i + 1]?.n === ',')) continue;
    const previo = sinRelleno.at(-1);
    if (previo && previo.n === t.n && !/^\d/.test(t.n) && t.n !== ',') continue;
    sinRelleno.push(t);
  }
  while (sinRelleno[0]?.n === ',') sinRelleno.shift();
  while (sinRelleno.at(-1)?.n === ',') sinRelleno.pop();
  return sinRelleno;
}

/** The seller's words back as text ('remera de algodón'). */
export const textoDe = (ts: readonly Token[]): string =>
  ts
    .filter((t) => t.n !== ',')
    .map((t) => t.o)
    .join(' ');

/** First letter upper case, the rest as said. */
export const capitalizar = (s: string): string => (s ? s[0]!.toLocaleUpperCase('es') + s.slice(1) : s);
