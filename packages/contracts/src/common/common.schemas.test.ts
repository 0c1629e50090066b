import { describe, expect, it } from 'vitest';
import { compradorInput } from '../comprador/comprador.schemas';
import { emprendimientoInput } from '../emprendimientos/emprendedor.schemas';
import { emprendimientoListQuery, emprendimientoSearchQuery } from '../emprendimientos/emprendimientos.schemas';
import { imagenesOrdenInput, productoInput } from '../productos/producto-vendedor.schemas';
import { productoSearchQuery } from '../productos/productos.schemas';
import { aparienciaInput } from '../tienda/apariencia-input.schemas';
import { aparienciaPorDefecto } from '../tienda/apariencia.schemas';
import { ID_ENTERO_MAX, idEntero, idEnteroJson, idEnteroOpcional, intIdParams } from './common.schemas';
import { MENSAJES } from './messages';

// Integer ids above PostgreSQL's integer answered 500, anonymously on the public filters.
const FUERA = 2 ** 31;

describe('integer ids', () => {
  it('stop at PostgreSQL integer', () => {
    expect(ID_ENTERO_MAX).toBe(2 ** 31 - 1);
    expect(idEntero().parse(String(ID_ENTERO_MAX))).toBe(ID_ENTERO_MAX);
    expect(idEnteroJson().parse(ID_ENTERO_MAX)).toBe(ID_ENTERO_MAX);
    for (const malo of [FUERA, String(FUERA), '1e20', 0, -1, 1.5, 'abc']) {
      expect(idEntero().safeParse(malo).error?.issues[0]?.message, String(malo)).toBe(MENSAJES.idInvalido);
    }
    expect(idEnteroJson().safeParse('5').success).toBe(false);
    expect(idEnteroJson().safeParse(FUERA).success).toBe(false);
    expect(intIdParams.safeParse({ id: String(FUERA) }).success).toBe(false);
  });

  it('read an empty filter as no filter', () => {
    expect(idEnteroOpcional(MENSAJES.rubroInvalido).parse('')).toBeUndefined();
    expect(idEnteroOpcional(MENSAJES.rubroInvalido).safeParse(String(FUERA)).error?.issues[0]?.message).toBe(
      MENSAJES.rubroInvalido,
    );
  });

  it('are refused above the maximum in every filter and body that carries one', () => {
    const casos: [string, { safeParse(v: unknown): { success: boolean } }, unknown][] = [
      ['buscar productos idTipoProducto', productoSearchQuery, { idTipoProducto: String(FUERA) }],
      ['buscar productos idRubro', productoSearchQuery, { idRubro: String(FUERA) }],
      ['buscar emprendimientos idRubro', emprendimientoSearchQuery, { idRubro: String(FUERA) }],
      ['listar emprendimientos idProvincia', emprendimientoListQuery, { idProvincia: String(FUERA) }],
      ['producto tipoProductoId', productoInput, { nombre: 'Taza', precio: 1, stock: 1, tipoProductoId: FUERA }],
      ['orden de imágenes', imagenesOrdenInput, { orden: [FUERA], principal: 1 }],
      ['imagen principal', imagenesOrdenInput, { orden: [1], principal: FUERA }],
      [
        'catálogos de la tienda',
        aparienciaInput,
        { ...aparienciaPorDefecto('Mi tienda'), catalogosSeleccionados: [FUERA] },
      ],
    ];
    for (const [nombre, schema, valor] of casos) expect(schema.safeParse(valor).success, nombre).toBe(false);

    const emprendimiento = {
      nombre: 'Cerámica del Bosque',
      descripcion: 'Tazas, platos y macetas de gres hechos a mano.',
      idRubro: 1,
      idProvincia: 1,
      ciudad: 'El Bolsón',
      calle: 'San Martín',
      numero: '1',
      titular: 'Julieta Andrade',
      cuit: '20-12345678-6',
      cbu: '2850590940090418135201',
      alias: 'ceramica.bosque',
    };
    expect(emprendimientoInput.safeParse(emprendimiento).success).toBe(true);
    expect(emprendimientoInput.safeParse({ ...emprendimiento, idRubro: FUERA }).success).toBe(false);
    expect(emprendimientoInput.safeParse({ ...emprendimiento, idProvincia: FUERA }).success).toBe(false);
    const comprador = {
      nombre: 'Rocío',
      apellido: 'Benítez',
      dni: '30111222',
      telefono: '11 4567-8901',
      direccion: { calle: 'Rivadavia', numero: '1', ciudad: 'Caballito', idProvincia: FUERA, codigoPostal: '1424' },
    };
    expect(compradorInput.safeParse(comprador).success).toBe(false);
  });
});
