import type { DatosActualizacionVoz } from '@feria/contracts';
import type { Categoria, Esperado } from './comandos';

// Commands as a new seller types or says them without coaching (lists announced with a count,
// plural types with an article, 'lucas', changes said as outcomes: 'ahora sale…', 'me quedan 7',
// 'entraron 10 más', 'vendí 2 por fuera'), for the shop of tienda-prueba.ts. Written all at once
// from how sellers talk, before the parser was changed for them, and kept as written: the
// expectations follow docs/producto/voz.md, not what the parser happened to answer.
// bench/voz-precision.ts reports them per category; the unit test pins them.

const c = (
  ...items: [string, number | null, number | null, (string | null)?, Record<string, string>?][]
): Esperado => ({
  crear: items.map(([nombre, precio, stock, tipo, atributos]) => ({
    nombre,
    precio,
    stock,
    ...(tipo !== undefined ? { tipo } : {}),
    ...(atributos ? { atributos } : {}),
  })),
});
const m = (...items: [string | string[], DatosActualizacionVoz][]): Esperado => ({
  modificar: items.map(([p, datos]) => ({ productos: Array.isArray(p) ? p : [p], datos })),
});
const x = (tipo: string, cantidad: number, datos: DatosActualizacionVoz): Esperado => ({
  masivo: { tipo, cantidad, datos },
});
const NO: Esperado = { accion: 'ACCION_NO_RECONOCIDA' };
const NE: Esperado = { accion: 'ENTIDADES_NO_ENCONTRADAS' };

