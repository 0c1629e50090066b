import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MENSAJES_PRODUCTO, type AtributoSugerido } from '@feria/contracts';
import {
  agregarFila,
  aplicarSugerencia,
  cambiarFila,
  clavesSugeridas,
  filaVacia,
  filasIniciales,
  MAX_ATRIBUTOS,
  normalizarClave,
  puedeQuitar,
  quitarFila,
  validarAtributos,
  valoresSugeridos,
  type FilaAtributo,
} from './atributos-editor';

const fila = (clave: string, valor = ''): FilaAtributo => ({ clave, valor });
const sugeridas: AtributoSugerido[] = [
  { clave: 'Color', valores: ['Azul', 'Rojo'] },
  { clave: 'Talle', valores: ['M', 'L'] },
  { clave: 'Material', valores: ['Algodón'] },
];
const filaArb = fc.record({
  clave: fc.constantFrom('', ' ', 'Color', 'color ', 'Talle', 'x'),
  valor: fc.constantFrom('', 'Azul', ' '),
});
const filasArb = fc.array(filaArb, { minLength: 1, maxLength: 8 });

describe('filasIniciales', () => {
  it('starts with one empty row when the product has no attributes', () => {
    expect(filasIniciales()).toEqual([filaVacia()]);
    expect(filasIniciales([])).toEqual([{ clave: '', valor: '' }]);
  });
  it('keeps the key and value of each saved attribute', () => {
    expect(filasIniciales([{ clave: 'Color', valor: 'Azul' }])).toEqual([fila('Color', 'Azul')]);
  });
});

