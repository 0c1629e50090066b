import { describe, expect, it } from 'vitest';
import type { ProductoFormValues } from '../producto-form-values';
import type { VarianteProducto } from '@feria/contracts';
import { productoFixture } from '../test-fixtures';
import { comoSeGuarda, faltantes, payloadModificado, planDeGuardado } from './cambios';

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

describe('the PUT of a voice change about variants (docs/producto/voz.md#variantes)', () => {
  const V = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
  const variante = (id: number, Talle: string, Color: string, stock: number, precio: number | null = null) => ({
    id: V(id),
    sku: id === 1 ? 'ZU-38-N' : null,
    valores: { Talle, Color },
    texto: `Talle ${Talle} · ${Color}`,
    stock,
    precio,
    precioEfectivo: precio ?? 54000,
    idImagen: null,
    habilitada: true,
  });
  const zapatillas = productoFixture({
    nombre: 'Zapatillas urbanas',
    precio: 54000,
    stock: 9,
    opciones: [
      { nombre: 'Talle', valores: ['38', '40'] },
      { nombre: 'Color', valores: ['Blanco', 'Negro'] },
    ],
    variantes: [variante(1, '38', 'Negro', 3), variante(2, '38', 'Blanco', 2), variante(3, '40', 'Negro', 4, 56000)],
  });
  const resumen = (v: VarianteProducto) => ({
    id: v.id,
    texto: v.texto,
    stock: v.stock,
    precio: v.precioEfectivo,
    habilitada: true,
  });

  it('applies two changes of one product in one body: a variant gains units, a new size is added; siblings stay', () => {
    const body = payloadModificado(zapatillas, [
      {
        datos: { diferencial_stock: 5 },
        variante: {
          valores: { Talle: '38', Color: 'Negro' },
          texto: 'Talle 38 · Negro',
          nueva: false,
          variantes: [resumen(zapatillas.variantes![0]!)],
        },
      },
      {
        datos: { stock: 3 },
        variante: { valores: { Talle: '42', Color: 'Negro' }, texto: 'Talle 42 · Negro', nueva: true, variantes: [] },
      },
    ]);
    expect(body.opciones).toEqual([
      { nombre: 'Talle', valores: ['38', '40', '42'] },
      { nombre: 'Color', valores: ['Blanco', 'Negro'] },
    ]);
    expect(body.variantes).toEqual([
      {
        id: V(1),
        sku: 'ZU-38-N',
        valores: { Talle: '38', Color: 'Negro' },
        stock: 8,
        precio: null,
        idImagen: null,
        habilitada: true,
      },
      {
        id: V(2),
        sku: null,
        valores: { Talle: '38', Color: 'Blanco' },
        stock: 2,
        precio: null,
        idImagen: null,
        habilitada: true,
      },
      {
        id: V(3),
        sku: null,
        valores: { Talle: '40', Color: 'Negro' },
        stock: 4,
        precio: 56000,
        idImagen: null,
        habilitada: true,
      },
      { sku: null, valores: { Talle: '42', Color: 'Negro' }, stock: 3, precio: null, idImagen: null, habilitada: true },
    ]);
    expect(body).toMatchObject({ nombre: 'Zapatillas urbanas', precio: 54000 });
  });

  it('gives every variant of a size the price said, back to the product’s when it equals it, and disables one', () => {
    const precio = payloadModificado(zapatillas, {
      datos: { precio: 54000 },
      variante: {
        valores: { Talle: '40' },
        texto: 'Talle 40',
        nueva: false,
        variantes: [resumen(zapatillas.variantes![2]!)],
      },
    });
    expect(precio.variantes![2]).toMatchObject({ id: V(3), precio: null, stock: 4 });
    const apagada = payloadModificado(zapatillas, {
      datos: {},
      variante: {
        valores: { Talle: '38', Color: 'Blanco' },
        texto: 'Talle 38 · Blanco',
        nueva: false,
        variantes: [resumen(zapatillas.variantes![1]!)],
        habilitada: false,
      },
    });
    expect(apagada.variantes!.map((v) => v.habilitada)).toEqual([true, false, true]);
  });

  it('moves the variants’ own prices with a relative price change of the product', () => {
    const body = payloadModificado(zapatillas, { datos: { porcentaje_precio: 1.1 } });
    expect(body.precio).toBe(59400);
    expect(body.variantes!.map((v) => [v.id, v.precio, v.stock])).toEqual([
      [V(1), null, 3],
      [V(2), null, 2],
      [V(3), 61600, 4],
    ]);
  });

  it('sells out every variant when no value is said', () => {
    const body = payloadModificado(zapatillas, {
      datos: { stock: 0 },
      variante: { valores: {}, texto: 'Todas las variantes', nueva: false, variantes: [] },
    });
    expect(body.variantes!.map((v) => [v.id, v.stock])).toEqual([
      [V(1), 0],
      [V(2), 0],
      [V(3), 0],
    ]);
  });

  it('sends no options nor variants for a change of the product itself (the server keeps them)', () => {
    const body = payloadModificado(zapatillas, { datos: { precio: 58000 } });
    expect(body.precio).toBe(58000);
    expect(body).not.toHaveProperty('opciones');
    expect(body).not.toHaveProperty('variantes');
  });
});
