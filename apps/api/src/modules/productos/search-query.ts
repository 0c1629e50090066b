/**
 * Pure part of the product search: normalising the typed text into tokens and
 * turning the analysed tokens into a `to_tsquery('spanish', …)` string. The database supplies,
 * per token, whether it is a known word and its closest dictionary words (search.service.ts).
 */

import { normalizeText } from '../../lib/normalizar-texto';

export const MAX_TOKENS = 8;
export const MAX_TOKEN_LENGTH = 40;

export { normalizeText };

/** Distinct tokens in typing order; at most MAX_TOKENS, each cut to MAX_TOKEN_LENGTH. */
export function tokenize(text: string): string[] {
  const normalized = normalizeText(text);
  if (!normalized) return [];
  const tokens: string[] = [];
  for (const raw of normalized.split(' ')) {
    const token = raw.slice(0, MAX_TOKEN_LENGTH);
    if (!tokens.includes(token)) tokens.push(token);
    if (tokens.length === MAX_TOKENS) break;
  }
  return tokens;
}

export interface TokenAnalysis {
  token: string;
  /** A Spanish stop word ("de", "para"): full text ignores it, so do we. */
  stop: boolean;
  /** Last token, not a known word, but some known word starts with it: still being typed. */
  prefix: boolean;
  /** Closest dictionary words when the token is not a known word (typo correction). */
  alternatives: string[];
}

export type Combine = 'and' | 'or';

/** A token that gives a group: not a stop word ("de", "para", which full text ignores). */
export function esBuscable(t: TokenAnalysis): boolean {
  return !t.stop && /^[a-z0-9]+$/.test(t.token);
}

/**
 * One group per searchable token, in typing order: the token OR'ed with its corrections
 * (`(remra | remera)`), with prefix matching for a last token still being typed (`azu:*`). Tokens
 * only contain [a-z0-9], so nothing here can inject tsquery syntax. Stop words give no group.
 * `pesos` restricts every term to those weights of the product's search vector (`remera:AB`: in
 * its name, type or attribute values, not only in its description).
 */
export function gruposDeBusqueda(tokens: readonly TokenAnalysis[], pesos: '' | 'AB' = ''): string[] {
  const groups: string[] = [];
  for (const t of tokens.filter(esBuscable)) {
    const own = t.prefix ? `${t.token}:*${pesos}` : pesos ? `${t.token}:${pesos}` : t.token;
    const alternatives = t.alternatives
      .filter((a) => /^[a-z0-9]+$/.test(a) && a !== t.token)
      .map((a) => (pesos ? `${a}:${pesos}` : a));
    const terms = [own, ...alternatives];
    groups.push(terms.length > 1 ? `(${terms.join(' | ')})` : own);
  }
  return groups;
}

/**
 * `(remra | remera) & azu:*` — the groups AND'ed (or OR'ed, to rank a relaxed attempt by every
 * word it matches). Null when no token is searchable.
 */
export function buildTsQuery(tokens: readonly TokenAnalysis[], combine: Combine): string | null {
  const groups = gruposDeBusqueda(tokens);
  if (groups.length === 0) return null;
  return groups.join(combine === 'and' ? ' & ' : ' | ');
}

/**
 * The words of the product types' names ('Cama para mascotas' → cama, para, mascotas): a query word
 * among them names products (docs/producto/busqueda.md#palabras-del-producto). The types are the
 * code's reference data, so this is computed once, without the database.
 */
export function palabrasDeTipos(nombres: readonly string[]): ReadonlySet<string> {
  return new Set(nombres.flatMap((n) => normalizeText(n).split(' ')).filter((w) => w.length >= 3));
}

/**
 * Whether the token or one of its corrections names a product type, plurals folded both ways
 * ('remeras' → remera, 'zapatilla' → zapatillas, 'pantalones' → pantalon); a word still being
 * typed names one when a type word starts with it.
 */
export function nombraUnTipo(t: TokenAnalysis, tipos: ReadonlySet<string>): boolean {
  if (t.prefix && [...tipos].some((w) => w.startsWith(t.token))) return true;
  return [t.token, ...t.alternatives].some((w) =>
    [w, w.replace(/es$/, ''), w.replace(/s$/, ''), `${w}s`, `${w}es`].some((forma) => tipos.has(forma)),
  );
}
