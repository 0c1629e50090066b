import type { ProductoVendedor } from '@feria/contracts';

/** 'Consultar Productos' state filter: todos / habilitados / deshabilitados / sin stock. */
export const ESTADOS_FILTRO = [
  { value: 'todos', label: 'Todos' },
  { value: 'habilitados', label: 'Habilitados' },
  { value: 'deshabilitados', label: 'Deshabilitados' },
  { value: 'sin-stock', label: 'Sin stock' },
] as const;
export type EstadoFiltro = (typeof ESTADOS_FILTRO)[number]['value'];

export interface FiltrosProductos {
  texto: string;
  /** idTipoProducto, or null for every type. */
  tipo: number | null;
  estado: EstadoFiltro;
}

export const FILTROS_VACIOS: FiltrosProductos = { texto: '', tipo: null, estado: 'todos' };

/** Lower case without accents or surrounding spaces: "Cerámica " and "ceramica" are the same word. */
export function sinAcentos(texto: string): string {
  return texto.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es').trim();
}

function cumpleEstado(p: ProductoVendedor, estado: EstadoFiltro): boolean {
  if (estado === 'habilitados') return p.habilitado;
  if (estado === 'deshabilitados') return !p.habilitado;
  if (estado === 'sin-stock') return p.stock === 0;
  return true;
}

/**
 * Client-side search over the seller's list: every word of the text must appear in the name, the
 * SKU or the type (accent- and case-insensitive); then the type and the state.
 */
export function filtrarProductos(productos: ProductoVendedor[], filtros: FiltrosProductos): ProductoVendedor[] {
  const palabras = sinAcentos(filtros.texto).split(/\s+/).filter(Boolean);
  return productos.filter((p) => {
    if (filtros.tipo !== null && p.tipoProducto?.idTipoProducto !== filtros.tipo) return false;
    if (!cumpleEstado(p, filtros.estado)) return false;
    if (!palabras.length) return true;
    const texto = sinAcentos([p.nombre, p.sku ?? '', p.tipoProducto?.nombre ?? ''].join(' '));
    return palabras.every((w) => texto.includes(w));
  });
}

/** The types present in the list, once each, by name: the type filter only offers useful options. */
export function tiposEnUso(productos: ProductoVendedor[]): { id: number; nombre: string }[] {
  const tipos = new Map<number, string>();
  for (const p of productos) if (p.tipoProducto) tipos.set(p.tipoProducto.idTipoProducto, p.tipoProducto.nombre);
  return [...tipos].map(([id, nombre]) => ({ id, nombre })).sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
}

/** Filters live in the URL (q, tipo, estado) so that coming back from editing keeps them. */
export function filtrosDesdeParams(params: URLSearchParams): FiltrosProductos {
  const tipo = Number(params.get('tipo'));
  const estado = ESTADOS_FILTRO.find((e) => e.value === params.get('estado'))?.value ?? 'todos';
  return { texto: params.get('q') ?? '', tipo: Number.isInteger(tipo) && tipo > 0 ? tipo : null, estado };
}

export function filtrosAParams(f: FiltrosProductos): URLSearchParams {
  const params = new URLSearchParams();
  if (f.texto) params.set('q', f.texto);
  if (f.tipo !== null) params.set('tipo', String(f.tipo));
  if (f.estado !== 'todos') params.set('estado', f.estado);
  return params;
}

export function hayFiltros(f: FiltrosProductos): boolean {
  return f.texto.trim() !== '' || f.tipo !== null || f.estado !== 'todos';
}
