import { eq } from 'drizzle-orm';
import type { EstadoEmprendimiento } from '@feria/contracts';
import type { Database } from '../db/client';
import {
  catalogoProductos,
  catalogos,
  emprendimientos,
  productoAtributos,
  productoImagenes,
  productos,
  provincias,
  rubros,
  tiposProducto,
} from '../db/schema';

// Small builders for tests: rows written through the real tables (and triggers), with
// defaults for everything a test does not care about.

export interface EmprendimientoPrueba {
  nombre?: string;
  estado?: EstadoEmprendimiento;
  rubro?: string;
  provincia?: string;
  ownerUserId?: string;
}

export async function crearEmprendimiento(db: Database, e: EmprendimientoPrueba = {}): Promise<string> {
  const [rubro] = await db.select().from(rubros).where(e.rubro ? eq(rubros.nombre, e.rubro) : undefined).limit(1);
  const [provincia] = await db.select().from(provincias).where(e.provincia ? eq(provincias.nombre, e.provincia) : undefined).limit(1);
  if (!rubro || !provincia) throw new Error('Faltan rubros o provincias: ¿se cargaron los datos de referencia?');
  const [row] = await db
    .insert(emprendimientos)
    .values({
      ownerUserId: e.ownerUserId ?? `test:${crypto.randomUUID()}`,
      nombre: e.nombre ?? 'Emprendimiento de prueba',
      descripcion: 'Creado por un test',
      rubroId: rubro.id,
      provinciaId: provincia.id,
      estado: e.estado ?? 'Activo',
      calle: 'San Martín',
      numero: '100',
      ciudad: 'Rosario',
    })
    .returning({ id: emprendimientos.id });
  return row!.id;
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
  const tipo = p.tipo ? (await db.select().from(tiposProducto).where(eq(tiposProducto.nombre, p.tipo)))[0] : undefined;
  if (p.tipo && !tipo) throw new Error(`Tipo de producto desconocido: ${p.tipo}`);
  const [row] = await db
    .insert(productos)
    .values({
      emprendimientoId: idEmprendimiento,
      nombre: p.nombre,
      descripcion: p.descripcion ?? '',
      precio: p.precio ?? 1000,
      stock: p.stock ?? 10,
      sku: p.sku ?? null,
      tipoProductoId: tipo?.id ?? null,
      habilitado: p.habilitado ?? true,
      eliminado: p.eliminado ?? false,
      descuentoActivo: p.descuento !== undefined,
      descuentoPorcentaje: p.descuento?.porcentaje ?? 0,
      descuentoFechaFin: p.descuento?.fechaFin ?? null,
      unidadesVendidas: p.unidadesVendidas ?? 0,
      ...(p.fechaAlta ? { fechaAlta: p.fechaAlta } : {}),
    })
    .returning({ id: productos.id });
  const id = row!.id;
  const atributos = Object.entries(p.atributos ?? {}).map(([clave, valor]) => ({ productoId: id, clave, valor }));
  if (atributos.length > 0) await db.insert(productoAtributos).values(atributos);
  const imagenes = (p.imagenes ?? []).map((img, i) => ({ productoId: id, url: img.url, principal: img.principal ?? false, orden: img.orden ?? i }));
  if (imagenes.length > 0) await db.insert(productoImagenes).values(imagenes);
  return id;
}

export async function crearCatalogo(db: Database, idEmprendimiento: string, nombre: string, productoIds: string[], habilitado = true): Promise<number> {
  const [row] = await db.insert(catalogos).values({ emprendimientoId: idEmprendimiento, nombre, habilitado }).returning({ id: catalogos.id });
  if (productoIds.length > 0) await db.insert(catalogoProductos).values(productoIds.map((productoId) => ({ catalogoId: row!.id, productoId })));
  return row!.id;
}
