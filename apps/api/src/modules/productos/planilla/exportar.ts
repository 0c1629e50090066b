import { and, asc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FormatoPlanilla, ProductoVendedor } from '@feria/contracts';
import { productos } from '../../../db/schema';
import { queryRows } from '../../../db/sql';
import type { UserContext } from '../../../lib/context';
import { archivoCsv, descargaCsv, type ValorCsv } from '../../../lib/csv';
import { nombreDeEmprendimiento } from '../../emprendimientos/emprendimientos.sql';
import { emprendimientoPropio } from '../../emprendimientos/propiedad';
import { loadProductosVendedor } from '../producto-vendedor-loader';
import { COLUMNAS, COLUMNAS_NUMERICAS, ENCABEZADOS, type Clave } from './columnas';

// GET …/productos/exportar and …/productos/plantilla (docs/producto/planilla.md#exportar,
// #plantilla): the shop's products, one row per variant (or per product without options), in the
// columns the import reads, as CSV for Excel in Argentina or as XLSX.

export interface Archivo {
  nombre: string;
  tipo: string;
  contenido: Buffer | string;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const siNo = (b: boolean) => (b ? 'Sí' : 'No');
const filaDe = (f: Partial<Record<Clave, ValorCsv>>): ValorCsv[] => COLUMNAS.map((c) => f[c.clave] ?? '');

/** docs/producto/planilla.md#columnas: a product's rows, in COLUMNAS order. */
export function filasDeProducto(p: ProductoVendedor, origen: string): ValorCsv[][] {
  const imagenes = p.imagenes.map((i) => (i.url.startsWith('/') ? `${origen}${i.url}` : i.url)).join(' | ');
  const base = { idProducto: p.id, nombre: p.nombre, descripcion: p.descripcion, tipo: p.tipoProducto?.nombre ?? '' };
  const opciones = p.opciones ?? [];
  const filas: Partial<Record<Clave, ValorCsv>>[] =
    opciones.length === 0 || !p.variantes?.length
      ? [{ ...base, precio: p.precio, stock: p.stock, sku: p.sku ?? '', habilitado: siNo(p.habilitado) }]
      : p.variantes.map((v) => ({
          ...base,
          precio: v.precioEfectivo,
          stock: v.stock,
          sku: v.sku ?? '',
          ...Object.fromEntries(
            opciones.flatMap((o, i) => [
              [`opcion${i + 1}`, o.nombre],
              [`valor${i + 1}`, v.valores[o.nombre] ?? ''],
            ]),
          ),
          habilitado: siNo(p.habilitado),
          varianteHabilitada: siNo(v.habilitada),
        }));
  return filas.map((f) => filaDe({ ...f, imagenes }));
}

/** docs/producto/planilla.md#plantilla: example rows, a product and a product with sizes. */
export const FILAS_PLANTILLA: ValorCsv[][] = [
  {
    nombre: 'Taza esmaltada',
    descripcion: 'Ejemplo de un producto sin opciones: borrá esta fila',
    tipo: 'Taza',
    precio: 12500.5,
    stock: 4,
    sku: 'TAZ-001',
    habilitado: 'Sí',
  },
  ...(['S', 'M', 'L'] as const).map((talle, i) => ({
    nombre: 'Remera oversize',
    descripcion: 'Ejemplo de un producto con talles, una fila por talle: borrá estas filas',
    tipo: 'Remera',
    precio: 18000,
    stock: [3, 5, 0][i]!,
    sku: `REM-OV-${talle}`,
    opcion1: 'Talle',
    valor1: talle,
    habilitado: 'Sí',
    varianteHabilitada: 'Sí',
  })),
].map(filaDe);

/** A file-name part from the shop's name: 'Mate & Luna' → 'mate-luna'. */
export const slugArchivo = (nombre: string): string =>
  nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'emprendimiento';

/** Today in Argentina (UTC−3, no daylight saving), for file names. */
const hoy = () => new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);

async function xlsx(filas: readonly (readonly ValorCsv[])[]): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('Productos', { views: [{ state: 'frozen', ySplit: 1 }] });
  hoja.columns = COLUMNAS.map((c) => ({
    header: c.encabezado,
    key: c.clave,
    width: c.clave === 'descripcion' || c.clave === 'imagenes' ? 40 : c.clave === 'nombre' ? 30 : 14,
    // Text columns stay text: a SKU '0012' keeps its zeros when the seller edits the file.
    style: { numFmt: COLUMNAS_NUMERICAS.has(c.clave) ? (c.clave === 'stock' ? '0' : '#,##0.00') : '@' },
  }));
  hoja.getRow(1).font = { bold: true };
  for (const f of filas) hoja.addRow(f.map((v) => (v === null || v === undefined ? '' : v)));
  return Buffer.from(await libro.xlsx.writeBuffer());
}

async function archivo(
  formato: FormatoPlanilla,
  nombre: string,
  filas: readonly (readonly ValorCsv[])[],
): Promise<Archivo> {
  if (formato === 'csv')
    return { nombre: `${nombre}.csv`, tipo: 'text/csv; charset=utf-8', contenido: archivoCsv(ENCABEZADOS, filas) };
  return { nombre: `${nombre}.xlsx`, tipo: XLSX, contenido: await xlsx(filas) };
}

/** Headers of a download: the name (descargaCsv's Content-Disposition) and the file's type. */
export function cabecerasDeArchivo(a: Archivo): Record<string, string> {
  return { ...descargaCsv(a.nombre), 'content-type': a.tipo, 'cache-control': 'private, no-store' };
}

async function nombreDeTienda(ctx: UserContext, id: string): Promise<string> {
  const [fila] = await queryRows<{ nombre: string | null }>(
    ctx.db,
    sql`select ${nombreDeEmprendimiento(sql`${id}::uuid`)} as nombre`,
  );
  return slugArchivo(fila?.nombre ?? '');
}

/** The shop's live products (enabled and disabled), oldest first; `origen` makes image URLs absolute. */
export async function exportarPlanilla(
  ctx: UserContext,
  idEmprendimiento: string,
  formato: FormatoPlanilla,
  origen: string,
): Promise<Archivo> {
  const emprendimiento = await emprendimientoPropio(ctx, idEmprendimiento);
  const ids = await ctx.db
    .select({ id: productos.id })
    .from(productos)
    .where(and(eq(productos.emprendimientoId, emprendimiento.id), eq(productos.eliminado, false)))
    .orderBy(asc(productos.fechaAlta), asc(productos.id));
  const lista = await loadProductosVendedor(
    ctx,
    ids.map((r) => r.id),
  );
  const filas = lista.flatMap((p) => filasDeProducto(p, origen));
  return archivo(formato, `productos-${await nombreDeTienda(ctx, emprendimiento.id)}-${hoy()}`, filas);
}

export async function plantillaPlanilla(
  ctx: UserContext,
  idEmprendimiento: string,
  formato: FormatoPlanilla,
): Promise<Archivo> {
  const emprendimiento = await emprendimientoPropio(ctx, idEmprendimiento);
  return archivo(formato, `plantilla-productos-${await nombreDeTienda(ctx, emprendimiento.id)}`, FILAS_PLANTILLA);
}
