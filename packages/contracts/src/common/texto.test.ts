import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { auditoriaQuery, rechazoInput, usuariosQuery } from '../admin/admin.schemas';
import { catalogoInput } from '../catalogos/catalogos.schemas';
import { compradorInput } from '../comprador/comprador.schemas';
import { emprendimientoInput } from '../emprendimientos/emprendedor.schemas';
import { emprendimientoListQuery, emprendimientoSearchQuery } from '../emprendimientos/emprendimientos.schemas';
import { productoInput } from '../productos/producto-vendedor.schemas';
import { productoSearchQuery } from '../productos/productos.schemas';
import { aparienciaInput } from '../tienda/apariencia-input.schemas';
import { aparienciaPorDefecto } from '../tienda/apariencia.schemas';
import { MENSAJES } from './messages';

// A NUL byte in any written text reached PostgreSQL and answered 500. Every text a
// person sends is refused here instead, with a Spanish message.

const VALIDOS: [string, z.ZodType, unknown][] = [
  [
    'productoInput',
    productoInput,
    {
      nombre: 'Taza esmaltada',
      descripcion: 'Cerámica de alta temperatura',
      precio: 12500,
      stock: 4,
      sku: 'TAZ-001',
      tipoProductoId: 1,
      atributosRequestDto: [{ clave: 'Color', valor: 'Turquesa' }],
      imagenUrl: '/uploads/productos/taza.webp',
    },
  ],
  [
    'emprendimientoInput',
    emprendimientoInput,
    {
      nombre: 'Cerámica del Bosque',
      descripcion: 'Tazas, platos y macetas de gres hechos a mano en El Bolsón.',
      idRubro: 1,
      idProvincia: 1,
      ciudad: 'El Bolsón',
      calle: 'Av. San Martín',
      numero: '2450',
      logo: '/uploads/logos/logo.webp',
      titular: 'Julieta Andrade',
      cuit: '20-12345678-6',
      cbu: '2850590940090418135201',
      alias: 'Ceramica.Bosque',
    },
  ],
  [
    'compradorInput',
    compradorInput,
    {
      nombre: 'Rocío',
      apellido: 'Benítez',
      dni: '30111222',
      telefono: '11 4567-8901',
      direccion: {
        calle: 'Av. Rivadavia',
        numero: '5120',
        pisoDepto: '2° A',
        ciudad: 'Caballito',
        idProvincia: 1,
        codigoPostal: 'C1424CEY',
      },
    },
  ],
  ['catalogoInput', catalogoInput, { nombre: 'Invierno' }],
  [
    'aparienciaInput',
    aparienciaInput,
    { ...aparienciaPorDefecto('Mi tienda'), filtros: [{ clave: 'Color', valores: ['Rojo', 'Azul'] }] },
  ],
  ['rechazoInput', rechazoInput, { motivo: 'Faltan los datos bancarios del titular' }],
  ['usuariosQuery', usuariosQuery, { busqueda: 'ana' }],
  ['auditoriaQuery', auditoriaQuery, { idObjetivo: 'usuario-1' }],
  ['productoSearchQuery', productoSearchQuery, { nombre: 'mate' }],
  ['emprendimientoSearchQuery', emprendimientoSearchQuery, { nombre: 'cerámica' }],
  ['emprendimientoListQuery', emprendimientoListQuery, { nombre: 'cerámica' }],
];

type Ruta = (string | number)[];

/** Paths of every string in `valor`. */
function textos(valor: unknown, ruta: Ruta = []): Ruta[] {
  if (typeof valor === 'string') return [ruta];
  if (Array.isArray(valor)) return valor.flatMap((v, i) => textos(v, [...ruta, i]));
  if (valor && typeof valor === 'object') return Object.entries(valor).flatMap(([k, v]) => textos(v, [...ruta, k]));
  return [];
}

function con(valor: unknown, ruta: Ruta, nuevo: unknown): unknown {
  if (ruta.length === 0) return nuevo;
  const [k, ...resto] = ruta;
  if (Array.isArray(valor)) return valor.map((v, i) => (i === k ? con(v, resto, nuevo) : v));
  const obj = valor as Record<string, unknown>;
  return { ...obj, [k!]: con(obj[k!], resto, nuevo) };
}

describe('written texts refuse control characters', () => {
  it.each(VALIDOS)('%s: the sample is valid', (_, schema, valido) => {
    expect(schema.safeParse(valido).error?.issues).toBeUndefined();
  });

  it.each(VALIDOS)('%s: a NUL byte in any text answers a validation issue on that field', (_, schema, valido) => {
    const rutas = textos(valido);
    expect(rutas.length).toBeGreaterThan(0);
    for (const ruta of rutas) {
      const original = ruta.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], valido) as string;
      // Inserted, not replaced: the text keeps its length, so only the NUL can be refused.
      const r = schema.safeParse(con(valido, ruta, `${original.slice(0, 1)}\u0000${original.slice(1)}`));
      expect(r.success, ruta.join('.')).toBe(false);
      expect(
        r.error?.issues.map((i) => i.path.join('.')),
        ruta.join('.'),
      ).toContain(ruta.join('.'));
    }
  });

  it('words the refusal in Spanish', () => {
    const r = productoInput.safeParse({ ...(VALIDOS[0]![2] as object), nombre: 'Ta\u0000za' });
    expect(r.error?.issues[0]?.message).toBe('El texto tiene caracteres no permitidos');
    expect(MENSAJES.caracteresNoPermitidos).toBe('El texto tiene caracteres no permitidos');
  });

  it('refuses other control characters (line break, DEL, C1) in one-line texts', () => {
    for (const nombre of ['Ta\nza', 'Ta\rza', 'Ta\tza', 'Ta\u007fza', 'Ta\u0085za', 'Ta\u001bza']) {
      const r = catalogoInput.safeParse({ nombre });
      expect(r.success, JSON.stringify(nombre)).toBe(false);
      expect(r.error?.issues[0]?.message, JSON.stringify(nombre)).toBe(MENSAJES.caracteresNoPermitidos);
    }
  });

  it('keeps line breaks and tabs where text is multi-line (descriptions, a rejection reason)', () => {
    const texto = 'Primera línea del texto\n\tsegunda línea con sangría';
    expect(productoInput.safeParse({ ...(VALIDOS[0]![2] as object), descripcion: texto }).success).toBe(true);
    expect(emprendimientoInput.safeParse({ ...(VALIDOS[1]![2] as object), descripcion: texto }).success).toBe(true);
    expect(rechazoInput.safeParse({ motivo: texto }).success).toBe(true);
    expect(rechazoInput.safeParse({ motivo: `${texto}\u0000` }).success).toBe(false);
  });

  it('accepts accents, ñ and emoji', () => {
    expect(catalogoInput.safeParse({ nombre: 'Ñandú cerámica 🌿 «edición» —' }).success).toBe(true);
  });
});
