import type { DatosActualizacionVoz } from '@feria/contracts';

// docs/producto/voz.md#variantes: commands about sizes, colours and scents as sellers say them,
// for the shop of tienda-variantes.ts, with the proposal the dialog must get (or the question).

export type EsperadoVariante =
  | {
      cambios: {
        producto: string;
        /** The values said, as the proposal names them ('Talle 42 · Negro'). */
        variante: string;
        nueva: boolean;
        /** The product's variants the change reaches. */
        variantes: string[];
        datos: DatosActualizacionVoz;
        habilitada?: boolean;
      }[];
      mensaje: string;
    }
  | { accion: 'ACCION_NO_RECONOCIDA' | 'ENTIDADES_NO_ENCONTRADAS'; mensaje: string };

type Cambio = Extract<EsperadoVariante, { cambios: unknown }>['cambios'][number];
const Z = 'Zapatillas urbanas';
const R = 'Remera oversize';
const de = (
  producto: string,
  variante: string,
  variantes: string[],
  datos: DatosActualizacionVoz,
  extra: Partial<Cambio> = {},
): Cambio => ({ producto, variante, nueva: false, variantes, datos, ...extra });
const nueva = (producto: string, variante: string, datos: DatosActualizacionVoz): Cambio => ({
  producto,
  variante,
  nueva: true,
  variantes: [],
  datos,
});
const ok = (mensaje: string, ...cambios: Cambio[]): EsperadoVariante => ({ cambios, mensaje });
const pregunta = (mensaje: string): EsperadoVariante => ({ accion: 'ACCION_NO_RECONOCIDA', mensaje });
const noEsta = (mensaje: string): EsperadoVariante => ({ accion: 'ENTIDADES_NO_ENCONTRADAS', mensaje });

