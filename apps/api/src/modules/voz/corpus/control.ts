import type { Categoria, Esperado } from './comandos';

// A held-out set: written after the parser was tuned on comandos.ts and never tuned on, so
// bench/voz-precision.ts can report how the parser does on commands it has not seen.

const m = (p: string | string[], datos: Record<string, number | string>): Esperado => ({ modificar: [{ productos: Array.isArray(p) ? p : [p], datos }] });

export const CONTROL: readonly (readonly [Categoria, string, Esperado])[] = [
  ['crear-uno', 'creá una vela de cera de soja aroma a sándalo a 5100 con 14 unidades', { crear: [{ nombre: 'Vela de cera de soja', precio: 5100, stock: 14, tipo: 'Vela' }] }],
  ['crear-uno', 'cargá un mate de cerámica esmaltado a once mil con tres unidades', { crear: [{ nombre: 'Mate de cerámica esmaltado', precio: 11000, stock: 3, tipo: 'Mate' }] }],
  ['crear-uno', 'agregá un jabón de caléndula a 3600 pesos y 18 unidades', { crear: [{ nombre: 'Jabón de caléndula', precio: 3600, stock: 18, tipo: 'Jabón' }] }],
  ['crear-uno', 'creá una remera lisa color celeste talle S a 11000 con 7 unidades', { crear: [{ nombre: 'Remera lisa celeste', precio: 11000, stock: 7, tipo: 'Remera' }] }],
  ['crear-uno', 'creá un cuaderno de 80 hojas a 3900 con 25 unidades', { crear: [{ nombre: 'Cuaderno de 80 hojas', precio: 3900, stock: 25, tipo: 'Cuaderno' }] }],
  ['crear-uno', 'nueva taza de café a 5500 pesos, 10 unidades', { crear: [{ nombre: 'Taza de café', precio: 5500, stock: 10, tipo: 'Taza' }] }],
  ['crear-varios', 'creá dos tazas: una roja a 6000 con 5 unidades y otra amarilla a 6000 con 4 unidades', { crear: [{ nombre: 'Taza roja', precio: 6000, stock: 5 }, { nombre: 'Taza amarilla', precio: 6000, stock: 4 }] }],
  ['crear-varios', 'creá un mate a 9000 con 3 unidades y una bombilla a 4000 con 8 unidades', { crear: [{ nombre: 'Mate', precio: 9000, stock: 3 }, { nombre: 'Bombilla', precio: 4000, stock: 8 }] }],
  ['crear-varios', 'cargá tres velas a 4500 con 6 unidades cada una, una de coco, otra de vainilla y otra de lavanda', { crear: [{ nombre: 'Vela de coco', precio: 4500, stock: 6 }, { nombre: 'Vela de vainilla', precio: 4500, stock: 6 }, { nombre: 'Vela de lavanda', precio: 4500, stock: 6 }] }],
  ['crear-varios', 'creá dos buzos, uno verde talle M a 27000 con 3 unidades y otro gris talle L a 27000 con 2 unidades', { crear: [{ nombre: 'Buzo verde', precio: 27000, stock: 3 }, { nombre: 'Buzo gris', precio: 27000, stock: 2 }] }],
  ['precio', 'cambiá el precio del jabón de carbón a 3700', m('Jabón de carbón activado', { precio: 3700 })],
  ['precio', 'subí un 25 por ciento el buzo canguro', m('Buzo canguro gris', { porcentaje_precio: 1.25 })],
  ['precio', 'bajá dos mil pesos las zapatillas', m('Zapatillas urbanas blancas', { diferencial_precio: -2000 })],
  ['precio', 'poné el difusor cítrico a nueve mil doscientos', m('Difusor de ambiente cítrico', { precio: 9200 })],
  ['precio', 'aumentale 700 pesos a la taza esmaltada', m('Taza esmaltada verde', { diferencial_precio: 700 })],
  ['stock', 'agregá 8 unidades al cuaderno', m('Cuaderno A5 tapa dura', { diferencial_stock: 8 })],
  ['stock', 'poné el stock de la vela citronela en 20', m('Vela aromática citronela', { stock: 20 })],
  ['stock', 'sacá tres unidades de la manta', m('Manta tejida a mano', { diferencial_stock: -3 })],
  ['stock', 'la bombilla de alpaca dejala sin stock', m('Bombilla de alpaca', { stock: 0 })],
  ['texto', 'cambiá el nombre del buzo canguro a Buzo canguro gris melange', m('Buzo canguro gris', { nombre: 'Buzo canguro gris melange' })],
  ['texto', 'cambiá la descripción de la suculenta a se entrega con maceta', m('Suculenta en maceta de barro', { descripcion: 'Se entrega con maceta' })],
  ['varios-cambios', 'poné la taza azul a 6700 y la taza blanca a 6600', { modificar: [{ productos: ['Taza de cerámica azul'], datos: { precio: 6700 } }, { productos: ['Taza de cerámica blanca'], datos: { precio: 6600 } }] }],
  ['varios-cambios', 'subí 500 pesos el mate de calabaza y agregale 4 unidades', { modificar: [{ productos: ['Mate de calabaza'], datos: { diferencial_precio: 500, diferencial_stock: 4 } }] }],
  ['masivo', 'subí un 15 por ciento todas las tazas', { masivo: { tipo: 'Taza', cantidad: 3, datos: { porcentaje_precio: 1.15 } } }],
  ['masivo', 'bajá 300 pesos todos los jabones', { masivo: { tipo: 'Jabón', cantidad: 2, datos: { diferencial_precio: -300 } } }],
  ['masivo', 'poné 5 unidades de stock a todas las remeras', { masivo: { tipo: 'Remera', cantidad: 3, datos: { stock: 5 } } }],
  ['habla-real', 'eh cambiá el precio de la taza asul a seis mil ochocientos', m('Taza de cerámica azul', { precio: 6800 })],
  ['habla-real', 'bueno subí un diez por siento todas las velas', { masivo: { tipo: 'Vela', cantidad: 4, datos: { porcentaje_precio: 1.1 } } }],
  ['habla-real', 'creá una bela de soja a cuatro mil con diez unidades', { crear: [{ nombre: 'Bela de soja', precio: 4000, stock: 10, tipo: 'Vela' }] }],
  ['sin-accion', 'cuántas ventas tuve hoy', { accion: 'ACCION_NO_RECONOCIDA' }],
  ['sin-accion', 'cambiá el precio del termo a 20000', { accion: 'ENTIDADES_NO_ENCONTRADAS' }],
];
