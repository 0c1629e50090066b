import type { DatosActualizacionVoz } from '@feria/contracts';

// Commands as a seller says them into the phone (or as speech recognition writes them: no
// accents, numbers in words or digits, fillers, repeated words, a mis-heard letter), each with
// the structured result the dialog must get, for the shop of tienda-prueba.ts. Used by the
// parser's unit test and by bench/voz-precision.ts (accuracy per category).

export type Esperado =
  | {
      crear: {
        nombre: string;
        precio: number | null;
        stock: number | null;
        tipo?: string | null;
        atributos?: Record<string, string>;
      }[];
    }
  | { modificar: { productos: string[]; datos: DatosActualizacionVoz }[] }
  | { masivo: { tipo: string; cantidad: number; datos: DatosActualizacionVoz } }
  | { accion: 'ACCION_NO_RECONOCIDA' | 'ENTIDADES_NO_ENCONTRADAS' };

export type Categoria =
  | 'crear-uno'
  | 'crear-varios'
  | 'precio'
  | 'stock'
  | 'texto'
  | 'varios-cambios'
  | 'masivo'
  | 'habla-real'
  | 'sin-accion';

type Caso = readonly [texto: string, esperado: Esperado];

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

export const CORPUS: Record<Categoria, readonly Caso[]> = {
  'crear-uno': [
    ['creá una taza roja a 5000 con 4 unidades', c(['Taza roja', 5000, 4, 'Taza', { Color: 'Rojo' }])],
    [
      'crea una vela de soja de coco a cuatro mil quinientos pesos con veinte unidades',
      c(['Vela de soja de coco', 4500, 20, 'Vela']),
    ],
    ['cargá un mate de madera a 8500 pesos, 6 unidades', c(['Mate de madera', 8500, 6, 'Mate'])],
    ['agregá una bombilla de acero a tres mil con quince unidades', c(['Bombilla de acero', 3000, 15, 'Bombilla'])],
    [
      'creá un producto: cuaderno rayado A4 a 5200 pesos con 30 unidades',
      c(['Cuaderno rayado A4', 5200, 30, 'Cuaderno']),
    ],
    [
      'creame un buzo azul talle XL a veintiocho mil pesos con cinco unidades',
      c(['Buzo azul', 28000, 5, 'Buzo', { Color: 'Azul', Talle: 'XL' }]),
    ],
    ['nuevo producto jabón de lavanda a 3500 pesos con 40 unidades', c(['Jabón de lavanda', 3500, 40, 'Jabón'])],
    [
      'publicá una remera blanca talle S a 11.500 con 8 unidades',
      c(['Remera blanca', 11500, 8, 'Remera', { Color: 'Blanco', Talle: 'S' }]),
    ],
    [
      'cargá una yerba mate barbacuá de medio kilo a 6000 pesos con 12 unidades',
      c(['Yerba mate barbacuá de medio kilo', 6000, 12, 'Yerba mate']),
    ],
    ['creá una planta potus en maceta a 4200 con 10 unidades', c(['Planta potus en maceta', 4200, 10, 'Planta'])],
    [
      'creá un café de Etiopía en grano a 16.900 pesos con 9 unidades',
      c(['Café de Etiopía en grano', 16900, 9, 'Café']),
    ],
    [
      'agregá un pantalón cargo verde talle 42 a 35000 pesos con 3 unidades',
      c(['Pantalón cargo verde', 35000, 3, 'Pantalón', { Color: 'Verde', Talle: '42' }]),
    ],
    [
      'creá una cartera de cuero negra a 58 mil pesos con 2 unidades',
      c(['Cartera de cuero negra', 58000, 2, 'Cartera', { Color: 'Negro' }]),
    ],
    [
      'creá unas zapatillas urbanas grises a 49900 con 6 unidades',
      c(['Zapatillas urbanas grises', 49900, 6, 'Zapatillas', { Color: 'Gris' }]),
    ],
    [
      'creá una vela aroma a vainilla a 4800 pesos con 10 unidades',
      c(['Vela', 4800, 10, 'Vela', { Aroma: 'Vainilla' }]),
    ],
    ['crea una taza grande de cerámica a 7000 con 5 unidades', c(['Taza', 7000, 5, 'Taza', { Tamaño: 'Grande' }])],
    ['creá un jabón de romero precio 3300 stock 25', c(['Jabón de romero', 3300, 25, 'Jabón'])],
    [
      'creá un difusor de ambiente de jazmín que cuesta 9500 pesos con 7 unidades',
      c(['Difusor de ambiente de jazmín', 9500, 7, 'Aromatizante']),
    ],
    [
      'cargá una tabla de picar de algarrobo a 12 mil con 4 unidades',
      c(['Tabla de picar de algarrobo', 12000, 4, 'Utensilio de cocina']),
    ],
    ['creá una manta de lana a 52.000 pesos con 2 unidades', c(['Manta de lana', 52000, 2, 'Textil para el hogar'])],
    [
      'creá una remera negra talle M a $12.000 con 10 unidades',
      c(['Remera negra', 12000, 10, 'Remera', { Color: 'Negro', Talle: 'M' }]),
    ],
    ['creá una bombilla pico de loro a 7500 pesos con 10 unidades', c(['Bombilla pico de loro', 7500, 10, 'Bombilla'])],
    ['creá un mate camionero a quince mil pesos con ocho unidades', c(['Mate camionero', 15000, 8, 'Mate'])],
    ['creá una taza verde a 6800', c(['Taza verde', 6800, null, 'Taza', { Color: 'Verde' }])],
    ['creá una vela de cera de abeja con 10 unidades', c(['Vela de cera de abeja', null, 10, 'Vela'])],
    [
      'cargá un cuaderno de tapa blanda a 4.500 con 20 unidades y descripción hecho con papel reciclado',
      c(['Cuaderno de tapa blanda', 4500, 20, 'Cuaderno']),
    ],
    [
      'creá una remera estampada talle único a 14000 con 6 unidades',
      c(['Remera estampada', 14000, 6, 'Remera', { Talle: 'Único' }]),
    ],
    [
      'agregá un buzo con capucha bordó talle L a 31000 con 4 unidades',
      c(['Buzo con capucha bordó', 31000, 4, 'Buzo', { Color: 'Bordó', Talle: 'L' }]),
    ],
    ['creá un jabón de avena y coco a 3400 con 22 unidades', c(['Jabón de avena y coco', 3400, 22, 'Jabón'])],
    ['creá una taza de 350 ml a 6000 con 12 unidades', c(['Taza de 350 ml', 6000, 12, 'Taza'])],
    [
      'creá un mate de vidrio forrado en cuero a 9900 pesos con 5 unidades',
      c(['Mate de vidrio forrado en cuero', 9900, 5, 'Mate']),
    ],
    [
      'dale creá una yerba con palo de un kilo a 5800 pesos con 30 unidades',
      c(['Yerba con palo de un kilo', 5800, 30, 'Yerba mate']),
    ],
    ['creá tres velas de soja de limón a 4500', c(['Vela de soja de limón', 4500, 3, 'Vela'])],
    ['creá un cuaderno A5 sku CUA-015 a 6900 con 10 unidades', c(['Cuaderno A5', 6900, 10, 'Cuaderno'])],
    ['creá un sahumerio de palo santo a 1500 con 50 unidades', c(['Sahumerio de palo santo', 1500, 50, null])],
  ],
  'crear-varios': [
    [
      'creá dos remeras de algodón, una roja talle M a doce mil pesos con diez unidades y otra negra talle L a trece mil quinientos',
      c(
        ['Remera de algodón roja', 12000, 10, 'Remera', { Color: 'Rojo', Talle: 'M' }],
        ['Remera de algodón negra', 13500, null, 'Remera', { Color: 'Negro', Talle: 'L' }],
      ),
    ],
    [
      'creá una taza azul a 5000 con 3 unidades y un mate de calabaza a 9000 con 2 unidades',
      c(['Taza azul', 5000, 3, 'Taza'], ['Mate de calabaza', 9000, 2, 'Mate']),
    ],
    [
      'cargá dos velas: una de lavanda a 4500 con 10 unidades y otra de vainilla a 4700 con 8 unidades',
      c(['Vela de lavanda', 4500, 10, 'Vela'], ['Vela de vainilla', 4700, 8, 'Vela']),
    ],
    [
      'creá tres buzos canguro, uno gris talle S a 28000 con 4 unidades, otro negro talle M a 28000 con 6 unidades y otro blanco talle L a 29000 con 2 unidades',
      c(
        ['Buzo canguro gris', 28000, 4, 'Buzo'],
        ['Buzo canguro negro', 28000, 6, 'Buzo'],
        ['Buzo canguro blanco', 29000, 2, 'Buzo'],
      ),
    ],
    [
      'creá dos jabones a 3000 con 20 unidades cada uno, uno de rosas y otro de menta',
      c(['Jabón de rosas', 3000, 20, 'Jabón'], ['Jabón de menta', 3000, 20, 'Jabón']),
    ],
    [
      'creá una bombilla de alpaca a 8000 con 5 unidades, una yerba orgánica a 6000 con 10 unidades y un mate de madera a 7000 con 3 unidades',
      c(
        ['Bombilla de alpaca', 8000, 5, 'Bombilla'],
        ['Yerba orgánica', 6000, 10, 'Yerba mate'],
        ['Mate de madera', 7000, 3, 'Mate'],
      ),
    ],
    [
      'creá dos tazas, una blanca a 6000 y otra negra a 6200, con 5 unidades cada una',
      c(['Taza blanca', 6000, null, 'Taza'], ['Taza negra', 6200, 5, 'Taza']),
    ],
    [
      'creá dos remeras talle M a 12000 con 5 unidades, una verde y otra amarilla',
      c(
        ['Remera verde', 12000, 5, 'Remera', { Color: 'Verde', Talle: 'M' }],
        ['Remera amarilla', 12000, 5, 'Remera', { Color: 'Amarillo', Talle: 'M' }],
      ),
    ],
    [
      'creá una vela a 4000 con 10 unidades y una taza a 6000 con 4 unidades',
      c(['Vela', 4000, 10, 'Vela'], ['Taza', 6000, 4, 'Taza']),
    ],
    [
      'cargá dos cuadernos, uno A5 a 6000 con 10 unidades y otro A4 a 7500 con 8 unidades',
      c(['Cuaderno A5', 6000, 10, 'Cuaderno'], ['Cuaderno A4', 7500, 8, 'Cuaderno']),
    ],
    [
      'creá dos remeras de algodón, la primera roja a 12000 y la otra azul a 12500',
      c(['Remera de algodón roja', 12000, null, 'Remera'], ['Remera de algodón azul', 12500, null, 'Remera']),
    ],
    [
      'creá dos mates, uno de calabaza a 9000 con 4 unidades y otro de algarrobo a 8000 con 6 unidades',
      c(['Mate de calabaza', 9000, 4, 'Mate'], ['Mate de algarrobo', 8000, 6, 'Mate']),
    ],
    [
      'creá una remera roja talle M a 12000 con 3 unidades y otra roja talle L a 12000 con 2 unidades',
      c(['Remera roja talle M', 12000, 3, 'Remera'], ['Remera roja talle L', 12000, 2, 'Remera']),
    ],
    [
      'creá una planta de jade a 3500 con 6 unidades y una suculenta a 2800 con 12 unidades',
      c(['Planta de jade', 3500, 6, 'Planta'], ['Suculenta', 2800, 12, 'Planta']),
    ],
    [
      'creá dos velas aromáticas a cinco mil con diez unidades, una de canela y otra de naranja',
      c(['Vela aromática de canela', 5000, 10, 'Vela'], ['Vela aromática de naranja', 5000, 10, 'Vela']),
    ],
    [
      'crea un jabón de carbón a 3500 con 10 unidades, un jabón de arcilla a 3600 con 8 unidades',
      c(['Jabón de carbón', 3500, 10, 'Jabón'], ['Jabón de arcilla', 3600, 8, 'Jabón']),
    ],
    [
      'creá dos tazas esmaltadas, una celeste a 7200 con 3 unidades y otra rosa a 7200 con 3 unidades',
      c(['Taza esmaltada celeste', 7200, 3, 'Taza'], ['Taza esmaltada rosa', 7200, 3, 'Taza']),
    ],
    [
      'creá dos pantalones, uno negro talle 40 a 32000 con 2 unidades y otro azul talle 42 a 32000 con 3 unidades',
      c(
        ['Pantalón negro', 32000, 2, 'Pantalón', { Color: 'Negro', Talle: '40' }],
        ['Pantalón azul', 32000, 3, 'Pantalón', { Color: 'Azul', Talle: '42' }],
      ),
    ],
    [
      'cargá un café colombiano a 14000 con 10 unidades y un café brasileño a 12000 con 10 unidades',
      c(['Café colombiano', 14000, 10, 'Café'], ['Café brasileño', 12000, 10, 'Café']),
    ],
    [
      'creá dos carteras de cuero, una marrón a 60000 con 2 unidades y otra negra a 60000 con 1 unidad',
      c(['Cartera de cuero marrón', 60000, 2, 'Cartera'], ['Cartera de cuero negra', 60000, 1, 'Cartera']),
    ],
  ],
  precio: [
    ['cambiá el precio de la taza azul a 7000', m(['Taza de cerámica azul', { precio: 7000 }])],
    ['poné la bombilla de alpaca a 9000 pesos', m(['Bombilla de alpaca', { precio: 9000 }])],
    ['subí el precio del mate de calabaza a diez mil quinientos', m(['Mate de calabaza', { precio: 10500 }])],
    ['bajá 500 pesos el jabón de avena', m(['Jabón de avena y miel', { diferencial_precio: -500 }])],
    ['subí mil pesos la manta tejida', m(['Manta tejida a mano', { diferencial_precio: 1000 }])],
    ['aumentá un 10 por ciento el cuaderno', m(['Cuaderno A5 tapa dura', { porcentaje_precio: 1.1 }])],
    ['bajá un 20 % la cartera de cuero', m(['Cartera de cuero marrón', { porcentaje_precio: 0.8 }])],
    [
      'subí el precio de la vela de soja a 5000',
      m([['Vela de soja lavanda', 'Vela de soja vainilla'], { precio: 5000 }]),
    ],
    ['actualizá el precio del buzo canguro a 30 mil', m(['Buzo canguro gris', { precio: 30000 }])],
    ['cambiale el precio a la yerba orgánica, ponele 12.000', m(['Yerba mate orgánica 1 kg', { precio: 12000 }])],
    ['dejá la taza esmaltada en 7500', m(['Taza esmaltada verde', { precio: 7500 }])],
    [
      'modificá el precio de las zapatillas urbanas a 56.000 pesos',
      m(['Zapatillas urbanas blancas', { precio: 56000 }]),
    ],
    ['subile 300 pesos al jabón de carbón', m(['Jabón de carbón activado', { diferencial_precio: 300 }])],
    ['bajale 1000 al difusor', m(['Difusor de ambiente cítrico', { diferencial_precio: -1000 }])],
    ['rebajá un quince por ciento el mate imperial', m(['Mate imperial de alpaca', { porcentaje_precio: 0.85 }])],
    ['el café de especialidad ponelo a 15 mil', m(['Café de especialidad Colombia 250 g', { precio: 15000 }])],
    [
      'cambiá el precio de la remera oversize a quince mil novecientos',
      m(['Remera oversize estampada', { precio: 15900 }]),
    ],
    ['subí 5 por ciento la tabla de madera', m(['Tabla de madera para picar', { porcentaje_precio: 1.05 }])],
    ['poné la suculenta a 4000', m(['Suculenta en maceta de barro', { precio: 4000 }])],
    ['aumentá 200 pesos la vela citronela', m(['Vela aromática citronela', { diferencial_precio: 200 }])],
    [
      'cambiá el precio de la taza de cerámica a 6900',
      m([['Taza de cerámica azul', 'Taza de cerámica blanca'], { precio: 6900 }]),
    ],
    ['bajá el precio de la remera de algodón negra a 11000', m(['Remera de algodón negra', { precio: 11000 }])],
    ['reducí 10 por ciento el precio del buzo', m(['Buzo canguro gris', { porcentaje_precio: 0.9 }])],
    ['poné el mate imperial a treinta y nueve mil', m(['Mate imperial de alpaca', { precio: 39000 }])],
    ['cambiá el precio de la vela en frasco a 8000', m(['Vela en frasco de vidrio', { precio: 8000 }])],
    ['subí el precio de la bombilla en 500 pesos', m(['Bombilla de alpaca', { diferencial_precio: 500 }])],
    ['bajá el precio del jabón de avena en 200', m(['Jabón de avena y miel', { diferencial_precio: -200 }])],
    ['poné la remera blanca a $12.500', m(['Remera de algodón blanca', { precio: 12500 }])],
    ['aumentá veinte por ciento el café', m(['Café de especialidad Colombia 250 g', { porcentaje_precio: 1.2 }])],
    ['cambiá el precio de la cartera a 65000', m(['Cartera de cuero marrón', { precio: 65000 }])],
  ],
  stock: [
    ['agregá 5 unidades a la bombilla', m(['Bombilla de alpaca', { diferencial_stock: 5 }])],
    ['poné sin stock el buzo', m(['Buzo canguro gris', { stock: 0 }])],
    ['cambiá el stock de la taza azul a 20', m(['Taza de cerámica azul', { stock: 20 }])],
    ['sumá diez unidades al jabón de carbón', m(['Jabón de carbón activado', { diferencial_stock: 10 }])],
    ['sacá 2 unidades del mate imperial', m(['Mate imperial de alpaca', { diferencial_stock: -2 }])],
    ['poné 15 unidades de la remera oversize', m(['Remera oversize estampada', { stock: 15 }])],
    ['el stock de la manta ponelo en 6', m(['Manta tejida a mano', { stock: 6 }])],
    ['actualizá el stock del cuaderno a 40', m(['Cuaderno A5 tapa dura', { stock: 40 }])],
    ['marcá como agotada la cartera', m(['Cartera de cuero marrón', { stock: 0 }])],
    ['subí el stock de la yerba orgánica en 10', m(['Yerba mate orgánica 1 kg', { diferencial_stock: 10 }])],
    ['bajá el stock de la suculenta en 5', m(['Suculenta en maceta de barro', { diferencial_stock: -5 }])],
    ['cargá 12 unidades más de la vela citronela', m(['Vela aromática citronela', { diferencial_stock: 12 }])],
    ['dejá el stock de las zapatillas en 2', m(['Zapatillas urbanas blancas', { stock: 2 }])],
    ['quitá una unidad de la tabla de madera', m(['Tabla de madera para picar', { diferencial_stock: -1 }])],
    ['agregá veinte unidades de stock al café', m(['Café de especialidad Colombia 250 g', { diferencial_stock: 20 }])],
    ['modificá el stock del difusor a cero', m(['Difusor de ambiente cítrico', { stock: 0 }])],
    ['la taza esmaltada está agotada, ponela sin stock', m(['Taza esmaltada verde', { stock: 0 }])],
    ['cambiá la cantidad de la remera de algodón blanca a 9', m(['Remera de algodón blanca', { stock: 9 }])],
    ['sumale 3 unidades a la vela de soja lavanda', m(['Vela de soja lavanda', { diferencial_stock: 3 }])],
    ['restá 4 unidades al jabón de avena', m(['Jabón de avena y miel', { diferencial_stock: -4 }])],
    ['ingresá 30 unidades de la suculenta', m(['Suculenta en maceta de barro', { diferencial_stock: 30 }])],
    ['poné el stock del mate de calabaza en 10 unidades', m(['Mate de calabaza', { stock: 10 }])],
    ['agregá 6 unidades al stock de la taza blanca', m(['Taza de cerámica blanca', { diferencial_stock: 6 }])],
    ['stock de la bombilla a 25', m(['Bombilla de alpaca', { stock: 25 }])],
    ['cambiá el stock del buzo canguro gris a 8', m(['Buzo canguro gris', { stock: 8 }])],
  ],
  texto: [
    [
      'cambiá el nombre de la remera oversize a Remera oversize de lino',
      m(['Remera oversize estampada', { nombre: 'Remera oversize de lino' }]),
    ],
    [
      'renombrá la taza esmaltada como Taza esmaltada verde agua',
      m(['Taza esmaltada verde', { nombre: 'Taza esmaltada verde agua' }]),
    ],
    [
      'cambiá la descripción del mate de calabaza a curado y listo para usar',
      m(['Mate de calabaza', { descripcion: 'Curado y listo para usar' }]),
    ],
    [
      'modificá el nombre del cuaderno por Cuaderno A5 tapa dura rayado',
      m(['Cuaderno A5 tapa dura', { nombre: 'Cuaderno A5 tapa dura rayado' }]),
    ],
    [
      'cambiá la descripción de la manta por tejida a mano en lana de oveja',
      m(['Manta tejida a mano', { descripcion: 'Tejida a mano en lana de oveja' }]),
    ],
    [
      'actualizá el nombre de la bombilla de alpaca a Bombilla de alpaca cincelada',
      m(['Bombilla de alpaca', { nombre: 'Bombilla de alpaca cincelada' }]),
    ],
    [
      'cambiá el nombre de la suculenta a Suculenta echeveria',
      m(['Suculenta en maceta de barro', { nombre: 'Suculenta echeveria' }]),
    ],
    [
      'cambiá la descripción del café de especialidad a notas de chocolate y caramelo',
      m(['Café de especialidad Colombia 250 g', { descripcion: 'Notas de chocolate y caramelo' }]),
    ],
    [
      'renombrá el difusor a Difusor de naranja y canela',
      m(['Difusor de ambiente cítrico', { nombre: 'Difusor de naranja y canela' }]),
    ],
    [
      'cambiá el nombre de la tabla de madera a Tabla de algarrobo',
      m(['Tabla de madera para picar', { nombre: 'Tabla de algarrobo' }]),
    ],
    [
      'modificá la descripción del jabón de carbón a ideal para piel grasa',
      m(['Jabón de carbón activado', { descripcion: 'Ideal para piel grasa' }]),
    ],
    [
      'cambiá el nombre de la cartera a Cartera de cuero marrón chocolate',
      m(['Cartera de cuero marrón', { nombre: 'Cartera de cuero marrón chocolate' }]),
    ],
    ['cambiá el nombre del unicornio a Peluche', NE],
    [
      'cambiá la descripción de la yerba orgánica que diga sin agroquímicos',
      m(['Yerba mate orgánica 1 kg', { descripcion: 'Sin agroquímicos' }]),
    ],
    [
      'cambiá el nombre de las zapatillas urbanas a Zapatillas urbanas de lona',
      m(['Zapatillas urbanas blancas', { nombre: 'Zapatillas urbanas de lona' }]),
    ],
  ],
  'varios-cambios': [
    [
      'bajá 500 pesos el mate de calabaza y el stock a 3',
      m(['Mate de calabaza', { diferencial_precio: -500, stock: 3 }]),
    ],
    [
      'cambiá el precio de la taza azul a 7000 y el de la taza blanca a 6800',
      m(['Taza de cerámica azul', { precio: 7000 }], ['Taza de cerámica blanca', { precio: 6800 }]),
    ],
    [
      'subí la bombilla a 9000 y bajá el mate imperial a 35000',
      m(['Bombilla de alpaca', { precio: 9000 }], ['Mate imperial de alpaca', { precio: 35000 }]),
    ],
    [
      'poné la manta a 48000 y el cuaderno a 7200',
      m(['Manta tejida a mano', { precio: 48000 }], ['Cuaderno A5 tapa dura', { precio: 7200 }]),
    ],
    [
      'agregá 5 unidades a la bombilla y 10 al jabón de carbón',
      m(['Bombilla de alpaca', { diferencial_stock: 5 }], ['Jabón de carbón activado', { diferencial_stock: 10 }]),
    ],
    ['cambiá el precio del buzo a 29000 y el stock a 7', m(['Buzo canguro gris', { precio: 29000, stock: 7 }])],
    [
      'poné sin stock la cartera y subí 10 por ciento las zapatillas',
      m(['Cartera de cuero marrón', { stock: 0 }], ['Zapatillas urbanas blancas', { porcentaje_precio: 1.1 }]),
    ],
    [
      'la vela citronela a 5500, la vela de soja lavanda a 4800',
      m(['Vela aromática citronela', { precio: 5500 }], ['Vela de soja lavanda', { precio: 4800 }]),
    ],
    [
      'cambiá la suculenta a 4100 pesos, también el café a 15000',
      m(['Suculenta en maceta de barro', { precio: 4100 }], ['Café de especialidad Colombia 250 g', { precio: 15000 }]),
    ],
    [
      'subí 300 pesos el jabón de avena y 300 el jabón de carbón',
      m(
        ['Jabón de avena y miel', { diferencial_precio: 300 }],
        ['Jabón de carbón activado', { diferencial_precio: 300 }],
      ),
    ],
    [
      'bajá el difusor a 8000 y sacá 2 unidades de la tabla de madera',
      m(['Difusor de ambiente cítrico', { precio: 8000 }], ['Tabla de madera para picar', { diferencial_stock: -2 }]),
    ],
    [
      'cambiá el stock de la remera de algodón negra a 20 y de la blanca a 15',
      m(['Remera de algodón negra', { stock: 20 }], ['Remera de algodón blanca', { stock: 15 }]),
    ],
    ['poné el mate de calabaza a 9500 con 8 unidades', m(['Mate de calabaza', { precio: 9500, stock: 8 }])],
    [
      'el precio de la yerba orgánica a 11900 y su stock a 25',
      m(['Yerba mate orgánica 1 kg', { precio: 11900, stock: 25 }]),
    ],
    [
      'cambiá el precio de la taza esmaltada a 7400 y el del buzo a 27500',
      m(['Taza esmaltada verde', { precio: 7400 }], ['Buzo canguro gris', { precio: 27500 }]),
    ],
  ],
  masivo: [
    ['subí un diez por ciento todas las velas', x('Vela', 4, { porcentaje_precio: 1.1 })],
    ['aumentá mil pesos todos los jabones', x('Jabón', 2, { diferencial_precio: 1000 })],
    ['bajá un 15 % todas las tazas', x('Taza', 3, { porcentaje_precio: 0.85 })],
    ['poné todas las remeras a 13000', x('Remera', 3, { precio: 13000 })],
    ['subí 500 pesos a todos los mates', x('Mate', 2, { diferencial_precio: 500 })],
    ['agregá 10 unidades a todas las velas', x('Vela', 4, { diferencial_stock: 10 })],
    ['poné sin stock todos los buzos', x('Buzo', 1, { stock: 0 })],
    ['aumentá un 5 por ciento todos los productos', x('Todos', 25, { porcentaje_precio: 1.05 })],
    ['subí un veinte por ciento todas las remeras', x('Remera', 3, { porcentaje_precio: 1.2 })],
    ['bajá 200 pesos todas las bombillas', x('Bombilla', 1, { diferencial_precio: -200 })],
    ['cambiá el stock de todas las tazas a 10', x('Taza', 3, { stock: 10 })],
    ['rebajá un diez por ciento todas las carteras', x('Cartera', 1, { porcentaje_precio: 0.9 })],
    ['subí el precio de todas las velas en 300 pesos', x('Vela', 4, { diferencial_precio: 300 })],
    ['aumentá 8 por ciento todos los cuadernos', x('Cuaderno', 1, { porcentaje_precio: 1.08 })],
    ['sumá 5 unidades a todos los jabones', x('Jabón', 2, { diferencial_stock: 5 })],
    ['subí un 12 por ciento todas las yerbas', x('Yerba mate', 1, { porcentaje_precio: 1.12 })],
    ['bajá un 30 % todos los pantalones', NE],
    ['subí un 10 por ciento todas las suculentas', x('Suculenta', 1, { porcentaje_precio: 1.1 })],
    ['poné todos los jabones a 3500 pesos', x('Jabón', 2, { precio: 3500 })],
    ['subí mil todas las tazas', x('Taza', 3, { diferencial_precio: 1000 })],
    ['aumentá el precio de todas las remeras un 15 por ciento', x('Remera', 3, { porcentaje_precio: 1.15 })],
    ['bajá el precio de todos los mates un 5 %', x('Mate', 2, { porcentaje_precio: 0.95 })],
    ['subí un diez por ciento todo lo de velas', x('Vela', 4, { porcentaje_precio: 1.1 })],
    ['sacá dos unidades de todas las velas', x('Vela', 4, { diferencial_stock: -2 })],
    ['aumentá un 7 por ciento todos los productos del tipo taza', x('Taza', 3, { porcentaje_precio: 1.07 })],
  ],
  'habla-real': [
    [
      'eh bueno creá creá una vela de soja de coco a cuatro mil quinientos pesos, con veinte unidades',
      c(['Vela de soja de coco', 4500, 20, 'Vela']),
    ],
    ['crea una taza roja a cinco mil con cuatro unidades por favor', c(['Taza roja', 5000, 4, 'Taza'])],
    ['este... cambia el precio de la taza azul a siete mil', m(['Taza de cerámica azul', { precio: 7000 }])],
    ['subi un diez porciento todas las velas', x('Vela', 4, { porcentaje_precio: 1.1 })],
    ['cambia el precio de la bombiya de alpaca a nueve mil', m(['Bombilla de alpaca', { precio: 9000 }])],
    ['baja quinientos pesos el mate de calabasa', m(['Mate de calabaza', { diferencial_precio: -500 }])],
    ['agrega cinco unidades a la bombilla de alpaca porfa', m(['Bombilla de alpaca', { diferencial_stock: 5 }])],
    ['quiero que subas el precio del cuaderno a siete mil', m(['Cuaderno A5 tapa dura', { precio: 7000 }])],
    [
      'necesito cargar una remera verde talle eme a doce mil con cinco unidades',
      c(['Remera verde', 12000, 5, 'Remera']),
    ],
    ['creá una vela de soja de coco a 4.500,00 pesos con 20 unidades', c(['Vela de soja de coco', 4500, 20, 'Vela'])],
    ['poné la remara oversize a quince mil', m(['Remera oversize estampada', { precio: 15000 }])],
    ['che cambiale el precio al jabon de abena a tres mil quinientos', m(['Jabón de avena y miel', { precio: 3500 }])],
    ['CREÁ UNA TAZA AZUL A 5000 CON 3 UNIDADES', c(['TAZA AZUL', 5000, 3, 'Taza'])],
    ['mmm subí, subí el precio de la manta a cincuenta mil', m(['Manta tejida a mano', { precio: 50000 }])],
    [
      'cambiá el precio del cafe de especialidad a catorce mil novecientos',
      m(['Café de especialidad Colombia 250 g', { precio: 14900 }]),
    ],
    ['creá una bombilla a ocho mil quinientos con diez unidades gracias', c(['Bombilla', 8500, 10, 'Bombilla'])],
    ['subí un 10% todas las velas', x('Vela', 4, { porcentaje_precio: 1.1 })],
    ['bueno dale poné sin stock el difusor', m(['Difusor de ambiente cítrico', { stock: 0 }])],
    [
      'creá una yerba mate de un kilo a once mil quinientos con veinte unidades',
      c(['Yerba mate de un kilo', 11500, 20, 'Yerba mate']),
    ],
    ['subile mil al buso canguro', m(['Buzo canguro gris', { diferencial_precio: 1000 }])],
    ['cambia el stock de las sapatillas urbanas a tres', m(['Zapatillas urbanas blancas', { stock: 3 }])],
    [
      'creá una taza de cerámica azul a seis mil quinientos con diez unidades',
      c(['Taza de cerámica azul', 6500, 10, 'Taza']),
    ],
    ['bajá un veinte por ciento todas las tasas', x('Taza', 3, { porcentaje_precio: 0.8 })],
    ['creá un mate de calabaza a 9.800 con 6 unidades', c(['Mate de calabaza', 9800, 6, 'Mate'])],
    [
      'ehh cambiá el precio del mate imperial a treinta y ocho mil quinientos',
      m(['Mate imperial de alpaca', { precio: 38500 }]),
    ],
    ['creá una vela a 4 mil con 10 unidades', c(['Vela', 4000, 10, 'Vela'])],
    ['poné la cartera de cuero a sesenta y dos mil quinientos', m(['Cartera de cuero marrón', { precio: 62500 }])],
    ['aumentá un cinco por ciento todos los jabones', x('Jabón', 2, { porcentaje_precio: 1.05 })],
    ['creá un cuaderno a 6900 con 10 unidades, sku CUA-001', c(['Cuaderno', 6900, 10, 'Cuaderno'])],
    ['cambiá el precio de la taza azul a 7 mil pesos', m(['Taza de cerámica azul', { precio: 7000 }])],
    ['creá una remera negra talle ele a trece mil con dos unidades', c(['Remera negra', 13000, 2, 'Remera'])],
    [
      'cargá una vela aromática de eucalipto a 5.200 con 8 unidades',
      c(['Vela aromática de eucalipto', 5200, 8, 'Vela']),
    ],
    ['bajale el precio a la suculenta a tres mil quinientos', m(['Suculenta en maceta de barro', { precio: 3500 }])],
    ['subí el precio de la vela de soja de lavanda a cinco mil', m(['Vela de soja lavanda', { precio: 5000 }])],
    ['cambiá el precio de la vela de soja vainilla a 4900', m(['Vela de soja vainilla', { precio: 4900 }])],
  ],
  'sin-accion': [
    ['hola que tal', NO],
    ['¿cuánto vendí ayer?', NO],
    ['mostrame mis ventas', NO],
    ['', NO],
    ['eh', NO],
    ['la taza azul', NO],
    ['cambiá el precio del velador a 5000', NE],
    ['borrá la taza azul', NO],
    ['cambiá algo', NO],
    ['subí todas las heladeras un 10 por ciento', NE],
    ['cuánto stock tengo de velas', NO],
    ['creá', NO],
    ['qué productos tengo', NO],
    ['bajá un 10 por ciento el televisor', NE],
    ['poné a 5000', NO],
  ],
};
