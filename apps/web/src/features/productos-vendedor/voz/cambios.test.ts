import { describe, expect, it } from 'vitest';
import type { ProductoFormValues } from '../producto-form-values';
import { comoSeGuarda, faltantes, planDeGuardado } from './cambios';

const valores = (stock: string): ProductoFormValues => ({
  nombre: 'Taza',
  descripcion: '',
  precio: '7000',
  stock,
  sku: '',
  tipoProductoId: '3',
  atributos: [],
});

describe('what a detected product lacks and how it is saved (docs/producto/voz.md#foto-desde-la-vista-previa)', () => {
  it('lacks the photo until the seller picks one, and stock while it is empty or 0', () => {
    expect(faltantes(valores(''))).toEqual(['stock', 'foto']);
    expect(faltantes(valores('0'), true)).toEqual(['stock']);
    expect(faltantes(valores('4'))).toEqual(['foto']);
    expect(faltantes(valores('4'), true)).toEqual([]);
  });

  it('is enabled only after its photo when stock and photo are all it needed', () => {
    expect(planDeGuardado(valores('4'), true, false)).toEqual({ crearHabilitado: false, habilitarConFoto: true });
  });

  it('stays disabled without stock even with a photo, and without a photo even with stock', () => {
    expect(planDeGuardado(valores(''), true, false)).toEqual({ crearHabilitado: false, habilitarConFoto: false });
    expect(planDeGuardado(valores('4'), false, false)).toEqual({ crearHabilitado: false, habilitarConFoto: false });
  });

  it('is created enabled when the seller publishes it anyway', () => {
    expect(planDeGuardado(valores(''), false, true)).toEqual({ crearHabilitado: true, habilitarConFoto: false });
    expect(planDeGuardado(valores('4'), true, true)).toEqual({ crearHabilitado: true, habilitarConFoto: false });
  });

  it('says how it is saved: published when nothing lacks, else what is missing', () => {
    expect(comoSeGuarda([], false)).toBe('Se publica al confirmar.');
    expect(comoSeGuarda(['stock'], false)).toBe(
      'Se guarda deshabilitado: no se ve en la tienda hasta que le agregues stock y lo habilites en Mis productos.',
    );
    expect(comoSeGuarda(['stock', 'foto'], true)).toBe('Se publica al confirmar, aunque no tenga stock ni foto.');
    expect(comoSeGuarda(['foto'], true)).toBe('Se publica al confirmar, aunque no tenga foto.');
  });
});
