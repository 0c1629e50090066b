// The buyer's choice among a product's variants (docs/producto/variantes.md): pure rules, so the
// product page, its tests and the server-painted first render agree. Nothing chosen is the start.

/** An option the product declares ('Talle' with its values, in the seller's order). */
export interface OpcionElegible {
  nombre: string;
  valores: readonly string[];
}

/** A variant as the public product payload carries it. */
export interface VarianteElegible {
  id: string;
  valores: Readonly<Record<string, string>>;
  stock: number;
  precio?: number | null | undefined;
  idImagen?: number | null | undefined;
  habilitada: boolean;
}

/** Option name → chosen value. */
export type Eleccion = Readonly<Record<string, string>>;

const coincide = (v: VarianteElegible, eleccion: Eleccion) =>
  Object.entries(eleccion).every(([opcion, valor]) => v.valores[opcion] === valor);

/** A variant the buyer can take: enabled and with stock. */
export const seVende = (v: VarianteElegible) => v.habilitada && v.stock > 0;

/** What is chosen of the options before `indice`: availability is judged against those only, so every value stays reachable from the first option. */
function previas(opciones: readonly OpcionElegible[], eleccion: Eleccion, indice: number): Eleccion {
  const r: Record<string, string> = {};
  for (const o of opciones.slice(0, indice)) if (eleccion[o.nombre] !== undefined) r[o.nombre] = eleccion[o.nombre]!;
  return r;
}

/** Whether `valor` of the option at `indice` can be chosen: some variant with stock has it (given the earlier choices). */
export function valorDisponible(
  opciones: readonly OpcionElegible[],
  variantes: readonly VarianteElegible[],
  eleccion: Eleccion,
  indice: number,
  valor: string,
): boolean {
  const opcion = opciones[indice];
  if (!opcion) return false;
  const buscada = { ...previas(opciones, eleccion, indice), [opcion.nombre]: valor };
  return variantes.some((v) => seVende(v) && coincide(v, buscada));
}

/**
 * The choice after the buyer picks `valor` for the option at `indice`: later choices that no
 * longer lead to a variant with stock are dropped (the buyer picks them again).
 */
export function elegir(
  opciones: readonly OpcionElegible[],
  variantes: readonly VarianteElegible[],
  eleccion: Eleccion,
  indice: number,
  valor: string,
): Eleccion {
  const opcion = opciones[indice];
  if (!opcion) return eleccion;
  let nueva: Record<string, string> = { ...eleccion, [opcion.nombre]: valor };
  for (let i = indice + 1; i < opciones.length; i++) {
    const o = opciones[i]!;
    const actual = nueva[o.nombre];
    if (actual !== undefined && !valorDisponible(opciones, variantes, nueva, i, actual)) {
      const { [o.nombre]: _quitada, ...resto } = nueva;
      nueva = resto;
    }
  }
  return nueva;
}

/** The variant of a full choice (null while an option is missing or when that combination is not sold). */
export function varianteElegida(
  opciones: readonly OpcionElegible[],
  variantes: readonly VarianteElegible[],
  eleccion: Eleccion,
): VarianteElegible | null {
  if (opciones.length === 0 || opciones.some((o) => eleccion[o.nombre] === undefined)) return null;
  return variantes.find((v) => v.habilitada && coincide(v, eleccion)) ?? null;
}

/** 'Elegí un talle' / 'Elegí una medida' for the first option still missing; null when all are chosen. */
export function opcionFaltante(opciones: readonly OpcionElegible[], eleccion: Eleccion): string | null {
  const falta = opciones.find((o) => eleccion[o.nombre] === undefined);
  if (!falta) return null;
  const nombre = falta.nombre.trim().toLocaleLowerCase('es');
  return `Elegí ${/a$/.test(nombre) ? 'una' : 'un'} ${nombre}`;
}

/** The choice as the buyer reads it, in the options' order: 'Talle 38 · Negro'. */
export function textoEleccion(opciones: readonly OpcionElegible[], valores: Eleccion): string {
  return opciones
    .filter((o) => valores[o.nombre] !== undefined)
    .map((o, i) => (i === 0 ? `${o.nombre} ${valores[o.nombre]}` : valores[o.nombre]))
    .join(' · ');
}

/** The lowest and highest price among the variants on sale (a variant without price costs the product's). */
export function rangoDePrecios(
  precioProducto: number,
  variantes: readonly VarianteElegible[],
): { desde: number; hasta: number } | null {
  const precios = variantes.filter((v) => v.habilitada).map((v) => v.precio ?? precioProducto);
  if (precios.length === 0) return null;
  return { desde: Math.min(...precios), hasta: Math.max(...precios) };
}
