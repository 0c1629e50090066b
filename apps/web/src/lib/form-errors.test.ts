import { describe, expect, it } from 'vitest';
import { MENSAJES_PRODUCTO } from '@feria/contracts';
import { ApiError, apiErrorFrom } from './api-client';
import { campoDelError } from './form-errors';

const CAMPOS = ['nombre', 'sku', 'tipoProductoId'] as const;

describe('campoDelError', () => {
  it('takes the field the answer names', () => {
    expect(
      campoDelError(apiErrorFrom({ mensaje: 'Otro texto', codigo: 'VALIDACION', campo: 'nombre' }, 400, 'x'), CAMPOS),
    ).toBe('nombre');
  });

  it('falls back to the field the catalogue gives the code, whatever the text', () => {
    expect(
      campoDelError(apiErrorFrom({ mensaje: 'Cualquier texto', codigo: 'PRODUCTO_SKU_DUPLICADO' }, 409, 'x'), CAMPOS),
    ).toBe('sku');
  });

  it('never decides by the text, and ignores fields the form does not have', () => {
    expect(
      campoDelError(apiErrorFrom({ mensaje: MENSAJES_PRODUCTO.skuRepetido, codigo: 'OTRO' }, 409, 'x'), CAMPOS),
    ).toBeUndefined();
    expect(campoDelError(apiErrorFrom({ mensaje: 'x', codigo: 'LOGO_INVALIDO' }, 400, 'x'), CAMPOS)).toBeUndefined();
    expect(campoDelError(new Error(MENSAJES_PRODUCTO.skuRepetido), CAMPOS)).toBeUndefined();
  });
});

describe('apiErrorFrom', () => {
  it('keeps the message, status, code and field of an error body', () => {
    const e = apiErrorFrom(
      { mensaje: 'Ya tenés otro producto con ese SKU', codigo: 'PRODUCTO_SKU_DUPLICADO', campo: 'sku' },
      409,
      'Error',
    );
    expect(e).toBeInstanceOf(ApiError);
    expect([e.message, e.status, e.codigo, e.campo]).toEqual([
      'Ya tenés otro producto con ese SKU',
      409,
      'PRODUCTO_SKU_DUPLICADO',
      'sku',
    ]);
  });

  it('uses the default for a body without a message and ignores non-text codes', () => {
    const e = apiErrorFrom({ codigo: 3, campo: '' }, 500, 'Error al crear producto');
    expect([e.message, e.codigo, e.campo]).toEqual(['Error al crear producto', undefined, undefined]);
  });
});
