/**
 * Pure part of the typo correction (decision 042): which dictionary words (app.search_words) count
 * as what the buyer meant. The database proposes candidates (trigram neighbours of the token and
 * the token's Spanish spelling variants); here a length-aware edit distance over the plain words and
 * over their phonetic keys decides, so short words get one edit and only the closest words win.
 */

/** Spanish spelling confusions folded away: b/v, s/z/c(e,i), ll/y, silent h, qu/k/c(a,o,u), g(e,i)/j, n/m before b and p, double letters. */
export function claveFonetica(word: string): string {
  return word
    .replace(/ch/g, '§')
    .replace(/h/g, '')
    .replace(/qu(?=[ei])/g, 'k')
    .replace(/c(?=[ei])/g, 's')
    .replace(/g(?=[ei])/g, 'j')
    .replace(/[cq]/g, 'k')
    .replace(/ll/g, 'y')
    .replace(/v/g, 'b')
    .replace(/z/g, 's')
    .replace(/w/g, 'u')
    .replace(/n(?=[bp])/g, 'm')
    .replace(/(.)\1+/g, '$1')
    .replace(/§/g, 'ch');
}

const FILAS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const VECINAS = new Set<string>();
for (let f = 0; f < FILAS.length; f++) {
  for (let i = 0; i < FILAS[f]!.length; i++) {
    const c = FILAS[f]![i]!;
    const cerca = [
      FILAS[f]![i - 1],
      FILAS[f]![i + 1],
      FILAS[f - 1]?.[i],
      FILAS[f - 1]?.[i + 1],
      FILAS[f + 1]?.[i],
      FILAS[f + 1]?.[i - 1],
    ];
    for (const n of cerca) if (n) VECINAS.add(c + n).add(n + c);
  }
}
const VOCAL = /[aeiou]/;

/**
 * What swapping one letter for another costs: 1 for keyboard neighbours ('crena') and vowel for vowel
 * ('potos'), 1.5 otherwise — so a short word is not "corrected" into a different word one unrelated
 * letter away ('pizza' is not 'pieza').
 */
export function costoSustitucion(a: string, b: string): number {
  if (a === b) return 0;
  if (VECINAS.has(a + b) || (VOCAL.test(a) && VOCAL.test(b))) return 1;
  return 1.5;
}

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent transpositions), capped: returns max+1 when over. */
export function distancia(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = costoSustitucion(a[i - 1]!, b[j - 1]!);
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      cur.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return Math.min(prev[b.length]!, max + 1);
}

/**
 * Edits a word of this length may carry and still be corrected: one up to 10 letters, two from 11.
 * Sound confusions are free (they are compared by phonetic key), so 'bonbiya' → bombilla passes
 * with one edit; two plain edits on a middle-length word mostly land on another word
 * ('ventilador' → ventilada, 'lavandina' → lavanda), measured on the 'should find nothing' set.
 */
export function edicionesPermitidas(longitud: number): number {
  if (longitud < 3) return 0;
  return longitud >= 11 ? 2 : 1;
}

const SUSTITUCIONES: readonly (readonly [RegExp, string])[] = [
  [/b/g, 'v'],
  [/v/g, 'b'],
  [/s/g, 'z'],
  [/z/g, 's'],
  [/s/g, 'c'],
  [/c/g, 's'],
  [/c/g, 'z'],
  [/z/g, 'c'],
  [/y/g, 'll'],
  [/ll/g, 'y'],
  [/k/g, 'c'],
  [/k/g, 'qu'],
  [/qu/g, 'k'],
  [/c/g, 'k'],
  [/j/g, 'g'],
  [/g/g, 'j'],
  [/nb/g, 'mb'],
  [/np/g, 'mp'],
  [/w/g, 'u'],
];
const LETRAS = 'abcdefghijklmnopqrstuvwxyz';
/** Longest token whose every one-edit spelling is looked up (≈ 54 × length strings). */
export const MAX_LONGITUD_UNA_EDICION = 8;

function confusiones(token: string): string[] {
  const out: string[] = [];
  for (const [re, to] of SUSTITUCIONES) {
    for (const m of token.matchAll(re)) out.push(token.slice(0, m.index) + to + token.slice(m.index + m[0].length));
  }
  out.push(token.startsWith('h') ? token.slice(1) : `h${token}`);
  return out;
}

function unaEdicion(token: string): string[] {
  const out: string[] = [];
  for (let i = 0; i <= token.length; i++) {
    const a = token.slice(0, i);
    const b = token.slice(i);
    if (b) out.push(a + b.slice(1));
    if (b.length > 1) out.push(a + b[1] + b[0] + b.slice(2));
    for (const l of LETRAS) {
      out.push(a + l + b);
      if (b && l !== b[0]) out.push(a + l + b.slice(1));
    }
  }
  return out;
}

/** 'escolares' → escolar, escolare: the stemmer does not always bring a plural to its singular's stem. */
function singulares(token: string): string[] {
  return [/es$/, /s$/].filter((re) => re.test(token)).map((re) => token.replace(re, ''));
}

/**
 * Spellings to look up exactly in the dictionary (its primary key), because trigram neighbours
 * miss them on short words ('buso' and 'buzo' share two of eight trigrams, 'mtae' and 'mate' one):
 * up to two Spanish spelling confusions, and every one-edit spelling of a word up to 8 letters.
 */
export function variantes(token: string): string[] {
  const out = new Set<string>();
  for (const v of confusiones(token)) {
    out.add(v);
    for (const w of confusiones(v)) out.add(w);
  }
  if (token.length <= MAX_LONGITUD_UNA_EDICION) for (const v of unaEdicion(token)) out.add(v);
  for (const v of singulares(token)) out.add(v);
  out.delete(token);
  return [...out].filter((v) => v.length >= 3);
}

/**
 * The corrections of a token among dictionary candidates: words within the allowed edits of the
 * token, compared both as written and by sound; only the closest tier (a word that sounds the same
 * beats one a keystroke away), at most `max`. `holgura` allows more edits: for a suggestion, not a search.
 */
export function elegirCorrecciones(token: string, candidatos: readonly string[], max = 3, holgura = 0): string[] {
  const permitidas = edicionesPermitidas(token.length) + (edicionesPermitidas(token.length) > 0 ? holgura : 0);
  if (permitidas === 0 || /^[0-9]+$/.test(token)) return [];
  const clave = claveFonetica(token);
  const puntuados: { word: string; d: number }[] = [];
  for (const word of new Set(candidatos)) {
    if (word === token || !/^[a-z0-9]+$/.test(word)) continue;
    // Sounding the same is free; sounding one edit apart costs that edit plus half, so 'pizza'
    // (key 'pisa') is not 'pieza' (key 'piesa').
    const otra = claveFonetica(word);
    const d = singulares(token).includes(word)
      ? 0
      : Math.min(otra === clave ? 0 : distancia(clave, otra, permitidas) + 0.5, distancia(token, word, permitidas));
    if (d <= permitidas) puntuados.push({ word, d });
  }
  if (puntuados.length === 0) return [];
  const mejor = Math.min(...puntuados.map((p) => p.d));
  return puntuados
    .filter((p) => p.d === mejor)
    .map((p) => p.word)
    .sort()
    .slice(0, max);
}
