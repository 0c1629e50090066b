import { textoVariante } from '@feria/contracts';
import type { ContextoVoz } from '../interprete';
import type { ProductoVoz, VarianteVoz } from '../productos-similares';
import { TIENDA, TIPOS } from './tienda-prueba';

// A made-up shop whose products sell sizes, colours and scents (test data for
// docs/producto/voz.md#variantes): two options on the shoes, one on the T-shirt, a scent on the candle.

let n = 0;
const id = () => `00000000-0000-4000-9000-${String(++n).padStart(12, '0')}`;

function p(
  nombre: string,
  precio: number,
  tipoProductoId: number,
  opciones: { nombre: string; valores: string[] }[] = [],
  variantes: [valores: Record<string, string>, stock: number, precio?: number, habilitada?: boolean][] = [],
): ProductoVoz {
  const vs: VarianteVoz[] = variantes.map(([valores, stock, propio, habilitada = true]) => ({
    id: id(),
    valores,
    texto: textoVariante(opciones, valores),
    stock,
    precio: propio ?? precio,
    habilitada,
  }));
  return {
    id: id(),
    nombre,
    precio,
    stock: opciones.length ? vs.filter((v) => v.habilitada).reduce((a, v) => a + v.stock, 0) : 5,
    descripcion: '',
    sku: null,
    tipoProductoId,
    tipo: TIPOS.find((t) => t.id === tipoProductoId)!.nombre,
    habilitado: true,
    opciones,
    variantes: vs,
  };
}

const TALLE_COLOR = [
  { nombre: 'Talle', valores: ['38', '39', '40', '41'] },
  { nombre: 'Color', valores: ['Blanco', 'Negro'] },
];

export const PRODUCTOS_VARIANTES: ProductoVoz[] = [
  p('Zapatillas urbanas', 54000, 12, TALLE_COLOR, [
    [{ Talle: '38', Color: 'Blanco' }, 2],
    [{ Talle: '39', Color: 'Blanco' }, 0],
    [{ Talle: '40', Color: 'Blanco' }, 3],
    [{ Talle: '41', Color: 'Blanco' }, 1],
    [{ Talle: '38', Color: 'Negro' }, 1],
    [{ Talle: '40', Color: 'Negro' }, 2, 56000],
  ]),
  p(
    'Remera oversize',
    15500,
    1,
    [{ nombre: 'Talle', valores: ['S', 'M', 'L', 'XL'] }],
    [
      [{ Talle: 'S' }, 4],
      [{ Talle: 'M' }, 6],
      [{ Talle: 'L' }, 0],
      [{ Talle: 'XL' }, 2, undefined, false],
    ],
  ),
  p(
    'Vela de soja',
    4500,
    5,
    [{ nombre: 'Aroma', valores: ['Lavanda', 'Vainilla', 'Coco'] }],
    [
      [{ Aroma: 'Lavanda' }, 5],
      [{ Aroma: 'Vainilla' }, 5],
      [{ Aroma: 'Coco' }, 0],
    ],
  ),
  p(
    'Buzo canguro',
    28000,
    2,
    [{ nombre: 'Talle', valores: ['M', 'L'] }],
    [
      [{ Talle: 'M' }, 3],
      [{ Talle: 'L' }, 1],
    ],
  ),
  p('Taza de cerámica azul', 6500, 4),
  p('Mate de calabaza', 9800, 6),
  // A product whose name has a value of another product's option.
  p('Vela de coco y vainilla', 5200, 5),
];

export const TIENDA_VARIANTES: ContextoVoz = { productos: PRODUCTOS_VARIANTES, tipos: TIPOS };
export const varianteDe = (producto: string, texto: string) =>
  PRODUCTOS_VARIANTES.find((x) => x.nombre === producto)!.variantes!.find((v) => v.texto === texto)!;

/**
 * The corpus shop plus two products sold in sizes and colours whose names share no word with it:
 * the corpus's commands must read the same there (the values 'Negro', 'M', '38' are now known).
 */
export const TIENDA_CON_VARIANTES: ContextoVoz = {
  productos: [
    ...TIENDA.productos,
    p('Ojotas playeras', 9000, 17, TALLE_COLOR, [
      [{ Talle: '38', Color: 'Negro' }, 2],
      [{ Talle: '40', Color: 'Blanco' }, 1],
    ]),
    p(
      'Gorro tejido',
      7000,
      16,
      [
        { nombre: 'Talle', valores: ['S', 'M', 'L'] },
        { nombre: 'Color', valores: ['Gris', 'Rojo', 'Azul', 'Verde'] },
      ],
      [
        [{ Talle: 'M', Color: 'Gris' }, 3],
        [{ Talle: 'L', Color: 'Rojo' }, 0],
      ],
    ),
  ],
  tipos: TIPOS,
};
