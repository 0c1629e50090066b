// Text made comparable: lower case, no accents; names compared by singular words and edit distance.

/** Lower case, without accents (ñ kept as n), punctuation out except inside numbers. */
export function sinAcentos(texto: string): string {
  return texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A name for matching: accents out, lower case, plural -s/-es trimmed per word. */
export function clave(texto: string): string {
  return sinAcentos(texto)
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map(singular)
    .join(' ');
}

export function singular(w: string): string {
  if (w.length > 4 && w.endsWith('ces')) return `${w.slice(0, -3)}z`;
  if (w.length > 4 && /(ones|ores|ales|eles|ines|ades)$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/** Levenshtein distance, for names mis-heard by one or two letters. */
export function distancia(a: string, b: string): number {
  if (a === b) return 0;
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length]!;
}
