import { describe, expect, it } from 'vitest';
import { idDeRutaProducto, rutaProducto, slugDe } from './slug';

describe('slugDe', () => {
  it.each([
    ['Dulce Tentación', 'dulce-tentacion'],
    ['  Ñandú & Cía. ', 'nandu-cia'],
    ['Velas -- de   Soja!!', 'velas-de-soja'],
    ['¡¡¡', ''],
  ])('%s → %s', (nombre, slug) => expect(slugDe(nombre)).toBe(slug));

  it('cuts long names at a word boundary dash', () => {
    const s = slugDe('a'.repeat(58) + ' bcdef');
    expect(s.length).toBeLessThanOrEqual(60);
    expect(s.endsWith('-')).toBe(false);
  });
});

describe('product paths', () => {
  const id = '3f2b8a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
  it('builds and reads {id}-{slug}', () => {
    expect(rutaProducto({ id, nombre: 'Mate de calabaza' })).toBe(`/productos/${id}-mate-de-calabaza`);
    expect(idDeRutaProducto(`${id}-mate-de-calabaza`)).toBe(id);
    expect(idDeRutaProducto(id)).toBe(id);
    expect(idDeRutaProducto(`${id}x`)).toBeNull();
    expect(idDeRutaProducto('mate')).toBeNull();
  });
});
