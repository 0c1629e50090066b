import { describe, expect, it } from 'vitest';
import {
  buildTsQuery,
  gruposDeBusqueda,
  MAX_TOKENS,
  nombraUnTipo,
  normalizeText,
  palabrasDeTipos,
  tokenize,
  type TokenAnalysis,
} from './search-query';

const t = (token: string, extra: Partial<TokenAnalysis> = {}): TokenAnalysis => ({
  token,
  stop: false,
  prefix: false,
  alternatives: [],
  ...extra,
});

describe('normalizeText', () => {
  it('folds accents, ñ and case like unaccent + lower', () => {
    expect(normalizeText('Café CON Leche')).toBe('cafe con leche');
    expect(normalizeText('Ñandú pingüino')).toBe('nandu pinguino');
  });
  it('turns punctuation and symbols into single spaces', () => {
    expect(normalizeText('  remera, "azul" & roja!! ')).toBe('remera azul roja');
    expect(normalizeText("mate':* | !x")).toBe('mate x');
  });
});

describe('tokenize', () => {
  it('keeps distinct tokens in typing order', () => {
    expect(tokenize('Remera remera AZUL')).toEqual(['remera', 'azul']);
  });
  it('returns nothing for empty or symbol-only text', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize('  ¡¿?! ')).toEqual([]);
  });
  it('caps the number of tokens', () => {
    expect(tokenize('a b c d e f g h i j k')).toHaveLength(MAX_TOKENS);
  });
});

describe('buildTsQuery', () => {
  it('ORs a token with its corrections and ANDs the tokens', () => {
    expect(buildTsQuery([t('remra', { alternatives: ['remera'] }), t('azul')], 'and')).toBe('(remra | remera) & azul');
  });
  it('ORs the tokens in relaxed mode', () => {
    expect(buildTsQuery([t('mate'), t('calabaza')], 'or')).toBe('mate | calabaza');
  });
  it('adds prefix matching to a token still being typed', () => {
    expect(buildTsQuery([t('cafe'), t('esp', { prefix: true })], 'and')).toBe('cafe & esp:*');
  });
  it('skips stop words', () => {
    expect(buildTsQuery([t('cafe'), t('de', { stop: true }), t('especialidad')], 'and')).toBe('cafe & especialidad');
  });
  it('returns null when nothing is searchable', () => {
    expect(buildTsQuery([t('de', { stop: true })], 'and')).toBeNull();
    expect(buildTsQuery([], 'and')).toBeNull();
  });
  it('never lets tsquery syntax through, from tokens or from corrections', () => {
    expect(buildTsQuery([t("x'|y"), t('ok', { alternatives: ["a'&b", 'bien'] })], 'and')).toBe('(ok | bien)');
  });
  it('does not repeat the token among its alternatives', () => {
    expect(buildTsQuery([t('mate', { alternatives: ['mate', 'mates'] })], 'and')).toBe('(mate | mates)');
  });
});

describe('gruposDeBusqueda', () => {
  it('gives one group per searchable word, stop words left out', () => {
    expect(
      gruposDeBusqueda([t('remra', { alternatives: ['remera'] }), t('talle'), t('de', { stop: true }), t('m')]),
    ).toEqual(['(remra | remera)', 'talle', 'm']);
  });
  it('restricts every term, corrections and prefixes too, to the weights asked for', () => {
    expect(gruposDeBusqueda([t('remra', { alternatives: ['remera'] }), t('ro', { prefix: true })], 'AB')).toEqual([
      '(remra:AB | remera:AB)',
      'ro:*AB',
    ]);
  });
});

describe('nombraUnTipo', () => {
  const tipos = palabrasDeTipos(['Remera', 'Zapatillas', 'Pantalón', 'Cama para mascotas', 'Artículo de librería']);

  it('knows the words of the type names, folded like the typed text', () => {
    expect([...tipos].sort()).toEqual([
      'articulo',
      'cama',
      'libreria',
      'mascotas',
      'pantalon',
      'para',
      'remera',
      'zapatillas',
    ]);
  });
  it('matches a type word in singular or plural, whichever the type name uses', () => {
    expect(nombraUnTipo(t('remeras'), tipos)).toBe(true);
    expect(nombraUnTipo(t('zapatilla'), tipos)).toBe(true);
    expect(nombraUnTipo(t('pantalones'), tipos)).toBe(true);
    expect(nombraUnTipo(t('mascota'), tipos)).toBe(true);
  });
  it('matches through a correction or a word still being typed', () => {
    expect(nombraUnTipo(t('remra', { alternatives: ['remera'] }), tipos)).toBe(true);
    expect(nombraUnTipo(t('zapati', { prefix: true }), tipos)).toBe(true);
  });
  it('does not take attribute or unknown words for types', () => {
    for (const w of ['m', 'talle', 'rojo', 'cuero', 'heladera']) expect(nombraUnTipo(t(w), tipos), w).toBe(false);
    expect(nombraUnTipo(t('zapati'), tipos)).toBe(false);
  });
});
