import { describe, expect, it } from 'vitest';
import { productoSearchQuery } from './productos.schemas';
import { MENSAJES } from '../common/messages';

const firstMessage = (input: unknown) => {
  const r = productoSearchQuery.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('product search parameters (docs/producto/entidades.md)', () => {
  it('defaults page 0 and size 20', () => {
    expect(productoSearchQuery.parse({})).toMatchObject({ page: 0, size: 20 });
  });
  it('coerces query strings to numbers and trims the text', () => {
    expect(
      productoSearchQuery.parse({ nombre: '  mate ', page: '2', size: '10', precioMin: '100', idTipoProducto: '4' }),
    ).toMatchObject({
      nombre: 'mate',
      page: 2,
      size: 10,
      precioMin: 100,
      idTipoProducto: 4,
    });
  });
  it('refuses a negative page, a size above 100 and an inverted price range in Spanish', () => {
    expect(firstMessage({ page: '-1' })).toBe(MENSAJES.paginaInvalida);
    expect(firstMessage({ size: '101' })).toBe(MENSAJES.tamanoInvalido);
    expect(firstMessage({ precioMin: '500', precioMax: '100' })).toBe(MENSAJES.rangoPrecioInvalido);
    expect(firstMessage({ precioMin: 'abc' })).toBe(MENSAJES.precioInvalido);
  });
  it('treats empty optional parameters as absent', () => {
    expect(productoSearchQuery.parse({ precioMin: '', idTipoProducto: '' })).toMatchObject({
      precioMin: undefined,
      idTipoProducto: undefined,
    });
  });
});
