import type { ErrorPlanilla, OpcionProducto, ProductoVendedor, VarianteProducto } from '@feria/contracts';
import { claveOpcion, claveValor, columnaDe, type Encabezado } from './columnas';
import { conValores, mismoTexto, textoNormal, type Fila, type Grupo } from './filas';

// One product's payload from its rows (docs/producto/planilla.md#importar), before the contracts'
// schema checks it: the same payload the seller's form sends, so the messages are the form's.

export interface TipoPlanilla {
  id: number;
  nombre: string;
}

export interface Borrador {
  /** The payload, as loose as the rows wrote it (NaN where a number is unreadable). */
  crudo: Record<string, unknown>;
  habilitado: boolean;
  /** The row of each variant of `crudo.variantes`, in order. */
  filasDeVariante: Fila[];
  /** Option k (0…2) of each declared option, in order. */
  columnasDeOpcion: number[];
}

const clave = (s: string) => s.trim().toLocaleLowerCase('es');

/** docs/producto/planilla.md#tiendanube: a category names a Feria type ('Ropa > Remeras' → Remera). */
export function tipoDeCategorias(categorias: string, tipos: readonly TipoPlanilla[]): TipoPlanilla | undefined {
  const partes = categorias
    .split(/[,>/|]/)
    .map(textoNormal)
    .filter(Boolean)
    .reverse();
  const singular = (s: string) => [s, s.replace(/es$/, ''), s.replace(/s$/, '')];
  for (const parte of partes) {
    const formas = singular(parte);
    const tipo = tipos.find((t) => formas.includes(textoNormal(t.nombre)));
    if (tipo) return tipo;
  }
  return undefined;
}

/**
 * docs/producto/planilla.md#importar price rule: every row's price is its variant's price. When
 * they are all the same, that is the product's price; when they differ, the product keeps its
 * price if a row still has it, else takes the lowest, and the other variants keep their own.
 */
export function precioDelProducto(precios: readonly (number | null)[], actual: number | undefined): number {
  const validos = [...new Set(precios.filter((p): p is number => p !== null && Number.isFinite(p) && p > 0))];
  if (validos.length === 0) return actual ?? NaN;
  if (validos.length === 1) return validos[0]!;
  if (actual !== undefined && validos.includes(actual)) return actual;
  return Math.min(...validos);
}

const primero = <T>(filas: readonly Fila[], f: (x: Fila) => T | null): T | null => {
  for (const x of filas) {
    const v = f(x);
    if (v !== null) return v;
  }
  return null;
};

