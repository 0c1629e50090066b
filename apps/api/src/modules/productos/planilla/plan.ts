import {
  productoInput,
  textoVariante,
  type ErrorPlanilla,
  type FilaPlanilla,
  type ProductoInputParsed,
  type ProductoVendedor,
} from '@feria/contracts';
import type { z } from 'zod';
import { claveOpcion, columnaDe, leerEncabezado, type Clave, type Encabezado } from './columnas';
import { agrupar, leerFila, textoNormal, type Fila, type Grupo } from './filas';
import type { FilaLeida } from './leer';
import { borrador, columnaDeValor, type Borrador, type TipoPlanilla } from './producto-de-filas';

// The import plan (docs/producto/planilla.md#importar): what each product of the file becomes
// (crear / actualizar / sinCambios) and every problem found, computed from the file and the
// shop's products as they are now. The preview answers it; the import applies it.

export type Accion = 'crear' | 'actualizar' | 'sinCambios';

export interface ProductoPlan {
  accion: Accion;
  /** The existing product it updates; null when it is created. */
  id: string | null;
  input: ProductoInputParsed;
  habilitado: boolean;
  /** An update that keeps the options and every variant (same ids, values and SKUs, same order): only numbers and texts change. */
  mismaEstructura: boolean;
}

export interface Plan {
  productos: ProductoPlan[];
  errores: ErrorPlanilla[];
  filas: FilaPlanilla[];
}

const clave = (s: string) => s.trim().toLocaleLowerCase('es');

export function planificar(
  encabezado: readonly string[],
  leidas: readonly FilaLeida[],
  existentes: readonly ProductoVendedor[],
  tipos: readonly TipoPlanilla[],
): Plan {
  const e = leerEncabezado(encabezado);
  if (e.errores.length > 0) return { productos: [], errores: e.errores.map((x) => ({ fila: 0, ...x })), filas: [] };
  const errores: ErrorPlanilla[] = [];
  const filas = leidas.map((f) => leerFila(e, f, errores));
  skusRepetidos(e, filas, errores);
  const coincidencias = coincidir(e, agrupar(filas), existentes, errores);
  const productos: ProductoPlan[] = [];
  const salida: FilaPlanilla[] = [];
  for (const { grupo, existente, descartado } of coincidencias) {
    if (descartado) {
      // Which product it is cannot be told: its other checks would only add noise.
      salida.push(...grupo.filas.map((f) => filaSinPlan(f)));
      continue;
    }
    const antes = errores.length;
    const b = borrador(grupo, e, existente, tipos, errores);
    const parsed = productoInput.safeParse(b.crudo);
    if (!parsed.success) for (const issue of parsed.error.issues) errores.push(ubicar(issue, grupo, b, e));
    const conErrores = errores.length > antes || errores.some((x) => grupo.filas.some((f) => f.fila === x.fila));
    const accion: Accion | 'error' =
      conErrores || !parsed.success
        ? 'error'
        : !existente
          ? 'crear'
          : igual(parsed.data, b.habilitado, existente)
            ? 'sinCambios'
            : 'actualizar';
    if (accion !== 'error' && parsed.success)
      productos.push({
        accion,
        id: existente?.id ?? null,
        input: parsed.data,
        habilitado: b.habilitado,
        mismaEstructura: existente !== undefined && mismaEstructura(parsed.data, existente),
      });
    salida.push(...filasDeSalida(grupo, b, accion));
  }
  salida.sort((a, b) => a.fila - b.fila);
  return { productos, errores: sinRepetir(errores), filas: salida };
}

/** docs/producto/planilla.md#errores: a SKU is written once in the whole file. */
function skusRepetidos(e: Encabezado, filas: readonly Fila[], errores: ErrorPlanilla[]) {
  const vistos = new Map<string, number>();
  for (const f of filas) {
    if (!f.sku) continue;
    const previa = vistos.get(clave(f.sku));
    if (previa !== undefined)
      errores.push({
        fila: f.fila,
        columna: columnaDe(e, 'sku'),
        mensaje: `El SKU «${f.sku}» ya está en la fila ${previa}`,
      });
    else vistos.set(clave(f.sku), f.fila);
  }
}

