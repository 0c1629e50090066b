import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MENSAJES_IMAGEN, MENSAJES_PRODUCTO } from '@feria/contracts';
import {
  coincideConServidor,
  desdeRemotas,
  fusionarServidor,
  fusionarSubida,
  hacerPrincipal,
  MAX_IMAGENES,
  mover,
  ordenarImagenes,
  ordenDeseado,
  validarArchivos,
  type ImagenItem,
} from './imagenes-lista';
import { imagenArchivo, imagenFixture } from './test-fixtures';

const local = (key: string): ImagenItem => ({
  key,
  url: `blob:${key}`,
  remotaId: null,
  archivo: imagenArchivo(),
  progreso: null,
  error: null,
});

describe('ordenarImagenes (docs/producto/api.md#productos)', () => {
  it('puts the principal first, then by orden', () => {
    const imgs = [imagenFixture(1, 0, false), imagenFixture(2, 2, false), imagenFixture(3, 1, true)];
    expect(ordenarImagenes(imgs).map((i) => i.id)).toEqual([3, 1, 2]);
  });
});

describe('mover and hacerPrincipal', () => {
  it('moves one place before or after', () => {
    expect(mover(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(mover(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
  it('returns the same list when it cannot move', () => {
    const l = ['a', 'b'];
    expect(mover(l, 0, -1)).toBe(l);
    expect(mover(l, 1, 1)).toBe(l);
    expect(mover(l, 7, 1)).toBe(l);
  });
  it('puts the chosen principal first keeping the others in order', () => {
    expect(hacerPrincipal(['a', 'b', 'c', 'd'], 2)).toEqual(['c', 'a', 'b', 'd']);
  });
  it('always keeps the same images', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat(), { minLength: 1, maxLength: 8 }),
        fc.nat(10),
        fc.integer({ min: -9, max: 9 }),
        (l, i, d) => {
          expect([...mover(l, i, d)].sort()).toEqual([...l].sort());
        },
      ),
    );
  });
});

describe('validarArchivos', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    const files = [imagenArchivo('a.jpg', 'image/jpeg'), imagenArchivo('b.webp', 'image/webp')];
    expect(validarArchivos(files, 0)).toEqual({ aceptados: files, errores: [] });
  });
  it('names each refused file with the reason', () => {
    const r = validarArchivos(
      [imagenArchivo('doc.pdf', 'application/pdf'), imagenArchivo('big.png', 'image/png', 5 * 1024 * 1024 + 1)],
      0,
    );
    expect(r.aceptados).toEqual([]);
    expect(r.errores).toEqual([`doc.pdf: ${MENSAJES_IMAGEN.noValida}`, `big.png: ${MENSAJES_IMAGEN.demasiadoGrande}`]);
  });
  it('stops at 8 images counting the ones already there', () => {
    const files = [imagenArchivo('1.png'), imagenArchivo('2.png'), imagenArchivo('3.png')];
    const r = validarArchivos(files, MAX_IMAGENES - 2);
    expect(r.aceptados).toEqual(files.slice(0, 2));
    expect(r.errores).toEqual([MENSAJES_PRODUCTO.demasiadasImagenes]);
  });
});

describe('ordenDeseado', () => {
  it('sends every id in order with the first as principal', () => {
    const items = desdeRemotas([imagenFixture(5, 1), imagenFixture(9, 0)]);
    expect(ordenDeseado(hacerPrincipal(items, 1))).toEqual({ orden: [5, 9], principal: 5 });
  });
  it('waits while some image is not uploaded', () => {
    expect(ordenDeseado([...desdeRemotas([imagenFixture(1, 0)]), local('x')])).toBeNull();
    expect(ordenDeseado([])).toBeNull();
  });
});

describe('coincideConServidor', () => {
  const servidor = [imagenFixture(1, 0), imagenFixture(2, 1)];
  it('is true for the same order and principal', () => {
    expect(coincideConServidor({ orden: [1, 2], principal: 1 }, servidor)).toBe(true);
  });
  it('is false for another order or another count', () => {
    expect(coincideConServidor({ orden: [2, 1], principal: 2 }, servidor)).toBe(false);
    expect(coincideConServidor({ orden: [1], principal: 1 }, servidor)).toBe(false);
  });
});

describe('fusionarSubida', () => {
  it('puts the new server image where the local one was', () => {
    const items = [local('a'), ...desdeRemotas([imagenFixture(1, 0)]), local('b')];
    const r = fusionarSubida(items, 'a', [imagenFixture(1, 0), imagenFixture(7, 1, false)]);
    expect(r.map((i) => i.remotaId ?? i.key)).toEqual([7, 1, 'b']);
    expect(r[0]).toMatchObject({ key: 'r7', url: '/uploads/productos/7.webp', archivo: null });
  });
  it('adds images the editor did not know at the end', () => {
    const r = fusionarSubida([local('a')], 'a', [imagenFixture(3, 0), imagenFixture(4, 1, false)]);
    expect(r.map((i) => i.remotaId)).toEqual([3, 4]);
  });
});

describe('fusionarServidor', () => {
  it('takes the server order and keeps images waiting to upload', () => {
    const items = [...desdeRemotas([imagenFixture(1, 0), imagenFixture(2, 1)]), local('z')];
    const r = fusionarServidor(items, [imagenFixture(2, 1, true)]);
    expect(r.map((i) => i.remotaId ?? i.key)).toEqual([2, 'z']);
  });
});
