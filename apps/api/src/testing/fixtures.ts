import type { EstadoEmprendimiento } from '@feria/contracts';
import type { Database } from '../db/client';
import { enlazarProductos, insertarCatalogos } from '../modules/catalogos/catalogos.queries';
import { insertarEmprendimiento } from '../modules/emprendimientos/emprendimientos.queries';
import { insertarProductos } from '../modules/productos/productos.queries';
import { idDeReferencia } from '../modules/referencias/referencias.queries';
import { insertarDescuento } from '../modules/promociones/promociones.queries';
import { guardarMetodos } from '../modules/envios/envios.queries';

// Small builders for tests: rows written through the real tables (and triggers), with
// defaults for everything a test does not care about.

export interface EmprendimientoPrueba {
  nombre?: string;
  estado?: EstadoEmprendimiento;
  rubro?: string;
  provincia?: string;
  ownerUserId?: string;
  /** Default 'Rosario'. */
  ciudad?: string;
  /**
   * Default true: the shop can sell, with one 'A coordinar' delivery method
   * (docs/producto/envios.md#sin-metodos); false: a shop that has not set up its delivery yet.
   */
  envios?: boolean;
}

/** The delivery method of a test shop that can sell: agreed by chat, as orders were before delivery options. */
export const METODO_PRUEBA = { tipo: 'A_COORDINAR', nombre: 'A coordinar con el emprendimiento' } as const;

export async function crearEmprendimiento(db: Database, e: EmprendimientoPrueba = {}): Promise<string> {
  const rubroId = await idDeReferencia(db, 'rubro', e.rubro);
  const provinciaId = await idDeReferencia(db, 'provincia', e.provincia);
  if (rubroId === undefined || provinciaId === undefined)
    throw new Error('Faltan rubros o provincias: ¿se cargaron los datos de referencia?');
  const id = await insertarEmprendimiento(db, {
    ownerUserId: e.ownerUserId ?? `test:${crypto.randomUUID()}`,
    nombre: e.nombre ?? 'Emprendimiento de prueba',
    descripcion: 'Creado por un test',
    rubroId,
    provinciaId,
    estado: e.estado ?? 'Activo',
    calle: 'San Martín',
    numero: '100',
    ciudad: e.ciudad ?? 'Rosario',
    // Where transfers go (known-valid check digits, testing/perfiles.ts).
    titular: 'Titular de Prueba',
    cuit: '20-12345678-6',
    cbu: '2850590940090418135201',
    alias: 'prueba.feria',
  });
  if (e.envios !== false) await guardarMetodos(db, id, [METODO_PRUEBA]);
  return id;
}

export interface ProductoPrueba {
  nombre: string;
  descripcion?: string;
  precio?: number;
  stock?: number;
  sku?: string;
  /** A tipos_producto nombre. */
  tipo?: string;
  atributos?: Record<string, string>;
  imagenes?: { url: string; principal?: boolean; orden?: number }[];
  habilitado?: boolean;
  eliminado?: boolean;
  descuento?: { porcentaje: number; fechaFin?: Date | null };
  unidadesVendidas?: number;
  fechaAlta?: Date;
}

export async function crearProducto(db: Database, idEmprendimiento: string, p: ProductoPrueba): Promise<string> {
  const tipoProductoId = p.tipo ? await idDeReferencia(db, 'tipo', p.tipo) : undefined;
  if (p.tipo && tipoProductoId === undefined) throw new Error(`Tipo de producto desconocido: ${p.tipo}`);
  const [id] = await insertarProductos(db, idEmprendimiento, [
    {
      fila: {
        nombre: p.nombre,
        descripcion: p.descripcion ?? '',
        precio: p.precio ?? 1000,
        stock: p.stock ?? 10,
        sku: p.sku ?? null,
        tipoProductoId: tipoProductoId ?? null,
        habilitado: p.habilitado ?? true,
        eliminado: p.eliminado ?? false,
        unidadesVendidas: p.unidadesVendidas ?? 0,
        ...(p.fechaAlta ? { fechaAlta: p.fechaAlta } : {}),
      },
      atributos: Object.entries(p.atributos ?? {}).map(([clave, valor]) => ({ clave, valor })),
      imagenes: (p.imagenes ?? []).map((img, i) => ({
        url: img.url,
        principal: img.principal ?? false,
        orden: img.orden ?? i,
      })),
    },
  ]);
  // A discount is a row of the shop's discounts (modules/promociones), holding this one product.
  if (p.descuento)
    await insertarDescuento(
      db,
      idEmprendimiento,
      { tipo: 'PORCENTAJE', valor: p.descuento.porcentaje, fechaFin: p.descuento.fechaFin ?? null },
      [id!],
    );
  return id!;
}

export async function crearCatalogo(
  db: Database,
  idEmprendimiento: string,
  nombre: string,
  productoIds: string[],
  habilitado = true,
): Promise<number> {
  const [id] = await insertarCatalogos(db, idEmprendimiento, [{ nombre, habilitado }]);
  await enlazarProductos(
    db,
    productoIds.map((productoId) => ({ catalogoId: id!, productoId })),
  );
  return id!;
}