export const CORPUS_VARIANTES: readonly (readonly [texto: string, esperado: EsperadoVariante])[] = [
  // A new value: the other option is asked, or said.
  [
    'agregá talle 42 a las zapatillas urbanas con 3 unidades',
    pregunta(
      'Zapatillas urbanas también se vende por Color: decí cuál (Blanco o Negro), por ejemplo «agregá talle 42 blanco a las zapatillas urbanas con 3 unidades».',
    ),
  ],
  [
    'agregá talle 42 negro a las zapatillas urbanas con 3 unidades',
    ok(
      'Zapatillas urbanas · Talle 42 · Negro (nueva): stock 3. Revisá y confirmá.',
      nueva(Z, 'Talle 42 · Negro', { stock: 3 }),
    ),
  ],
  [
    'agregale el talle cuarenta y dos blanco a las zapatillas',
    ok(
      'Zapatillas urbanas · Talle 42 · Blanco (nueva): stock 0. Revisá y confirmá.',
      nueva(Z, 'Talle 42 · Blanco', { stock: 0 }),
    ),
  ],
  [
    'agregá aroma limón a la vela de soja con 6 unidades',
    ok(
      'Vela de soja · Aroma Limón (nueva): stock 6. Revisá y confirmá.',
      nueva('Vela de soja', 'Aroma Limón', { stock: 6 }),
    ),
  ],
  [
    'agregá talle xxl a la remera oversize con dos unidades a 17 mil',
    ok(
      'Remera oversize · Talle XXL (nueva): stock 2, precio $ 17.000. Revisá y confirmá.',
      nueva(R, 'Talle XXL', { stock: 2, precio: 17000 }),
    ),
  ],
  [
    'agregá talle m a la remera oversize',
    pregunta(
      'Remera oversize ya tiene Talle M (stock 6). Si entraron más, decí «sumá 3 del talle m de la remera oversize».',
    ),
  ],
  // Stock of a variant: added, taken off, set; sizes in words.
  [
    'sumá 5 unidades del talle M de la remera oversize',
    ok(
      'Remera oversize · Talle M: stock 6 → 11. Revisá y confirmá.',
      de(R, 'Talle M', ['Talle M'], { diferencial_stock: 5 }),
    ),
  ],
  [
    'sumá cinco unidades del talle eme de la remera oversize',
    ok(
      'Remera oversize · Talle M: stock 6 → 11. Revisá y confirmá.',
      de(R, 'Talle M', ['Talle M'], { diferencial_stock: 5 }),
    ),
  ],
  [
    'poné 10 del 38 negro de las zapatillas',
    ok(
      'Zapatillas urbanas · Talle 38 · Negro: stock 1 → 10. Revisá y confirmá.',
      de(Z, 'Talle 38 · Negro', ['Talle 38 · Negro'], { stock: 10 }),
    ),
  ],
  [
    'sacá 2 del talle S',
    ok(
      'Remera oversize · Talle S: stock 4 → 2. Revisá y confirmá.',
      de(R, 'Talle S', ['Talle S'], { diferencial_stock: -2 }),
    ),
  ],
  [
    'poné en 10 el talle ele de la remera',
    ok('Remera oversize · Talle L: stock 0 → 10. Revisá y confirmá.', de(R, 'Talle L', ['Talle L'], { stock: 10 })),
  ],
  [
    'entraron 4 del talle L de la remera oversize',
    ok(
      'Remera oversize · Talle L: stock 0 → 4. Revisá y confirmá.',
      de(R, 'Talle L', ['Talle L'], { diferencial_stock: 4 }),
    ),
  ],
  [
    'vendí 1 del talle M de la remera oversize',
    ok(
      'Remera oversize · Talle M: stock 6 → 5. Revisá y confirmá.',
      de(R, 'Talle M', ['Talle M'], { diferencial_stock: -1 }),
    ),
  ],
  [
    'sumá 3 unidades para el talle S de la remera',
    ok(
      'Remera oversize · Talle S: stock 4 → 7. Revisá y confirmá.',
      de(R, 'Talle S', ['Talle S'], { diferencial_stock: 3 }),
    ),
  ],
  [
    'sumá 4 de la vela de soja aroma coco',
    ok(
      'Vela de soja · Aroma Coco: stock 0 → 4. Revisá y confirmá.',
      de('Vela de soja', 'Aroma Coco', ['Aroma Coco'], { diferencial_stock: 4 }),
    ),
  ],
  [
    'sumá 5 unidades del talle M de la remera oversize y 3 del talle L',
    ok(
      'Remera oversize · Talle M: stock 6 → 11. Remera oversize · Talle L: stock 0 → 3. Revisá y confirmá.',
      de(R, 'Talle M', ['Talle M'], { diferencial_stock: 5 }),
      de(R, 'Talle L', ['Talle L'], { diferencial_stock: 3 }),
    ),
  ],
  [
    'sumá 5 del 38 negro y 2 del 40 blanco de las zapatillas',
    ok(
      'Zapatillas urbanas · Talle 38 · Negro: stock 1 → 6. Zapatillas urbanas · Talle 40 · Blanco: stock 3 → 5. Revisá y confirmá.',
      de(Z, 'Talle 38 · Negro', ['Talle 38 · Negro'], { diferencial_stock: 5 }),
      de(Z, 'Talle 40 · Blanco', ['Talle 40 · Blanco'], { diferencial_stock: 2 }),
    ),
  ],
  // Sold out: stock 0 (the variant stays, shown 'Sin stock').
  [
    'no hay más talle 41 de las zapatillas',
    ok(
      'Zapatillas urbanas · Talle 41 · Blanco: stock 1 → 0. Revisá y confirmá.',
      de(Z, 'Talle 41', ['Talle 41 · Blanco'], { stock: 0 }),
    ),
  ],
  [
    'se agotó el talle 38 blanco de las zapatillas',
    ok(
      'Zapatillas urbanas · Talle 38 · Blanco: stock 2 → 0. Revisá y confirmá.',
      de(Z, 'Talle 38 · Blanco', ['Talle 38 · Blanco'], { stock: 0 }),
    ),
  ],
  [
    'poné sin stock el talle 41 y el 40 de las zapatillas',
    ok(
      'Zapatillas urbanas · Talle 41 · Blanco: stock 1 → 0. Zapatillas urbanas · Talle 40 · Blanco: stock 3 → 0. Zapatillas urbanas · Talle 40 · Negro: stock 2 → 0. Revisá y confirmá.',
      de(Z, 'Talle 41', ['Talle 41 · Blanco'], { stock: 0 }),
      de(Z, 'Talle 40', ['Talle 40 · Blanco', 'Talle 40 · Negro'], { stock: 0 }),
    ),
  ],
  // Price of a variant (every variant with the values said).
  [
    'el talle 40 de las zapatillas a 60 mil',
    ok(
      'Zapatillas urbanas · Talle 40 · Blanco: precio $ 54.000 → $ 60.000. Zapatillas urbanas · Talle 40 · Negro: precio $ 56.000 → $ 60.000. Revisá y confirmá.',
      de(Z, 'Talle 40', ['Talle 40 · Blanco', 'Talle 40 · Negro'], { precio: 60000 }),
    ),
  ],
  [
    'el talle 40 negro de las zapatillas a sesenta mil',
    ok(
      'Zapatillas urbanas · Talle 40 · Negro: precio $ 56.000 → $ 60.000. Revisá y confirmá.',
      de(Z, 'Talle 40 · Negro', ['Talle 40 · Negro'], { precio: 60000 }),
    ),
  ],
  [
    'subí 10 por ciento el talle 40 negro de las zapatillas',
    ok(
      'Zapatillas urbanas · Talle 40 · Negro: precio $ 56.000 → $ 61.600. Revisá y confirmá.',
      de(Z, 'Talle 40 · Negro', ['Talle 40 · Negro'], { porcentaje_precio: 1.1 }),
    ),
  ],
  [
    'bajá mil pesos el talle M del buzo',
    ok(
      'Buzo canguro · Talle M: precio $ 28.000 → $ 27.000. Revisá y confirmá.',
      de('Buzo canguro', 'Talle M', ['Talle M'], { diferencial_precio: -1000 }),
    ),
  ],
  // Enabled or not.
  [
    'deshabilitá el talle 41 de las zapatillas',
    ok(
      'Zapatillas urbanas · Talle 41 · Blanco: se deshabilita. Revisá y confirmá.',
      de(Z, 'Talle 41', ['Talle 41 · Blanco'], {}, { habilitada: false }),
    ),
  ],
  [
    'habilitá el talle XL de la remera',
    ok(
      'Remera oversize · Talle XL: se habilita. Revisá y confirmá.',
      de(R, 'Talle XL', ['Talle XL'], {}, { habilitada: true }),
    ),
  ],
  // Asked, never guessed.
  [
    'sumá 3 del talle 38 de las zapatillas',
    pregunta(
      'Zapatillas urbanas tiene Talle 38 en 2 variantes (Talle 38 · Blanco y Talle 38 · Negro): decí de cuál, por ejemplo «sumá 5 del talle 38 blanco de las zapatillas».',
    ),
  ],
  [
    'sumá 2 del talle M',
    pregunta('¿De qué producto? Tienen talle M: Remera oversize y Buzo canguro. Decilo con el nombre del producto.'),
  ],
  [
    'poné 10 unidades de las zapatillas',
    pregunta(
      'Zapatillas urbanas tiene stock por Talle y Color: decí de cuál, por ejemplo «sumá 3 del talle 38 blanco de zapatillas».',
    ),
  ],
  [
    'sumá 5 del talle 44 de las zapatillas',
    noEsta(
      'Zapatillas urbanas no tiene Talle 44: tiene 38, 39, 40 y 41. Para sumarlo decí «agregá talle 44 a las zapatillas».',
    ),
  ],
  [
    'sumá 2 del talle M de la taza azul',
    noEsta(
      'Taza de cerámica azul no tiene talles ni otras opciones. Las opciones se cargan editando el producto en Mis productos.',
    ),
  ],
  [
    'sumá 2 del talle 39 negro de las zapatillas',
    noEsta('Zapatillas urbanas no tiene Talle 39 · Negro. Para sumarla decí «agregá talle 39 negro a las zapatillas».'),
  ],
  [
    'todas las zapatillas sin stock',
    pregunta(
      'Zapatillas urbanas tiene stock por variante: cambialo de a una variante, por ejemplo «sumá 3 del talle 38 blanco de zapatillas urbanas».',
    ),
  ],
  [
    'sumá dos unidades de la vela de soja de coco',
    ok(
      'Vela de soja · Aroma Coco: stock 0 → 2. Revisá y confirmá.',
      de('Vela de soja', 'Aroma Coco', ['Aroma Coco'], { diferencial_stock: 2 }),
    ),
  ],
  [
    'me quedan 2 del talle M de la remera',
    ok('Remera oversize · Talle M: stock 6 → 2. Revisá y confirmá.', de(R, 'Talle M', ['Talle M'], { stock: 2 })),
  ],
  [
    'bajale 500 al talle L de la remera',
    ok(
      'Remera oversize · Talle L: precio $ 15.500 → $ 15.000. Revisá y confirmá.',
      de(R, 'Talle L', ['Talle L'], { diferencial_precio: -500 }),
    ),
  ],
  [
    'sumá 150 del talle M de la remera',
    ok(
      'Remera oversize · Talle M: stock 6 → 156. Revisá y confirmá.',
      de(R, 'Talle M', ['Talle M'], { diferencial_stock: 150 }),
    ),
  ],
  [
    'ya no vendo más el talle 41 de las zapatillas',
    ok(
      'Zapatillas urbanas · Talle 41 · Blanco: se deshabilita. Revisá y confirmá.',
      de(Z, 'Talle 41', ['Talle 41 · Blanco'], {}, { habilitada: false }),
    ),
  ],
  [
    'agregá color rojo a la remera oversize',
    noEsta(
      'Remera oversize no tiene la opción Color. Las opciones nuevas se agregan editando el producto en Mis productos.',
    ),
  ],
  [
    'sumá 3 unidades a la vela de coco y vainilla',
    ok(
      'Preparamos 1 modificación. Revisá los cambios y confirmá.',
      de('Vela de coco y vainilla', '', [], { diferencial_stock: 3 }),
    ),
  ],
  // Phrasings written after the parser was done (8 of 10 were read right; it then learnt 'pares' and 'no la hago').
  [
    'entraron 6 pares del 40 blanco de las zapatillas',
    ok(
      'Zapatillas urbanas · Talle 40 · Blanco: stock 3 → 9. Revisá y confirmá.',
      de(Z, 'Talle 40 · Blanco', ['Talle 40 · Blanco'], { diferencial_stock: 6 }),
    ),
  ],
  [
    'llegaron tres remeras oversize talle ele',
    ok(
      'Remera oversize · Talle L: stock 0 → 3. Revisá y confirmá.',
      de(R, 'Talle L', ['Talle L'], { diferencial_stock: 3 }),
    ),
  ],
  [
    'che sumale 2 al talle ese de la remera oversize',
    ok(
      'Remera oversize · Talle S: stock 4 → 6. Revisá y confirmá.',
      de(R, 'Talle S', ['Talle S'], { diferencial_stock: 2 }),
    ),
  ],
  [
    'el 39 blanco de las zapatillas ponelo a 57 mil',
    ok(
      'Zapatillas urbanas · Talle 39 · Blanco: precio $ 54.000 → $ 57.000. Revisá y confirmá.',
      de(Z, 'Talle 39 · Blanco', ['Talle 39 · Blanco'], { precio: 57000 }),
    ),
  ],
  [
    'las zapatillas talle 38 negras quedan a 59000',
    ok(
      'Zapatillas urbanas · Talle 38 · Negro: precio $ 54.000 → $ 59.000. Revisá y confirmá.',
      de(Z, 'Talle 38 · Negro', ['Talle 38 · Negro'], { precio: 59000 }),
    ),
  ],
  [
    'vendí dos remeras oversize talle eme',
    ok(
      'Remera oversize · Talle M: stock 6 → 4. Revisá y confirmá.',
      de(R, 'Talle M', ['Talle M'], { diferencial_stock: -2 }),
    ),
  ],
  [
    'la vela de soja de vainilla ya no la hago más',
    ok(
      'Vela de soja · Aroma Vainilla: se deshabilita. Revisá y confirmá.',
      de('Vela de soja', 'Aroma Vainilla', ['Aroma Vainilla'], {}, { habilitada: false }),
    ),
  ],
  [
    'bajá el stock del talle M del buzo a 1',
    ok(
      'Buzo canguro · Talle M: stock 3 → 1. Revisá y confirmá.',
      de('Buzo canguro', 'Talle M', ['Talle M'], { stock: 1 }),
    ),
  ],
  [
    'agregá el talle 44 negro a las zapatillas, 2 unidades',
    ok(
      'Zapatillas urbanas · Talle 44 · Negro (nueva): stock 2. Revisá y confirmá.',
      nueva(Z, 'Talle 44 · Negro', { stock: 2 }),
    ),
  ],
  [
    'sacale 1 al talle L del buzo canguro',
    ok(
      'Buzo canguro · Talle L: stock 1 → 0. Revisá y confirmá.',
      de('Buzo canguro', 'Talle L', ['Talle L'], { diferencial_stock: -1 }),
    ),
  ],
  // The whole product sold out: every variant to 0.
  [
    'se me agotaron las remeras oversize',
    ok(
      'Remera oversize · Talle S: stock 4 → 0. Remera oversize · Talle M: stock 6 → 0. Remera oversize · Talle XL: stock 2 → 0. Revisá y confirmá.',
      de(R, 'Todas las variantes', ['Talle S', 'Talle M', 'Talle XL'], { stock: 0 }),
    ),
  ],
  // An amount after 'el' is not a size: the product's price.
  [
    'subí el 40 por ciento las zapatillas urbanas',
    ok('Preparamos 1 modificación. Revisá los cambios y confirmá.', de(Z, '', [], { porcentaje_precio: 1.4 })),
  ],
];