describe('one row always stays (docs/producto/validacion.md)', () => {
  it('does not remove the only row', () => {
    const filas = [fila('Color', 'Azul')];
    expect(puedeQuitar(filas)).toBe(false);
    expect(quitarFila(filas, 0)).toBe(filas);
  });
  it('removes the chosen row when there are several', () => {
    const filas = [fila('Color'), fila('Talle'), fila('Material')];
    expect(puedeQuitar(filas)).toBe(true);
    expect(quitarFila(filas, 1)).toEqual([fila('Color'), fila('Material')]);
  });
  it('ignores an index out of range', () => {
    const filas = [fila('a'), fila('b')];
    expect(quitarFila(filas, 5)).toBe(filas);
    expect(quitarFila(filas, -1)).toBe(filas);
  });
  it('never leaves zero rows, whatever is removed', () => {
    fc.assert(
      fc.property(filasArb, fc.array(fc.nat(10)), (filas, quitar) => {
        const resto = quitar.reduce<FilaAtributo[]>((acc, i) => quitarFila(acc, i), filas);
        expect(resto.length).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe('agregarFila', () => {
  it('adds an empty row at the end', () => {
    expect(agregarFila([fila('Color', 'Azul')])).toEqual([fila('Color', 'Azul'), filaVacia()]);
  });
  it('stops at the limit of attributes', () => {
    const llenas = Array.from({ length: MAX_ATRIBUTOS }, (_, i) => fila(`k${i}`, 'v'));
    expect(agregarFila(llenas)).toBe(llenas);
  });
});

describe('cambiarFila', () => {
  it('changes only the given row and field', () => {
    expect(cambiarFila([fila('a', '1'), fila('b', '2')], 1, { valor: '3' })).toEqual([fila('a', '1'), fila('b', '3')]);
  });
});

describe('clavesSugeridas', () => {
  it('offers the shop keys not present, comparing trimmed and case-insensitive', () => {
    expect(clavesSugeridas([fila(' color ', 'Azul'), fila('')], sugeridas)).toEqual(['Talle', 'Material']);
  });
  it('offers every key when the editor is empty', () => {
    expect(clavesSugeridas([filaVacia()], sugeridas)).toEqual(['Color', 'Talle', 'Material']);
  });
  it('offers a key once even if the server repeats it in another case', () => {
    expect(
      clavesSugeridas(
        [filaVacia()],
        [
          { clave: 'Color', valores: [] },
          { clave: 'COLOR ', valores: [] },
          { clave: '  ', valores: [] },
        ],
      ),
    ).toEqual(['Color']);
  });
  it('never offers a key already in the editor', () => {
    fc.assert(
      fc.property(filasArb, (filas) => {
        const presentes = new Set(filas.map((f) => normalizarClave(f.clave)));
        for (const c of clavesSugeridas(filas, sugeridas)) expect(presentes.has(normalizarClave(c))).toBe(false);
      }),
    );
  });
});

describe('aplicarSugerencia (docs/producto/validacion.md)', () => {
  it('fills the first empty key', () => {
    const filas = [fila('Color', 'Azul'), fila('', 'M'), fila('')];
    expect(aplicarSugerencia(filas, 'Talle')).toEqual([fila('Color', 'Azul'), fila('Talle', 'M'), fila('')]);
  });
  it('treats a key of only spaces as empty', () => {
    expect(aplicarSugerencia([fila('  ')], 'Talle')).toEqual([fila('Talle')]);
  });
  it('adds a row when every key is filled', () => {
    expect(aplicarSugerencia([fila('Color', 'Azul')], 'Talle')).toEqual([fila('Color', 'Azul'), fila('Talle')]);
  });
  it('does not add a key twice (case-insensitive, trimmed)', () => {
    const filas = [fila('Color', 'Azul'), fila('')];
    expect(aplicarSugerencia(filas, ' COLOR')).toBe(filas);
  });
  it('does nothing with a blank suggestion or when the editor is full', () => {
    const llenas = Array.from({ length: MAX_ATRIBUTOS }, (_, i) => fila(`k${i}`, 'v'));
    expect(aplicarSugerencia(llenas, 'Color')).toBe(llenas);
    const filas = [filaVacia()];
    expect(aplicarSugerencia(filas, '  ')).toBe(filas);
  });
  it('keeps keys unique and never loses a row', () => {
    fc.assert(
      fc.property(filasArb, fc.constantFrom('Color', 'talle', 'Material'), (filas, clave) => {
        const antes = new Set(filas.map((f) => normalizarClave(f.clave)).filter(Boolean));
        const despues = aplicarSugerencia(filas, clave);
        expect(despues.length).toBeGreaterThanOrEqual(filas.length);
        expect(despues.length).toBeLessThanOrEqual(filas.length + 1);
        const n = normalizarClave(clave);
        expect(despues.filter((f) => normalizarClave(f.clave) === n).length).toBe(
          antes.has(n) ? filas.filter((f) => normalizarClave(f.clave) === n).length : 1,
        );
      }),
    );
  });
});

describe('valoresSugeridos', () => {
  it('gives the values used for the key, whatever its case', () => {
    expect(valoresSugeridos(' color', sugeridas)).toEqual(['Azul', 'Rojo']);
  });
  it('gives nothing for an unknown or empty key', () => {
    expect(valoresSugeridos('Peso', sugeridas)).toEqual([]);
    expect(valoresSugeridos('', sugeridas)).toEqual([]);
  });
  it('merges repeated keys without repeating values', () => {
    expect(
      valoresSugeridos('Color', [
        { clave: 'Color', valores: ['Azul'] },
        { clave: 'color', valores: ['Azul ', 'Verde'] },
      ]),
    ).toEqual(['Azul', 'Verde']);
  });
});

describe('validarAtributos', () => {
  it('drops rows with key and value both empty and fixes tipoDato', () => {
    const r = validarAtributos([fila(''), fila(' Color ', ' Azul'), fila('  ', ' ')]);
    expect(r.errores).toEqual({});
    expect(r.atributos).toEqual([{ clave: 'Color', valor: 'Azul', tipoDato: 'STRING' }]);
  });
  it('gives no attributes for the single empty row', () => {
    expect(validarAtributos([filaVacia()])).toEqual({ atributos: [], errores: {} });
  });
  it('asks for the missing half of a row, at that row', () => {
    const r = validarAtributos([fila('Color', 'Azul'), fila('Talle', ''), fila('', 'Rojo')]);
    expect(r.errores).toEqual({
      1: { valor: MENSAJES_PRODUCTO.valorAtributo },
      2: { clave: MENSAJES_PRODUCTO.claveAtributo },
    });
  });
  it('marks a repeated key on its later row', () => {
    const r = validarAtributos([fila('Color', 'Azul'), fila(' color', 'Rojo')]);
    expect(r.errores).toEqual({ 1: { clave: MENSAJES_PRODUCTO.claveRepetida } });
  });
  it('refuses too long keys and values', () => {
    const r = validarAtributos([fila('x'.repeat(41), 'v'), fila('k', 'y'.repeat(81))]);
    expect(r.errores).toEqual({
      0: { clave: MENSAJES_PRODUCTO.atributoLargo },
      1: { valor: MENSAJES_PRODUCTO.atributoLargo },
    });
  });
  it('yields only valid, unique attributes when there is no error', () => {
    fc.assert(
      fc.property(filasArb, (filas) => {
        const r = validarAtributos(filas);
        if (Object.keys(r.errores).length) return;
        const claves = r.atributos.map((a) => normalizarClave(a.clave));
        expect(new Set(claves).size).toBe(claves.length);
        for (const a of r.atributos) expect(a.clave && a.valor).toBeTruthy();
      }),
    );
  });
});

describe('validarAtributos: repeated keys with other errors', () => {
  it('marks the repeat even when the first row is incomplete', () => {
    const r = validarAtributos([fila('Color', ''), fila('color', 'Rojo')]);
    expect(r.errores).toEqual({
      0: { valor: MENSAJES_PRODUCTO.valorAtributo },
      1: { clave: MENSAJES_PRODUCTO.claveRepetida },
    });
  });
});
