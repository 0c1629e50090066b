// The columns of the catalogue spreadsheet (docs/producto/planilla.md#columnas): the shop's own
// file (one row per variant, or per product without options) and the Tiendanube product export
// (docs/producto/planilla.md#tiendanube), both read into the same keys.

/** What a column means, whatever its header says. */
export type Clave =
  | 'idProducto'
  | 'identificador'
  | 'nombre'
  | 'descripcion'
  | 'tipo'
  | 'categorias'
  | 'precio'
  | 'stock'
  | 'sku'
  | 'opcion1'
  | 'valor1'
  | 'opcion2'
  | 'valor2'
  | 'opcion3'
  | 'valor3'
  | 'habilitado'
  | 'varianteHabilitada'
  | 'imagenes';

export const OPCIONES_PLANILLA = [1, 2, 3] as const;
export const claveOpcion = (n: 1 | 2 | 3) => `opcion${n}` as const;
export const claveValor = (n: 1 | 2 | 3) => `valor${n}` as const;

/** The shop's own file, in this order: its header is what exports and the template write. */
export const COLUMNAS: readonly { clave: Clave; encabezado: string }[] = [
  { clave: 'idProducto', encabezado: 'ID producto' },
  { clave: 'nombre', encabezado: 'Nombre' },
  { clave: 'descripcion', encabezado: 'Descripción' },
  { clave: 'tipo', encabezado: 'Tipo' },
  { clave: 'precio', encabezado: 'Precio' },
  { clave: 'stock', encabezado: 'Stock' },
  { clave: 'sku', encabezado: 'SKU' },
  { clave: 'opcion1', encabezado: 'Opción 1' },
  { clave: 'valor1', encabezado: 'Valor 1' },
  { clave: 'opcion2', encabezado: 'Opción 2' },
  { clave: 'valor2', encabezado: 'Valor 2' },
  { clave: 'opcion3', encabezado: 'Opción 3' },
  { clave: 'valor3', encabezado: 'Valor 3' },
  { clave: 'habilitado', encabezado: 'Habilitado' },
  { clave: 'varianteHabilitada', encabezado: 'Variante habilitada' },
  { clave: 'imagenes', encabezado: 'Imágenes' },
];

export const ENCABEZADOS: readonly string[] = COLUMNAS.map((c) => c.encabezado);

/** Columns read as text in a spreadsheet (so '0012' stays '0012'); the rest are numbers. */
export const COLUMNAS_NUMERICAS: ReadonlySet<Clave> = new Set(['precio', 'stock']);

/** The header of a key as we write it (for messages about a column the file lacks). */
export const encabezadoDe = (clave: Clave): string =>
  COLUMNAS.find((c) => c.clave === clave)?.encabezado ??
  ({ identificador: 'Identificador de URL', categorias: 'Categorías' } as Record<string, string>)[clave] ??
  clave;

/** Headers compare without case, accents, spaces or punctuation: 'Opción 1', 'opcion1', 'OPCION  1:'. */
export function normalizarEncabezado(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const ALIAS: Record<Clave, readonly string[]> = {
  idProducto: ['ID producto', 'ID del producto', 'ID'],
  identificador: ['Identificador de URL', 'Handle'],
  nombre: ['Nombre', 'Nombre del producto', 'Producto', 'Título'],
  descripcion: ['Descripción', 'Descripción del producto'],
  tipo: ['Tipo', 'Tipo de producto'],
  categorias: ['Categorías', 'Categoría'],
  precio: ['Precio', 'Precio ($)', 'Precio en pesos'],
  stock: ['Stock', 'Cantidad', 'Unidades'],
  sku: ['SKU', 'Código SKU', 'Código'],
  opcion1: ['Opción 1', 'Nombre de propiedad 1', 'Nombre de opción 1'],
  valor1: ['Valor 1', 'Valor de propiedad 1', 'Valor de opción 1'],
  opcion2: ['Opción 2', 'Nombre de propiedad 2', 'Nombre de opción 2'],
  valor2: ['Valor 2', 'Valor de propiedad 2', 'Valor de opción 2'],
  opcion3: ['Opción 3', 'Nombre de propiedad 3', 'Nombre de opción 3'],
  valor3: ['Valor 3', 'Valor de propiedad 3', 'Valor de opción 3'],
  habilitado: ['Habilitado', 'Mostrar en tienda', 'Publicado', 'Visible'],
  varianteHabilitada: ['Variante habilitada'],
  imagenes: ['Imágenes', 'Imagen', 'URL de imágenes', 'Imágenes (URL)'],
};

const POR_ALIAS = new Map<string, Clave>(
  (Object.entries(ALIAS) as [Clave, readonly string[]][]).flatMap(([clave, alias]) =>
    alias.map((a): [string, Clave] => [normalizarEncabezado(a), clave]),
  ),
);

export type Origen = 'feria' | 'tiendanube';

export interface Encabezado {
  origen: Origen;
  /** Column index of each key the file has. */
  indice: Partial<Record<Clave, number>>;
  /** The header as the file writes it, for messages. */
  escrito: Partial<Record<Clave, string>>;
  errores: { columna: string | null; mensaje: string }[];
}

/**
 * docs/producto/planilla.md#columnas: which column holds what. Unknown columns are left out (a
 * Tiendanube export has many we do not keep); a known one twice, or a required one missing, is
 * an error of the whole file.
 */
export function leerEncabezado(celdas: readonly string[]): Encabezado {
  const indice: Partial<Record<Clave, number>> = {};
  const escrito: Partial<Record<Clave, string>> = {};
  const errores: Encabezado['errores'] = [];
  celdas.forEach((celda, i) => {
    const clave = POR_ALIAS.get(normalizarEncabezado(celda));
    if (!clave) return;
    if (indice[clave] !== undefined) {
      errores.push({ columna: celda.trim(), mensaje: `La columna «${celda.trim()}» está dos veces` });
      return;
    }
    indice[clave] = i;
    escrito[clave] = celda.trim();
  });
  const origen: Origen = indice.identificador !== undefined ? 'tiendanube' : 'feria';
  for (const requerida of ['nombre', 'precio', 'stock'] as const)
    if (indice[requerida] === undefined)
      errores.push({
        columna: encabezadoDe(requerida),
        mensaje: `Falta la columna «${encabezadoDe(requerida)}»`,
      });
  for (const n of OPCIONES_PLANILLA)
    if ((indice[claveOpcion(n)] === undefined) !== (indice[claveValor(n)] === undefined)) {
      const falta = indice[claveOpcion(n)] === undefined ? claveOpcion(n) : claveValor(n);
      errores.push({ columna: encabezadoDe(falta), mensaje: `Falta la columna «${encabezadoDe(falta)}»` });
    }
  return { origen, indice, escrito, errores };
}

/** The header as the file writes it, else ours. */
export const columnaDe = (e: Encabezado, clave: Clave): string => e.escrito[clave] ?? encabezadoDe(clave);