/**
 * docs/producto/planilla.md#coincidencias: a product of the file is an existing one of the shop
 * when one of its SKUs is (a product's or a variant's), else when its 'ID producto' is, else when
 * exactly one live product has its name. Two products of the file never become the same one.
 */
function coincidir(
  e: Encabezado,
  grupos: readonly Grupo[],
  existentes: readonly ProductoVendedor[],
  errores: ErrorPlanilla[],
): { grupo: Grupo; existente: ProductoVendedor | undefined; descartado?: true }[] {
  const porSku = new Map<string, ProductoVendedor>();
  for (const p of existentes) {
    if (p.sku) porSku.set(clave(p.sku), p);
    for (const v of p.variantes ?? []) if (v.sku) porSku.set(clave(v.sku), p);
  }
  const porId = new Map(existentes.map((p) => [p.id.toLowerCase(), p]));
  const porNombre = new Map<string, ProductoVendedor[]>();
  for (const p of existentes)
    porNombre.set(textoNormal(p.nombre), [...(porNombre.get(textoNormal(p.nombre)) ?? []), p]);
  const tomados = new Map<string, number>();
  return grupos.map((grupo) => {
    const [uno] = grupo.filas;
    const porSus = [
      ...new Set(grupo.filas.flatMap((f) => (f.sku && porSku.has(clave(f.sku)) ? [porSku.get(clave(f.sku))!] : []))),
    ];
    const idEscrito = grupo.filas.find((f) => f.idProducto)?.idProducto?.toLowerCase();
    const porSuId = idEscrito ? porId.get(idEscrito) : undefined;
    if (porSus.length > 1) {
      errores.push({
        fila: uno!.fila,
        columna: columnaDe(e, 'sku'),
        mensaje: `Las filas de este producto tienen SKUs de productos distintos: ${porSus.map((p) => `«${p.nombre}»`).join(', ')}`,
      });
      return { grupo, existente: undefined, descartado: true };
    }
    if (porSus[0] && porSuId && porSus[0].id !== porSuId.id)
      errores.push({
        fila: uno!.fila,
        columna: columnaDe(e, 'sku'),
        mensaje: `El SKU es de otro producto («${porSus[0].nombre}») que el del ID producto («${porSuId.nombre}»)`,
      });
    const nombre = grupo.filas.find((f) => f.nombre)?.nombre;
    const mismos = nombre ? (porNombre.get(textoNormal(nombre)) ?? []) : [];
    const existente = porSus[0] ?? porSuId ?? (mismos.length === 1 ? mismos[0] : undefined);
    if (existente) {
      const otra = tomados.get(existente.id);
      if (otra !== undefined) {
        // By name only: a second product with that name is a new one.
        if (!porSus[0] && !porSuId) return { grupo, existente: undefined };
        errores.push({
          fila: uno!.fila,
          columna: columnaDe(e, porSus[0] ? 'sku' : 'idProducto'),
          mensaje: `Este producto y el de la fila ${otra} son el mismo producto de tu tienda («${existente.nombre}»)`,
        });
      } else tomados.set(existente.id, uno!.fila);
    }
    return { grupo, existente };
  });
}

/** Where a refusal of the form's schema goes: the row of the variant, the column of the field. */
function ubicar(issue: z.core.$ZodIssue, g: Grupo, b: Borrador, e: Encabezado): ErrorPlanilla {
  const [a, i, campo] = issue.path;
  const [uno] = g.filas;
  const en = (fila: number, c: Clave) => ({ fila, columna: columnaDe(e, c), mensaje: issue.message });
  if (a === 'variantes' && typeof i === 'number') {
    const fila = b.filasDeVariante[i]?.fila ?? uno!.fila;
    const porCampo: Record<string, Clave> = {
      stock: 'stock',
      precio: 'precio',
      sku: 'sku',
      habilitada: 'varianteHabilitada',
      idImagen: 'imagenes',
    };
    const c = typeof campo === 'string' ? porCampo[campo] : undefined;
    return en(fila, c ?? (columnaDeValor(b.columnasDeOpcion[0] ?? 0) as Clave));
  }
  if (a === 'opciones' || a === 'variantes') {
    const k = typeof i === 'number' ? (b.columnasDeOpcion[i] ?? 0) : (b.columnasDeOpcion[0] ?? 0);
    return en(uno!.fila, claveOpcion((k + 1) as 1 | 2 | 3));
  }
  const porCampo: Record<string, Clave> = {
    nombre: 'nombre',
    descripcion: 'descripcion',
    precio: 'precio',
    stock: 'stock',
    sku: 'sku',
    tipoProductoId: 'tipo',
  };
  return en(uno!.fila, typeof a === 'string' ? (porCampo[a] ?? 'nombre') : 'nombre');
}

