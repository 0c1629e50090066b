import { z } from 'zod';
import { endpoint } from '../endpoints/endpoint';
import { EMPRENDIMIENTOS_VENDEDOR_PREFIJO } from '../endpoints/rutas';
import { errorBody, uuidParam } from '../common/common.schemas';

// The catalogue by spreadsheet (docs/producto/planilla.md): a shop's products out as CSV or XLSX,
// and in again from the same file, a Tiendanube export or a filled template.

export const FORMATOS_PLANILLA = ['csv', 'xlsx'] as const;
export type FormatoPlanilla = (typeof FORMATOS_PLANILLA)[number];
/** The largest file an import reads (bytes). */
export const PLANILLA_MAX_BYTES = 5 * 1024 * 1024;
/** The most data rows (below the header) an import reads. */
export const PLANILLA_MAX_FILAS = 5000;

const deEmprendimiento = z.object({ idEmprendimiento: uuidParam });
const formato = z.enum(FORMATOS_PLANILLA, { error: 'Elegí csv o xlsx' }).default('csv');

export const exportarPlanillaQuery = z.object({ formato });
export type ExportarPlanillaQuery = z.output<typeof exportarPlanillaQuery>;

export const importarPlanillaQuery = z.object({
  /** 'true': answer the plan and write nothing (the screen's preview). */
  simular: z
    .enum(['true', 'false'], { error: 'simular es true o false' })
    .optional()
    .transform((v) => v === 'true'),
});
export type ImportarPlanillaQuery = z.output<typeof importarPlanillaQuery>;

/** One problem of the file: its spreadsheet row (the header is row 1; 0 = the whole file) and column (its header as written; null = the whole row). */
export const errorPlanilla = z.object({
  fila: z.number().int().min(0),
  columna: z.string().nullable(),
  mensaje: z.string(),
});
export type ErrorPlanilla = z.infer<typeof errorPlanilla>;

export const ACCIONES_FILA_PLANILLA = ['crear', 'actualizar', 'sinCambios', 'error'] as const;

/** One data row as the plan reads it, for the preview table. */
export const filaPlanilla = z.object({
  fila: z.number().int().min(2),
  accion: z.enum(ACCIONES_FILA_PLANILLA),
  sku: z.string().nullable(),
  nombre: z.string(),
  /** 'Talle 38 · Negro' for a variant row, null for a product without options. */
  variante: z.string().nullable(),
  precio: z.number().nullable(),
  stock: z.number().int().nullable(),
});
export type FilaPlanilla = z.infer<typeof filaPlanilla>;

/**
 * What an import does (or did): `crear` / `actualizar` / `sinCambios` count PRODUCTS (a product's
 * variant rows count once), `errores` every problem found, `filas` every data row read.
 * `aplicado`: true only when this request wrote the plan.
 */
export const resultadoImportacion = z.object({
  crear: z.number().int(),
  actualizar: z.number().int(),
  sinCambios: z.number().int(),
  errores: z.array(errorPlanilla),
  filas: z.array(filaPlanilla),
  aplicado: z.boolean(),
});
export type ResultadoImportacion = z.infer<typeof resultadoImportacion>;

/** The 422 PLANILLA_CON_ERRORES answer: the error body plus the result (`aplicado` false), so the screen shows every row's problem. */
export const importacionConErrores = errorBody.extend(resultadoImportacion.shape);
export type ImportacionConErrores = z.infer<typeof importacionConErrores>;

/** The largest price a product or variant holds (numeric(12,2)): the product rules' maximum. */
export const PRECIO_MAXIMO_PRODUCTO = 9_999_999_999.99;
/** The largest stock a product or variant holds: the product rules' maximum. */
export const STOCK_MAXIMO_PRODUCTO = 1_000_000;

export const MENSAJES_EDICION_MASIVA = {
  precio: 'El precio debe ser mayor a 0, con hasta 2 decimales',
  stock: 'El stock debe ser un número entero entre 0 y 1.000.000',
  porcentajeExcede: 'Con ese porcentaje algún precio pasaría el máximo permitido',
} as const;