export function borrador(
  g: Grupo,
  e: Encabezado,
  existente: ProductoVendedor | undefined,
  tipos: readonly TipoPlanilla[],
  errores: ErrorPlanilla[],
): Borrador {
  const error = (fila: number, c: Parameters<typeof columnaDe>[1], mensaje: string) =>
    errores.push({ fila, columna: columnaDe(e, c), mensaje });
  const [uno] = g.filas;
  const nombre = primero(g.filas, (f) => f.nombre);
  const conOpciones = g.filas.some(conValores);
  if (!conOpciones)
    for (const f of g.filas.slice(1))
      error(
        f.fila,
        'nombre',
        `«${nombre ?? ''}» está en más de una fila: si se vende en talles, colores u otras opciones, completá las columnas de opciones; si son productos distintos, cambiá el nombre`,
      );

  // A file without option values never wipes a product's variants: that is done in its form.
  if (!conOpciones && existente?.opciones?.length)
    error(
      uno!.fila,
      'opcion1',
      `«${existente.nombre}» se vende con opciones (${existente.opciones.map((o) => o.nombre).join(', ')}): escribí una fila por variante con sus opciones y valores`,
    );

  // Options: the names of the first rows that write them; every row must agree.
  const nombres = [0, 1, 2].map((k) => primero(g.filas, (f) => f.opciones[k]!.nombre));
  for (const f of g.filas)
    f.opciones.forEach((o, k) => {
      const n = (k + 1) as 1 | 2 | 3;
      const declarada = nombres[k] ?? null;
      if (o.valor !== null && declarada === null)
        error(f.fila, claveOpcion(n), 'Escribí el nombre de la opción (por ejemplo Talle o Color)');
      if (o.nombre !== null && declarada !== null && !mismoTexto(o.nombre, declarada))
        error(f.fila, claveOpcion(n), `Todas las filas de «${nombre ?? ''}» tienen que usar la opción «${declarada}»`);
    });
  const columnasDeOpcion = conOpciones ? [0, 1, 2].filter((k) => nombres[k] !== null) : [];
  const opciones: OpcionProducto[] = columnasDeOpcion.map((k) => {
    const previa = existente?.opciones?.find((o) => mismoTexto(o.nombre, nombres[k]!));
    const valores = [...(previa?.valores ?? [])];
    for (const f of g.filas) {
      const v = f.opciones[k]!.valor;
      if (v !== null && !valores.some((x) => clave(x) === clave(v))) valores.push(v);
    }
    return { nombre: previa?.nombre ?? nombres[k]!, valores };
  });
  const declarado = (i: number, v: string) => opciones[i]!.valores.find((x) => clave(x) === clave(v)) ?? v;

  const filasDeVariante = conOpciones ? g.filas : [];
  const precio = precioDelProducto(
    g.filas.map((f) => f.precio),
    existente?.precio,
  );
  const previas = existente?.variantes ?? [];
  const variantes = filasDeVariante.map((f) => {
    const valores: Record<string, string> = {};
    columnasDeOpcion.forEach((k, i) => {
      const v = f.opciones[k]!.valor;
      if (v !== null) valores[opciones[i]!.nombre] = declarado(i, v);
    });
    const previa = varianteExistente(previas, opciones, f.sku, valores);
    return {
      ...(previa ? { id: previa.id } : {}),
      sku: f.sku ?? previa?.sku ?? null,
      valores,
      stock: f.stock ?? NaN,
      precio: f.precio === null || f.precio === precio ? null : f.precio,
      idImagen: previa?.idImagen ?? null,
      habilitada: f.varianteHabilitada ?? previa?.habilitada ?? true,
    };
  });

  const tipoEscrito = primero(g.filas, (f) => f.tipo);
  let tipoProductoId: number | null;
  if (tipoEscrito !== null) {
    tipoProductoId = tipos.find((t) => mismoTexto(t.nombre, tipoEscrito))?.id ?? null;
    if (tipoProductoId === null)
      error(
        g.filas.find((f) => f.tipo !== null)!.fila,
        'tipo',
        `No hay un tipo de producto «${tipoEscrito}». Usá uno de los de Feria, por ejemplo «Remera», «Taza» o «Mate»`,
      );
  } else if (existente?.tipoProducto) tipoProductoId = existente.tipoProducto.idTipoProducto;
  else {
    const categorias = primero(g.filas, (f) => f.categorias);
    tipoProductoId = categorias ? (tipoDeCategorias(categorias, tipos)?.id ?? null) : null;
    if (tipoProductoId === null)
      error(
        uno!.fila,
        'tipo',
        e.origen === 'tiendanube'
          ? 'No encontramos el tipo de producto en sus categorías: agregá una columna «Tipo» con uno de los de Feria (por ejemplo «Remera» o «Taza»)'
          : 'Escribí el tipo de producto (por ejemplo «Remera», «Taza» o «Mate»)',
      );
  }

  if (e.origen === 'tiendanube')
    for (const f of g.filas)
      if (f.stock === null)
        error(
          f.fila,
          'stock',
          'Escribí cuántas unidades tenés: en Tiendanube el stock vacío es ilimitado, en Feria el stock es un número',
        );

  const skusDeVariantes = new Set(variantes.flatMap((v) => (v.sku ? [clave(v.sku)] : [])));
  const skuPropio = existente?.sku && !skusDeVariantes.has(clave(existente.sku)) ? existente.sku : null;
  const crudo = {
    nombre: nombre ?? '',
    descripcion: primero(g.filas, (f) => f.descripcion) ?? existente?.descripcion ?? '',
    precio: conOpciones ? precio : (uno!.precio ?? existente?.precio ?? NaN),
    stock: conOpciones
      ? variantes.reduce((s, v) => s + (v.habilitada && Number.isInteger(v.stock) ? v.stock : 0), 0)
      : (uno!.stock ?? NaN),
    sku: conOpciones ? skuPropio : (uno!.sku ?? existente?.sku ?? null),
    tipoProductoId: tipoProductoId ?? 1,
    opciones,
    variantes,
  };
  const habilitado = primero(g.filas, (f) => f.habilitado) ?? existente?.habilitado ?? true;
  return { crudo, habilitado, filasDeVariante, columnasDeOpcion };
}

/** docs/producto/planilla.md#coincidencias: a row is an existing variant with its SKU, else with its values. */
function varianteExistente(
  previas: readonly VarianteProducto[],
  opciones: readonly OpcionProducto[],
  sku: string | null,
  valores: Record<string, string>,
): VarianteProducto | undefined {
  if (sku) {
    const porSku = previas.find((v) => v.sku !== null && clave(v.sku) === clave(sku));
    if (porSku) return porSku;
  }
  const combinacion = (vs: Record<string, string>) => JSON.stringify(opciones.map((o) => clave(vs[o.nombre] ?? '')));
  return previas.find((v) => combinacion(v.valores) === combinacion(valores));
}

export const columnaDeValor = (k: number) => claveValor((k + 1) as 1 | 2 | 3);
