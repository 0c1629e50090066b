import { describe, expect, it } from 'vitest';
import { MENSAJES_PREGUNTAS } from '@feria/contracts';
import { enmascarar } from './enmascarar';

const X = MENSAJES_PREGUNTAS.datoOculto;

// docs/producto/preguntas.md#enmascarado: what is masked, and what stays as written.
const OCULTAN: [string, string][] = [
  ['Llamame al +54 9 11 4567-8901', `Llamame al ${X}`],
  ['mi cel 11-4567-8901 gracias', `mi cel ${X} gracias`],
  ['15 4567 8901', X],
  ['(011) 4567-8901 de 9 a 18', `${X} de 9 a 18`],
  ['te paso 4567.8901', `te paso ${X}`],
  ['1 1 4 5 6 7 8 9 0 1', X],
  ['351 456 7890 es Córdoba', `${X} es Córdoba`],
  ['uno uno cuatro cinco seis siete ocho nueve', X],
  ['escribime juan.perez+ventas@gmail.com', `escribime ${X}`],
  ['juanperez arroba gmail punto com', X],
  ['juanperez arroba hotmail', X],
  ['ventas @ mitienda . com . ar', X],
  ['mirá https://mitienda.com.ar/producto/1', `mirá ${X}`],
  ['entrá a www.mitienda.com', `entrá a ${X}`],
  ['está en mitienda.com.ar', `está en ${X}`],
  ['wa.me/5491145678901', X],
  ['bit.ly/abc123 ahí', `${X} ahí`],
  ['mitienda punto com punto ar', X],
  ['seguime en @mi.tienda', `seguime en ${X}`],
  ['ig: mitienda_ok', X],
  ['Instagram: @mitienda', X],
  ['pasame tu whatsapp: 11 4567 8901', `pasame tu ${X}`],
  ['wsp al 1145678901', X],
  ['mail: a@b.co o tel 4567-8901', `mail: ${X} o tel ${X}`],
];

const QUEDAN: string[] = [
  '¿Cuánto sale? Vi que está $ 12.500',
  'Lo pago 12500 en efectivo',
  '¿Hacen envíos por $ 12.500.000 en mayorista?',
  'Un presupuesto de 12.500.000 pesos',
  '¿Tienen talles 36 38 40 42?',
  '¿Medidas? 120 x 60 x 75 cm',
  'Mido 1,80 m, ¿qué talle me va?',
  '¿Llega antes del 10-12-2025?',
  'Compré 2 en 2024',
  '¿Tenés en azul? Gracias!',
  '¿Hacen envío a CABA? Estoy en la calle 25 de Mayo 1234',
  '¿El precio es por unidad o por 10 unidades?',
  '¿Sirve para whatsapp el celular?',
];

describe('enmascarar (docs/producto/preguntas.md#enmascarado)', () => {
  it.each(OCULTAN)('masks %j', (texto, esperado) => {
    expect(enmascarar(texto)).toEqual({ texto: esperado, enmascarado: true });
  });

  it.each(QUEDAN)('leaves %j as written', (texto) => {
    expect(enmascarar(texto)).toEqual({ texto, enmascarado: false });
  });
});