/** Bulk edit on 'Consultar Productos' (docs/producto/edicion-masiva.md): one change to the selected products. */
export const cambioMasivo = z.discriminatedUnion('tipo', [
  /** Every selected product to this price; its variants drop their own price and take it. */
  z.object({
    tipo: z.literal('precio'),
    precio: z
      .number({ error: 'Ingresá un precio' })
      .positive(MENSAJES_EDICION_MASIVA.precio)
      .max(PRECIO_MAXIMO_PRODUCTO, MENSAJES_EDICION_MASIVA.precio)
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, MENSAJES_EDICION_MASIVA.precio),
  }),
  /** Prices up or down by this percentage (−90 … 1000), rounded to the peso. */
  z.object({
    tipo: z.literal('porcentaje'),
    porcentaje: z
      .number({ error: 'Ingresá un porcentaje' })
      .min(-90, 'El porcentaje no puede bajar más de 90')
      .max(1000, 'El porcentaje no puede pasar de 1000'),
  }),
  /** Stock of every selected product without options (a product with variants: each enabled variant). */
  z.object({
    tipo: z.literal('stock'),
    stock: z
      .number({ error: 'Ingresá el stock' })
      .int('El stock es un número entero')
      .min(0, 'El stock no puede ser negativo')
      .max(STOCK_MAXIMO_PRODUCTO, MENSAJES_EDICION_MASIVA.stock),
  }),
  z.object({ tipo: z.literal('habilitado'), habilitado: z.boolean() }),
]);
export type CambioMasivo = z.infer<typeof cambioMasivo>;

export const edicionMasivaInput = z.object({
  ids: z
    .array(z.uuid(), { error: 'Elegí al menos un producto' })
    .min(1, 'Elegí al menos un producto')
    .max(500, 'Podés cambiar hasta 500 productos por vez'),
  cambio: cambioMasivo,
});
export type EdicionMasivaInput = z.infer<typeof edicionMasivaInput>;

export const resultadoEdicionMasiva = z.object({ actualizados: z.number().int() });

export const planillaApi = {
  /** GET: the file itself (text/csv or the XLSX type, Content-Disposition attachment), not JSON. */
  exportar: endpoint({
    recurso: 'productos-vendedor',
    metodo: 'GET',
    ruta: `${EMPRENDIMIENTOS_VENDEDOR_PREFIJO}/{idEmprendimiento}/productos/exportar`,
    params: deEmprendimiento,
    query: exportarPlanillaQuery,
    respuesta: z.string(),
    error: 'No pudimos exportar tus productos',
  }),
  /** GET: the empty template with its header and two example rows (a product, a product with sizes), as a file. */
  plantilla: endpoint({
    recurso: 'productos-vendedor',
    metodo: 'GET',
    ruta: `${EMPRENDIMIENTOS_VENDEDOR_PREFIJO}/{idEmprendimiento}/productos/plantilla`,
    params: deEmprendimiento,
    query: exportarPlanillaQuery,
    respuesta: z.string(),
    error: 'No pudimos descargar la plantilla',
  }),
  /**
   * POST multipart, field `archivo` (CSV or XLSX, ≤ PLANILLA_MAX_BYTES): no body schema. With
   * `?simular=true` answers the plan and writes nothing; without, applies it in one transaction
   * (all or nothing) and answers it with `aplicado: true`. A plan with errors is not applied: 422
   * `PLANILLA_CON_ERRORES`, whose body carries the result fields beside `mensaje` and `codigo`.
   */
  importar: endpoint({
    recurso: 'productos-vendedor',
    metodo: 'POST',
    ruta: `${EMPRENDIMIENTOS_VENDEDOR_PREFIJO}/{idEmprendimiento}/productos/importar`,
    params: deEmprendimiento,
    query: importarPlanillaQuery,
    respuesta: resultadoImportacion,
    error: 'No pudimos importar la planilla',
  }),
  /** PATCH: one change to the selected products of this shop (others' ids: 404 for the whole request, nothing written). */
  edicionMasiva: endpoint({
    recurso: 'productos-vendedor',
    metodo: 'PATCH',
    ruta: `${EMPRENDIMIENTOS_VENDEDOR_PREFIJO}/{idEmprendimiento}/productos`,
    params: deEmprendimiento,
    body: edicionMasivaInput,
    respuesta: resultadoEdicionMasiva,
    error: 'No pudimos cambiar los productos',
  }),
};
