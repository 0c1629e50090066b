import { describe, expect, it } from 'vitest';
import { facetasDe, opcionesElegidas, ordenNatural, type FilaFaceta } from './busqueda-opciones';

// docs/producto/busqueda.md#filtro-por-opciones: the pure parts of the option filter and its facets.
describe('filtro por opciones', () => {
  it('groups the chosen values by option, whatever the case and accents of the name', () => {
    expect(opcionesElegidas(['Color:Negro', 'Talle:38', 'talle:39', 'TALLE: 38 ', 'Tamaño:Grande: 2 L'])).toEqual([
      { nombre: 'Color', valores: ['Negro'] },
      { nombre: 'Talle', valores: ['38', '39'] },
      { nombre: 'Tamaño', valores: ['Grande: 2 L'] },
    ]);
    expect(opcionesElegidas(undefined)).toEqual([]);
  });

  it('orders numbers ascending, then sizes from XS to XXL, then the rest alphabetically', () => {
    const valores = ['Rojo', 'XL', '100', 'm', '40', 'azul', 'S', '38,5', 'XXL', 'Ámbar'];
    expect([...valores].sort(ordenNatural)).toEqual([
      '38,5',
      '40',
      '100',
      'S',
      'm',
      'XL',
      'XXL',
      'Ámbar',
      'azul',
      'Rojo',
    ]);
  });

  it('answers the options most products have, at most three of twenty values each', () => {
    const fila = (clave: string, valor: string, cantidad: number, productos: number): FilaFaceta => ({
      clave,
      opcion: clave[0]!.toUpperCase() + clave.slice(1),
      valor,
      cantidad,
      productos,
    });
    const talles = Array.from({ length: 25 }, (_, i) => fila('talle', String(30 + i), i === 0 ? 1 : 2, 9));
    const filas = [
      ...talles,
      fila('color', 'Negro', 3, 4),
      fila('aroma', 'Coco', 1, 1),
      fila('tamano', 'Grande', 1, 2),
    ];
    const facetas = facetasDe(filas)!;
    expect(facetas.map((f) => f.nombre)).toEqual(['Talle', 'Color', 'Tamano']);
    // The twenty most frequent sizes (30 has one product), in order.
    expect(facetas[0]!.valores.map((v) => v.valor)).toEqual(Array.from({ length: 20 }, (_, i) => String(31 + i)));
    expect(facetasDe([])).toBeUndefined();
  });
});
