import type { ProductoVendedor, VarianteInput } from '@feria/contracts';
import { precioATexto, precioDesdeTexto } from './precio-texto';

// The seller's options and variants (docs/producto/variantes.md): the form holds them as typed,
// the matrix is every combination of the options' values, and a row keeps what was typed in it
// while options change (matched by its combination).

export const OPCIONES_MAXIMAS = 3;

export interface FilaOpcion {
  nombre: string;
  valores: string[];
}

/** One variant as the form holds it: numbers as typed, '' for 'the product's' price or no picture. */
export interface FilaVariante {
  id?: string | undefined;
  valores: Record<string, string>;
  stock: string;
  precio: string;
  sku: string;
  idImagen: string;
  habilitada: boolean;
}

const clave = (s: string) => s.trim().toLocaleLowerCase('es');

/** The options that count: with a name and at least one value. */
export const opcionesCompletas = (opciones: readonly FilaOpcion[]) =>
  opciones.filter((o) => o.nombre.trim() && o.valores.length > 0);

/** The key of a combination, whatever the case or order of its options. */
function combinacion(opciones: readonly FilaOpcion[], valores: Record<string, string>): string {
  return JSON.stringify(opciones.map((o) => clave(valores[o.nombre.trim()] ?? '')));
}

/**
 * Every combination of the options' values, in the options' order; a row already there for a
 * combination keeps its stock, price, SKU, picture and switch (a renamed option keeps its rows by
 * position). New combinations start with stock 0, enabled.
 */
export function generarVariantes(opciones: readonly FilaOpcion[], actuales: readonly FilaVariante[]): FilaVariante[] {
  const completas = opcionesCompletas(opciones);
  if (completas.length === 0) return [];
  let combos: Record<string, string>[] = [{}];
  for (const o of completas)
    combos = combos.flatMap((c) => o.valores.map((valor) => ({ ...c, [o.nombre.trim()]: valor })));
  // Rows by their values in option order (not by name), so renaming 'Talle' keeps them.
  const porPosicion = new Map(actuales.map((f) => [JSON.stringify(Object.values(f.valores).map(clave)), f] as const));
  const porNombre = new Map(actuales.map((f) => [combinacion(completas, f.valores), f] as const));
  return combos.map((valores) => {
    const previa =
      porNombre.get(combinacion(completas, valores)) ??
      porPosicion.get(JSON.stringify(Object.values(valores).map(clave)));
    return previa
      ? { ...previa, valores }
      : { valores, stock: '0', precio: '', sku: '', idImagen: '', habilitada: true };
  });
}

/** 'Talle 38 · Negro': the first option named, the others by value. */
export function etiquetaVariante(opciones: readonly FilaOpcion[], valores: Record<string, string>): string {
  return opcionesCompletas(opciones)
    .map((o, i) =>
      i === 0 ? `${o.nombre.trim()} ${valores[o.nombre.trim()] ?? ''}` : (valores[o.nombre.trim()] ?? ''),
    )
    .join(' · ');
}

const entero = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : 0);

/** The product's stock with variants: the sum of its enabled variants' stock. */
export const stockTotal = (filas: readonly FilaVariante[]) =>
  filas.reduce((t, f) => t + (f.habilitada ? entero(f.stock) : 0), 0);

/** A value typed in the chips field: trimmed, no empty, no repeat (without case). */
export function agregarValores(valores: readonly string[], texto: string): string[] {
  const nuevos = texto
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const r = [...valores];
  for (const v of nuevos) if (!r.some((x) => clave(x) === clave(v))) r.push(v);
  return r;
}

/** The options and variants as the contracts payload expects them; unreadable numbers go as typed so zod answers. */
export function aPayloadVariantes(
  opciones: readonly FilaOpcion[],
  filas: readonly FilaVariante[],
): { opciones: FilaOpcion[]; variantes: VarianteInput[] } {
  const completas = opcionesCompletas(opciones).map((o) => ({ nombre: o.nombre.trim(), valores: o.valores }));
  return {
    opciones: completas,
    variantes: filas.map((f) => {
      const stock = f.stock.trim();
      const precio = f.precio.trim();
      return {
        ...(f.id ? { id: f.id } : {}),
        valores: f.valores,
        stock: (/^\d+$/.test(stock) ? Number(stock) : stock === '' ? undefined : stock) as number,
        precio: precio === '' ? null : ((precioDesdeTexto(precio) ?? precio) as number),
        sku: f.sku.trim() || null,
        idImagen: f.idImagen ? Number(f.idImagen) : null,
        habilitada: f.habilitada,
      };
    }),
  };
}

/** The form's rows of a saved product. */
export function filasDesde(p?: ProductoVendedor): { opciones: FilaOpcion[]; variantes: FilaVariante[] } {
  return {
    opciones: (p?.opciones ?? []).map((o) => ({ nombre: o.nombre, valores: [...o.valores] })),
    variantes: (p?.variantes ?? []).map((v) => ({
      id: v.id,
      valores: { ...v.valores },
      stock: String(v.stock),
      precio: v.precio === null ? '' : precioATexto(v.precio),
      sku: v.sku ?? '',
      idImagen: v.idImagen === null ? '' : String(v.idImagen),
      habilitada: v.habilitada,
    })),
  };
}