export const VENDEDORES: readonly (readonly [Categoria, string, Esperado])[] = [
  // A count without a list (docs/producto/voz.md#cuenta-sin-lista), written before the rule: with a
  // price per unit it is the stock (the preview says so); with no price, or one for all, it is asked.
  ['crear-uno', 'cargá 5 tazas a 3 lucas', c(['Taza', 3000, 5, 'Taza'])],
  ['crear-uno', 'creá tres velas a 4500', c(['Vela', 4500, 3, 'Vela'])],
  ['crear-uno', 'agregá 4 jabones de avena a 3200 cada uno', c(['Jabón de avena', 3200, 4, 'Jabón'])],
  ['crear-uno', 'creá seis tazas de cerámica', c(['Taza de cerámica', null, null, 'Taza'])],
  ['crear-uno', 'cargá dos mantas tejidas a 90 mil las dos', c(['Manta tejida', 90000, null, 'Textil para el hogar'])],
  // A count that announces a list is never a stock; 'a N' / 'N pesos' / a bare amount after an item is its price.
  [
    'crear-varios',
    'Crear dos productos: mate de calabaza a 8500 pesos y bombilla de alpaca a 4200',
    c(['Mate de calabaza', 8500, null, 'Mate'], ['Bombilla de alpaca', 4200, null, 'Bombilla']),
  ],
  [
    'crear-varios',
    'cargá tres remeras: negra talle M a 12000, blanca talle L a 12000 y gris talle S a 12500',
    c(
      ['Remera negra', 12000, null, 'Remera', { Color: 'Negro', Talle: 'M' }],
      ['Remera blanca', 12000, null, 'Remera', { Color: 'Blanco', Talle: 'L' }],
      ['Remera gris', 12500, null, 'Remera', { Color: 'Gris', Talle: 'S' }],
    ),
  ],
  [
    'crear-varios',
    'quiero subir dos cosas, una taza de cerámica a 6500 y un mate de madera a 7000',
    c(['Taza de cerámica', 6500, null, 'Taza'], ['Mate de madera', 7000, null, 'Mate']),
  ],
  [
    'crear-varios',
    'agregá estos productos: vela de soja de coco 4500, vela de soja de mango 4500 y difusor de lavanda 9000',
    c(
      ['Vela de soja de coco', 4500, null, 'Vela'],
      ['Vela de soja de mango', 4500, null, 'Vela'],
      ['Difusor de lavanda', 9000, null, 'Aromatizante'],
    ),
  ],
  [
    'crear-varios',
    'subí cuatro tazas: roja, azul, verde y amarilla, todas a 6000',
    c(
      ['Taza roja', 6000, null, 'Taza'],
      ['Taza azul', 6000, null, 'Taza'],
      ['Taza verde', 6000, null, 'Taza'],
      ['Taza amarilla', 6000, null, 'Taza'],
    ),
  ],
  [
    'crear-varios',
    'tengo para cargar dos velas en frasco, una de lavanda a 7800 y otra de vainilla a 7800',
    c(['Vela en frasco de lavanda', 7800, null, 'Vela'], ['Vela en frasco de vainilla', 7800, null, 'Vela']),
  ],
  [
    'crear-varios',
    'creá 2 remeras oversize: una estampada a 15500 y una lisa a 14000',
    c(['Remera oversize estampada', 15500, null, 'Remera'], ['Remera oversize lisa', 14000, null, 'Remera']),
  ],
  [
    'crear-varios',
    'creá una yerba de 1 kg a 11.500 y un mate de calabaza a 9800, los dos con 10 unidades',
    c(['Yerba de 1 kg', 11500, 10, 'Yerba mate'], ['Mate de calabaza', 9800, 10, 'Mate']),
  ],
  [
    'crear-varios',
    'dos buzos: uno gris a 28000 y uno negro a 28000',
    c(['Buzo gris', 28000, null, 'Buzo'], ['Buzo negro', 28000, null, 'Buzo']),
  ],
  [
    'crear-varios',
    'creá tres productos: taza blanca 6500, taza negra 6500, plato playo 8000',
    c(['Taza blanca', 6500, null, 'Taza'], ['Taza negra', 6500, null, 'Taza'], ['Plato playo', 8000, null]),
  ],
  // One product, amounts in slang.
  [
    'crear-uno',
    'publicá un buzo canguro negro talle L a 29 lucas con 3 unidades',
    c(['Buzo canguro negro', 29000, 3, 'Buzo', { Color: 'Negro', Talle: 'L' }]),
  ],
  ['crear-uno', 'creá una bombilla de alpaca a 5 lucas', c(['Bombilla de alpaca', 5000, null, 'Bombilla'])],
  ['crear-uno', 'cargame una manta tejida a 45 mil, tengo 2', c(['Manta tejida', 45000, 2, 'Textil para el hogar'])],
  [
    'crear-uno',
    'nuevo: jabón de glicerina con aloe, sale 3200, hay 15',
    c(['Jabón de glicerina con aloe', 3200, 15, 'Jabón']),
  ],
  // Prices said as outcomes, or in 'lucas'.
  ['precio', 'el mate de calabaza que pase a costar 10500', m(['Mate de calabaza', { precio: 10500 }])],
  ['precio', 'la bombilla de alpaca ahora sale 9000', m(['Bombilla de alpaca', { precio: 9000 }])],
  ['precio', 'aumentá 2 lucas la manta', m(['Manta tejida a mano', { diferencial_precio: 2000 }])],
  ['precio', 'la taza azul ponela a 7 lucas', m(['Taza de cerámica azul', { precio: 7000 }])],
  ['precio', 'el café de especialidad pasalo a 16 mil', m(['Café de especialidad Colombia 250 g', { precio: 16000 }])],
  ['precio', 'el jabón de avena dejalo en 3 lucas y media', m(['Jabón de avena y miel', { precio: 3500 }])],
  ['precio', 'aumentá veinte lucas el mate imperial', m(['Mate imperial de alpaca', { diferencial_precio: 20000 }])],
  // A plural type with an article is the whole type; several types at once.
  ['masivo', 'subí un 10 % los mates', x('Mate', 2, { porcentaje_precio: 1.1 })],
  ['masivo', 'las velas de soja ahora salen 5000', x('Vela de soja', 2, { precio: 5000 })],
  ['masivo', 'bajá las tazas un 15%', x('Taza', 3, { porcentaje_precio: 0.85 })],
  ['masivo', 'remarcá todo un 8 %', x('Todos', 25, { porcentaje_precio: 1.08 })],
  ['masivo', 'subí todo un 12 por ciento', x('Todos', 25, { porcentaje_precio: 1.12 })],
  ['masivo', 'subí los jabones 300 pesos cada uno', x('Jabón', 2, { diferencial_precio: 300 })],
  ['masivo', 'los buzos y las remeras bajalos un 10 por ciento', x('Buzo y Remera', 4, { porcentaje_precio: 0.9 })],
  ['masivo', 'subí 5 % las velas y las tazas', x('Vela y Taza', 7, { porcentaje_precio: 1.05 })],
  ['masivo', 'poné las remeras a 13 lucas', x('Remera', 3, { precio: 13000 })],
  ['masivo', 'sacale 10% a los jabones', x('Jabón', 2, { porcentaje_precio: 0.9 })],
  // Stock said as what happened.
  ['stock', 'de la taza azul me quedan 7', m(['Taza de cerámica azul', { stock: 7 }])],
  ['stock', 'me quedan 3 buzos canguro', m(['Buzo canguro gris', { stock: 3 }])],
  ['stock', 'entraron 10 más de la vela citronela', m(['Vela aromática citronela', { diferencial_stock: 10 }])],
  ['stock', 'me entraron 12 cuadernos', m(['Cuaderno A5 tapa dura', { diferencial_stock: 12 }])],
  ['stock', 'vendí 2 mates de calabaza por fuera', m(['Mate de calabaza', { diferencial_stock: -2 }])],
  ['stock', 'vendí una manta en la feria, descontala', m(['Manta tejida a mano', { diferencial_stock: -1 }])],
  ['stock', 'se me agotaron las zapatillas', m(['Zapatillas urbanas blancas', { stock: 0 }])],
  ['stock', 'no me quedan más velas de lavanda', m(['Vela de soja lavanda', { stock: 0 }])],
  ['stock', 'sumá 6 al stock de la yerba', m(['Yerba mate orgánica 1 kg', { diferencial_stock: 6 }])],
  ['stock', 'hay 20 jabones de carbón', m(['Jabón de carbón activado', { stock: 20 }])],
  ['stock', 'llegaron 5 tazas esmaltadas', m(['Taza esmaltada verde', { diferencial_stock: 5 }])],
  ['varios-cambios', 'la taza azul a 7000 y me quedan 4', m(['Taza de cerámica azul', { precio: 7000, stock: 4 }])],
  [
    'varios-cambios',
    'subí 1000 la manta y bajá 500 el cuaderno',
    m(['Manta tejida a mano', { diferencial_precio: 1000 }], ['Cuaderno A5 tapa dura', { diferencial_precio: -500 }]),
  ],
  [
    'texto',
    'a la suculenta cambiale el nombre por Suculenta echeveria en maceta',
    m(['Suculenta en maceta de barro', { nombre: 'Suculenta echeveria en maceta' }]),
  ],
  ['habla-real', 'eh che subile un diez por ciento a los mates', x('Mate', 2, { porcentaje_precio: 1.1 })],
  ['habla-real', 'bueno, de la bombilla de alpaca me quedan cinco nomás', m(['Bombilla de alpaca', { stock: 5 }])],
  ['sin-accion', 'subí un 10 % las camperas', NE],
  ['sin-accion', 'cuántos mates me quedan', NO],
  ['sin-accion', 'vendí 3 camperas por fuera', NE],
];
