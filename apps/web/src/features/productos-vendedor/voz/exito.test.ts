import { describe, expect, it } from 'vitest';
import type { ItemMasivoVoz } from '@feria/contracts';
import { exitoCreacion, exitoMasivo } from './exito';

describe('voice success texts (docs/producto/voz-grabador.md#estados-del-grabador, docs/producto/voz.md)', () => {
  it.each([
    [1, 0, '1 producto creado exitosamente.'],
    [3, 0, '3 productos creados exitosamente.'],
    [
      1,
      1,
      '1 producto creado exitosamente. Quedó deshabilitado: habilitalo desde Mis productos cuando le agregues lo que le falta.',
    ],
    [
      2,
      1,
      '2 productos creados exitosamente. 1 quedó deshabilitado: habilitalo desde Mis productos cuando le agregues lo que le falta.',
    ],
    [
      3,
      2,
      '3 productos creados exitosamente. 2 quedaron deshabilitados: habilitalos desde Mis productos cuando les agregues lo que les falta.',
    ],
    [
      2,
      2,
      '2 productos creados exitosamente. Quedaron deshabilitados: habilitalos desde Mis productos cuando les agregues lo que les falta.',
    ],
  ])('%i created, %i disabled', (creados, deshabilitados, texto) => {
    expect(exitoCreacion(creados, deshabilitados)).toBe(texto);
  });

  const masivo = (over: Partial<ItemMasivoVoz>): ItemMasivoVoz => ({
    datos_modificacion: {},
    productos_afectados: [],
    tipo_producto: 'Vela',
    cantidad_productos: 2,
    razonamiento_ia: '',
    ...over,
  });
  it('names one type as the spec does, and each of several types', () => {
    expect(exitoMasivo(2, masivo({}))).toBe('¡2 producto(s) del tipo "Vela" modificado(s) exitosamente!');
    expect(exitoMasivo(4, masivo({ tipo_producto: 'Buzo y Remera', tipos_producto: ['Buzo', 'Remera'] }))).toBe(
      '¡4 producto(s) de los tipos "Buzo" y "Remera" modificado(s) exitosamente!',
    );
  });
});
