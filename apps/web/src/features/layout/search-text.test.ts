import { describe, expect, it } from 'vitest';
import { searchPath, searchPlaceholder } from './search-text';

describe('searchPath', () => {
  it('trims the text and encodes it into q', () => {
    expect(searchPath('  mate de calabaza  ')).toBe('/search?q=mate%20de%20calabaza');
    expect(searchPath('a&b=ñ?')).toBe(`/search?q=${encodeURIComponent('a&b=ñ?')}`);
  });
  it('returns null for empty or blank text', () => {
    expect(searchPath('')).toBeNull();
    expect(searchPath('   \t ')).toBeNull();
  });
});

describe('searchPlaceholder', () => {
  it('uses the product variant only on product pages', () => {
    expect(searchPlaceholder('/productos/12')).toBe('Buscar productos similares...');
    expect(searchPlaceholder('/')).toBe('Buscar productos y emprendimientos...');
    expect(searchPlaceholder('/search')).toBe('Buscar productos y emprendimientos...');
    expect(searchPlaceholder('/', true)).toBe('¿Qué estás buscando hoy?');
    expect(searchPlaceholder('/productos/12', true)).toBe('Buscar productos similares...');
  });
});