/** The same problem once per cell (the schema and the file's own checks may both see it). */
function sinRepetir(errores: readonly ErrorPlanilla[]): ErrorPlanilla[] {
  const vistos = new Set<string>();
  return errores
    .filter((x) => {
      const k = `${x.fila}|${x.columna}`;
      if (vistos.has(k)) return false;
      vistos.add(k);
      return true;
    })
    .sort((a, b) => a.fila - b.fila);
}

function mismaEstructura(p: ProductoInputParsed, ex: ProductoVendedor): boolean {
  const opciones = p.opciones ?? [];
  const variantes = opciones.length > 0 ? (p.variantes ?? []) : [];
  const antes = ex.variantes ?? [];
  return (
    JSON.stringify(ex.opciones ?? []) === JSON.stringify(opciones) &&
    antes.length === variantes.length &&
    variantes.every((v, i) => {
      const a = antes[i]!;
      // jsonb keeps its own key order: compare option by option.
      return a.id === v.id && a.sku === v.sku && opciones.every((o) => a.valores[o.nombre] === v.valores[o.nombre]);
    })
  );
}

/** docs/producto/planilla.md#coincidencias: unchanged when the product would be saved exactly as it is. */
function igual(p: ProductoInputParsed, habilitado: boolean, ex: ProductoVendedor): boolean {
  const mismoProducto =
    ex.nombre === p.nombre &&
    ex.descripcion === p.descripcion &&
    ex.precio === p.precio &&
    ex.sku === p.sku &&
    ex.habilitado === habilitado &&
    ex.tipoProducto?.idTipoProducto === p.tipoProductoId &&
    mismaEstructura(p, ex);
  if (!mismoProducto) return false;
  if ((p.opciones ?? []).length === 0) return ex.stock === p.stock;
  const antes = ex.variantes ?? [];
  return (p.variantes ?? []).every((v, i) => {
    const a = antes[i]!;
    return a.stock === v.stock && a.habilitada === v.habilitada && a.precioEfectivo === (v.precio ?? p.precio);
  });
}

function filaSinPlan(f: Fila): FilaPlanilla {
  return {
    fila: f.fila,
    accion: 'error',
    sku: f.sku,
    nombre: f.nombre ?? '',
    variante: null,
    precio: f.precio !== null && Number.isFinite(f.precio) ? f.precio : null,
    stock: f.stock !== null && Number.isInteger(f.stock) ? f.stock : null,
  };
}

function filasDeSalida(g: Grupo, b: Borrador, accion: Accion | 'error'): FilaPlanilla[] {
  const opciones = (b.crudo.opciones ?? []) as { nombre: string; valores: string[] }[];
  const variantes = (b.crudo.variantes ?? []) as { valores: Record<string, string>; sku: string | null }[];
  const precio = b.crudo.precio as number;
  return g.filas.map((f) => {
    const i = b.filasDeVariante.indexOf(f);
    const v = i >= 0 ? variantes[i] : undefined;
    const efectivo = f.precio ?? precio;
    return {
      fila: f.fila,
      accion,
      sku: v ? v.sku : ((b.crudo.sku as string | null) ?? f.sku),
      nombre: (b.crudo.nombre as string) || f.nombre || '',
      variante: v ? textoVariante(opciones, v.valores) || null : null,
      precio: Number.isFinite(efectivo) ? efectivo : null,
      stock: f.stock !== null && Number.isInteger(f.stock) ? f.stock : null,
    };
  });
}
