import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { imagenesOrdenInput, productoInput } from './producto-vendedor.schemas';
import { MENSAJES, MENSAJES_PRODUCTO } from '../common/messages';

const base = { nombre: 'Taza esmaltada', precio: 12000, stock: 5, tipoProductoId: 3 };
const error = (input: unknown) => {
  const r = productoInput.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('productoInput (docs/producto/entidades.md payload)', () => {
  it('accepts the spec payload and fixes tipoDato to STRING', () => {
    const r = productoInput.parse({ ...base, sku: '', atributosRequestDto: [{ clave: 'Color', valor: 'Azul' }] });
    expect(r.sku).toBeNull();
    expect(r.atributosRequestDto).toEqual([{ clave: 'Color', valor: 'Azul', tipoDato: 'STRING' }]);
  });
  it('refuses negative prices, non-integer stock and more than 2 decimals', () => {
    expect(error({ ...base, precio: -1 })).toBe(MENSAJES_PRODUCTO.precioInvalido);
    expect(error({ ...base, precio: 10.005 })).toBe(MENSAJES_PRODUCTO.precioInvalido);
    expect(error({ ...base, stock: 1.5 })).toBe(MENSAJES_PRODUCTO.stockInvalido);
    expect(productoInput.safeParse({ ...base, precio: 10.25 }).success).toBe(true);
  });
  it('refuses repeated attribute keys ignoring case and spaces', () => {
    expect(
      error({
        ...base,
        atributosRequestDto: [
          { clave: 'Color', valor: 'Azul' },
          { clave: ' color ', valor: 'Rojo' },
        ],
      }),
    ).toBe(MENSAJES_PRODUCTO.claveRepetida);
  });
  it('words a value of the wrong kind itself, whatever zod locale is set', () => {
    const locale = z.config().localeError;
    z.config(z.locales.es());
    try {
      for (const input of [
        'Taza',
        { ...base, atributosRequestDto: 'Color: Azul' },
        { ...base, atributosRequestDto: ['Color'] },
        { ...base, atributosRequestDto: [{ clave: 5, valor: 'Azul' }] },
        { ...base, atributosRequestDto: [{ clave: 'Color', valor: ['Azul'] }] },
        { ...base, atributosRequestDto: [{ clave: 'Color', valor: 'Azul', tipoDato: 'NUMBER' }] },
        { ...base, sku: 7 },
        { ...base, descripcion: {} },
        { ...base, imagenUrl: 1 },
      ]) {
        expect(error(input), JSON.stringify(input)).toBe(MENSAJES.parametrosInvalidos);
      }
      for (const input of [[1], { orden: 'todas', principal: 1 }, { orden: [], principal: 1 }]) {
        expect(imagenesOrdenInput.safeParse(input).error?.issues[0]?.message, JSON.stringify(input)).toBe(
          MENSAJES.parametrosInvalidos,
        );
      }
    } finally {
      z.config({ localeError: locale });
    }
  });
});
