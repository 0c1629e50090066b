import {
  calcularPrecio,
  equivalentPercentage,
  estadoDescuento,
  MENSAJES_PROMOCION,
  type DescuentoInputParsed,
  type DescuentoVendedor,
  type PromocionesQueryParsed,
  type TipoPromocion,
} from '@feria/contracts';
import type { Database } from '../../db/client';
import { errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import {
  buscarEmprendimientoPropio,
  emprendimientoPropio,
  exigirModificable,
  type EmprendimientoPropio,
} from '../emprendimientos/propiedad';
import { pasaFiltros, instante } from './filtros';
import * as q from './promociones.queries';

// docs/producto/api.md#descuentos-y-cupones discounts, role emprendedor, own shop only (another seller's ids answer 404 like
// missing ones). A change is seen at once by every public page: prices are derived from these
// rows when read (descuento-vigente.sql.ts); the short public cache is cleared.

/** What a discount shows and checks of its products (productos' `resumenProductos`, passed in by the route). */
export interface ProductoResumido {
  id: string;
  nombre: string;
  precio: number;
  emprendimientoId: string;
  eliminado: boolean;
  rutaImagen: string | null;
}

/**
 * Reads some products' summaries. Products read the discounts to price themselves, so this module
 * takes their reader as a parameter instead of importing it (docs/arquitectura.md#capas).
 */
export type ResumirProductos = (db: Database, ids: readonly string[]) => Promise<ProductoResumido[]>;

/** The price with this discount, through THE pricing function (contracts `calcularPrecio`). */
const precioCon = (tipo: TipoPromocion, valor: number, precio: number) =>
  calcularPrecio({
    precio,
    descuento:
      tipo === 'PORCENTAJE'
        ? { activo: true, porcentajeDescuento: valor, fechaFin: null }
        : { activo: true, porcentajeDescuento: equivalentPercentage(precio, valor), fechaFin: null, montoFijo: valor },
  }).final;

function vista(
  f: q.FilaDescuentoTabla & { productosIds: string[] },
  productos: Map<string, ProductoResumido>,
  ahora: Date,
): DescuentoVendedor {
  const tipo = f.tipo as TipoPromocion;
  const valor = Number(f.valor);
  const fechaInicio = f.fechaInicio?.toISOString() ?? null;
  const fechaFin = f.fechaFin?.toISOString() ?? null;
  return {
    idDescuento: f.id,
    idEmprendimiento: f.emprendimientoId,
    activo: f.activo,
    estado: estadoDescuento({ activo: f.activo, fechaInicio, fechaFin }, ahora),
    tipo,
    valor,
    productosIds: f.productosIds,
    productos: f.productosIds.flatMap((id) => {
      const p = productos.get(id);
      return p
        ? [
            {
              id,
              nombre: p.nombre,
              precio: p.precio,
              precioConDescuento: precioCon(tipo, valor, p.precio),
              rutaImagen: p.rutaImagen,
            },
          ]
        : [];
    }),
    fechaInicio,
    fechaFin,
    descripcion: f.descripcion,
    fechaCreacion: f.creadoEn.toISOString(),
  };
}

async function vistas(
  db: Database,
  filas: (q.FilaDescuentoTabla & { productosIds: string[] })[],
  resumir: ResumirProductos,
): Promise<DescuentoVendedor[]> {
  const productos = new Map(
    (await resumir(db, [...new Set(filas.flatMap((f) => f.productosIds))])).map((p) => [p.id, p]),
  );
  const ahora = new Date();
  return filas.map((f) => vista(f, productos, ahora));
}

async function cargarUno(
  db: Database,
  emprendimientoId: string,
  id: string,
  resumir: ResumirProductos,
): Promise<DescuentoVendedor> {
  const [v] = await vistas(db, await q.descuentosDe(db, emprendimientoId, [id]), resumir);
  return v!;
}

async function descuentoPropio(
  ctx: UserContext,
  id: string,
): Promise<{ id: string; emprendimiento: EmprendimientoPropio }> {
  const fila = await q.descuentoPorId(ctx.db, id);
  const emprendimiento = fila && (await buscarEmprendimientoPropio(ctx, fila.emprendimientoId));
  if (!fila || !emprendimiento) throw errorDe('DESCUENTO_NO_ENCONTRADO');
  return { id, emprendimiento };
}

/** Every product must be a live product of the shop; a fixed amount must leave each one above $ 0. */
async function validarProductos(
  ctx: UserContext,
  emprendimientoId: string,
  input: DescuentoInputParsed,
  resumir: ResumirProductos,
): Promise<string[]> {
  const ids = [...new Set(input.productosIds)];
  const productos = await resumir(ctx.db, ids);
  if (productos.length !== ids.length || productos.some((p) => p.emprendimientoId !== emprendimientoId || p.eliminado))
    throw errorDe('DESCUENTO_PRODUCTOS_AJENOS');
  if (input.tipo === 'VALOR_FIJO') {
    const debajo = productos.find((p) => input.valor >= p.precio);
    if (debajo)
      throw errorDe('DESCUENTO_FIJO_SUPERA_PRECIO', { detalle: MENSAJES_PROMOCION.fijoSuperaPrecio(debajo.nombre) });
  }
  return ids;
}

const fila = (input: DescuentoInputParsed, activo: boolean): Required<q.DescuentoNuevo> => ({
  tipo: input.tipo,
  valor: input.valor,
  descripcion: input.descripcion?.trim() || null,
  fechaInicio: instante(input.fechaInicio, 'inicio'),
  fechaFin: instante(input.fechaFin, 'fin'),
  activo,
});

/** GET emprendimientos/descuentos?idEmprendimiento&busqueda&tipo&estado&fechaInicio&fechaFin, newest first. */
export async function listarDescuentos(
  ctx: UserContext,
  filtros: PromocionesQueryParsed,
  resumir: ResumirProductos,
): Promise<DescuentoVendedor[]> {
  const emprendimiento = await emprendimientoPropio(ctx, filtros.idEmprendimiento);
  const todos = await vistas(ctx.db, await q.descuentosDe(ctx.db, emprendimiento.id), resumir);
  return todos.filter((d) =>
    pasaFiltros({ ...d, textos: [d.descripcion, ...d.productos.map((p) => p.nombre)] }, filtros),
  );
}

/** POST emprendimientos/descuentos?idEmprendimiento: active from its start date (or now). */
export async function crearDescuento(
  ctx: UserContext,
  idEmprendimiento: string,
  input: DescuentoInputParsed,
  resumir: ResumirProductos,
): Promise<DescuentoVendedor> {
  const emprendimiento = await emprendimientoPropio(ctx, idEmprendimiento);
  exigirModificable(emprendimiento);
  const ids = await validarProductos(ctx, emprendimiento.id, input, resumir);
  const id = await ctx.db.transaction(async (tx) =>
    q.insertarDescuento(tx as unknown as Database, emprendimiento.id, fila(input, true), ids),
  );
  return cargarUno(ctx.db, emprendimiento.id, id, resumir);
}

/** GET descuentos/{id}. */
export async function obtenerDescuento(
  ctx: UserContext,
  id: string,
  resumir: ResumirProductos,
): Promise<DescuentoVendedor> {
  const d = await descuentoPropio(ctx, id);
  return cargarUno(ctx.db, d.emprendimiento.id, id, resumir);
}

/** PUT descuentos/{id}: the whole discount again (its products replaced); `activo` kept unless sent. */
export async function actualizarDescuento(
  ctx: UserContext,
  id: string,
  input: DescuentoInputParsed & { activo?: boolean | undefined },
  resumir: ResumirProductos,
): Promise<DescuentoVendedor> {
  const d = await descuentoPropio(ctx, id);
  exigirModificable(d.emprendimiento);
  const ids = await validarProductos(ctx, d.emprendimiento.id, input, resumir);
  const actual = await q.descuentoPorId(ctx.db, id);
  await ctx.db.transaction(async (tx) =>
    q.reemplazarDescuento(tx as unknown as Database, id, fila(input, input.activo ?? actual!.activo), ids),
  );
  return cargarUno(ctx.db, d.emprendimiento.id, id, resumir);
}

/** PATCH descuentos/{id}/activar | desactivar (docs/producto/promociones.md). */
export async function cambiarActivo(
  ctx: UserContext,
  id: string,
  activo: boolean,
  resumir: ResumirProductos,
): Promise<DescuentoVendedor> {
  const d = await descuentoPropio(ctx, id);
  exigirModificable(d.emprendimiento);
  await q.cambiarActivoDescuento(ctx.db, id, activo);
  return cargarUno(ctx.db, d.emprendimiento.id, id, resumir);
}

/** DELETE descuentos/{id}: orders keep what they were charged (their lines hold a copy). */
export async function eliminarDescuento(ctx: UserContext, id: string): Promise<void> {
  const d = await descuentoPropio(ctx, id);
  exigirModificable(d.emprendimiento);
  await q.borrarDescuento(ctx.db, id);
}
