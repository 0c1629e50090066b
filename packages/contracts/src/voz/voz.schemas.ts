import { z } from 'zod';
import { multilinea } from '../common/texto';
import { MENSAJES } from '../common/messages';

// docs/producto/entidades.md#respuesta-de-voz and its items, docs/producto/voz-grabador.md#estados-del-grabador outcomes. Field names are the spec's
// (snake_case inside the modification items, as the spec writes them).

export const ACCIONES_VOZ = [
  'CREAR_PRODUCTO_PENDIENTE_CONFIRMACION',
  'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION',
  'MODIFICAR_MASIVO_PENDIENTE_CONFIRMACION',
  'ACCION_NO_RECONOCIDA',
  'ENTIDADES_NO_ENCONTRADAS',
] as const;
export type AccionVoz = (typeof ACCIONES_VOZ)[number];

/** Creation item (docs/producto/entidades.md): a product the seller still confirms; null where the command did not say. */
export const itemCreacionVoz = z.object({
  nombre: z.string(),
  precio: z.number().nullable(),
  stock: z.number().int().nullable(),
  descripcion: z.string(),
  tipo: z.string().nullable(),
  tipoProductoId: z.number().int().nullable(),
  sku: z.string().nullable(),
  atributos: z.array(z.object({ clave: z.string(), valor: z.string() })),
  /**
   * A count said without a list ('creá tres velas a 4500'): taken as the stock ('tomado') and said
   * in the preview, or only asked when there is no price per unit (docs/producto/voz.md#cuenta-sin-lista).
   */
  stockDicho: z.object({ texto: z.string(), valor: z.number().int(), tomado: z.boolean() }).nullable().optional(),
});
export type ItemCreacionVoz = z.infer<typeof itemCreacionVoz>;

/** Update keys (docs/producto/entidades.md): absolute values, added amounts and the price multiplier. */
export const datosActualizacionVoz = z.object({
  precio: z.number().optional(),
  stock: z.number().int().optional(),
  nombre: z.string().optional(),
  descripcion: z.string().optional(),
  diferencial_precio: z.number().optional(),
  diferencial_stock: z.number().int().optional(),
  porcentaje_precio: z.number().optional(),
});
export type DatosActualizacionVoz = z.infer<typeof datosActualizacionVoz>;

/** One of the seller's products as the dialog shows it (before → after). */
export const productoVozResumen = z.object({
  id: z.uuid(),
  nombre: z.string(),
  precio: z.number(),
  stock: z.number().int(),
  tipo: z.string().nullable(),
  habilitado: z.boolean(),
});
export type ProductoVozResumen = z.infer<typeof productoVozResumen>;

/** One of the product's variants as the dialog shows it (before → after); `precio` is what a unit costs. */
export const varianteVozResumen = z.object({
  id: z.uuid(),
  texto: z.string(),
  stock: z.number().int(),
  precio: z.number(),
  habilitada: z.boolean(),
});
export type VarianteVozResumen = z.infer<typeof varianteVozResumen>;

/**
 * docs/producto/voz.md#variantes: the change is about the variants with these values, not the
 * product's own stock and price. `nueva`: the combination is created (the options gain the values
 * they lack), with the stock and price said. `habilitada`: the variants are enabled or disabled.
 */
export const cambioVarianteVoz = z.object({
  /** The values said, by option as the product writes them ('Talle': '42'); {} is every variant ('se agotaron las zapatillas'). */
  valores: z.record(z.string(), z.string()),
  /** 'Talle 42', 'Talle 38 · Negro' (docs/producto/variantes.md#texto). */
  texto: z.string(),
  nueva: z.boolean(),
  /** The product's variants with those values when the command was read (empty for a new one). */
  variantes: z.array(varianteVozResumen),
  habilitada: z.boolean().optional(),
});
export type CambioVarianteVoz = z.infer<typeof cambioVarianteVoz>;

export const itemModificacionVoz = z.object({
  identificador_original: z.string(),
  modificacion_solicitada: z.object({
    producto_identificador: z.string(),
    datos_para_actualizar: datosActualizacionVoz,
  }),
  productos_similares_encontrados: z.array(productoVozResumen),
  /** Present when the change is about some of the product's variants (docs/producto/voz.md#variantes). */
  variante: cambioVarianteVoz.optional(),
});
export type ItemModificacionVoz = z.infer<typeof itemModificacionVoz>;

export const itemMasivoVoz = z.object({
  datos_modificacion: datosActualizacionVoz,
  productos_afectados: z.array(productoVozResumen),
  /** The spec's single name; for several types at once ('los buzos y las remeras') they are joined: 'Buzo y Remera'. */
  tipo_producto: z.string(),
  /** Each type (or plural name) said, in order; added to tell one type from several. Absent in older answers. */
  tipos_producto: z.array(z.string()).optional(),
  cantidad_productos: z.number().int(),
  razonamiento_ia: z.string(),
});
export type ItemMasivoVoz = z.infer<typeof itemMasivoVoz>;

const comun = {
  mensajeUsuario: z.string(),
  entidadesEncontradas: z.record(z.string(), z.unknown()),
  razonamientoInterno: z.string(),
  /** What was interpreted (the transcript or the typed text) and the engine that heard it. */
  transcripcion: z.string(),
  motor: z.enum(['openai-compatible', 'browser', 'none', 'texto']),
};

export const respuestaVoz = z.discriminatedUnion('accionDetectada', [
  z.object({
    accionDetectada: z.literal('CREAR_PRODUCTO_PENDIENTE_CONFIRMACION'),
    datosAccion: z.array(itemCreacionVoz),
    ...comun,
  }),
  z.object({
    accionDetectada: z.literal('MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION'),
    datosAccion: z.array(itemModificacionVoz),
    ...comun,
  }),
  z.object({
    accionDetectada: z.literal('MODIFICAR_MASIVO_PENDIENTE_CONFIRMACION'),
    datosAccion: itemMasivoVoz,
    ...comun,
  }),
  z.object({ accionDetectada: z.literal('ACCION_NO_RECONOCIDA'), datosAccion: z.null(), ...comun }),
  z.object({ accionDetectada: z.literal('ENTIDADES_NO_ENCONTRADAS'), datosAccion: z.null(), ...comun }),
]);
export type RespuestaVoz = z.infer<typeof respuestaVoz>;

/** The typed variant of procesarAudio. */
export const comandoTextoInput = z.object({
  texto: multilinea({ error: MENSAJES.parametrosInvalidos })
    .trim()
    .min(1, 'Escribí qué querés hacer.')
    .max(1000, 'El comando es demasiado largo (máximo 1000 caracteres).'),
  emprendimientoId: z.uuid({ error: 'Error: No se pudo identificar al emprendedor.' }),
});
export type ComandoTextoInput = z.infer<typeof comandoTextoInput>;

/** Which speech engine the server has (the dialog says so). */
export const motorVoz = z.object({
  motor: z.enum(['openai-compatible', 'browser', 'none']),
  descripcion: z.string(),
  maxSegundos: z.number().int(),
  maxBytes: z.number().int(),
});
export type MotorVoz = z.infer<typeof motorVoz>;

/** Applies one modification to a product's current values (docs/producto/validacion.md: differentials add, the percentage multiplies, rounded to 2 decimals). */
export function aplicarModificacion(
  actual: { precio: number; stock: number; nombre: string; descripcion: string },
  d: DatosActualizacionVoz,
): { precio: number; stock: number; nombre: string; descripcion: string } {
  let precio = d.precio ?? actual.precio;
  if (d.diferencial_precio !== undefined) precio += d.diferencial_precio;
  if (d.porcentaje_precio !== undefined) precio = precio * d.porcentaje_precio;
  let stock = d.stock ?? actual.stock;
  if (d.diferencial_stock !== undefined) stock += d.diferencial_stock;
  return {
    precio: Math.max(0, Math.round(precio * 100) / 100),
    stock: Math.max(0, Math.round(stock)),
    nombre: d.nombre ?? actual.nombre,
    descripcion: d.descripcion ?? actual.descripcion,
  };
}

const mismoValor = (a: string, b: string) =>
  a.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() ===
  b.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether a variant has every value of the change (case and accents aside). */
export function tieneValores(
  variante: { valores: Readonly<Record<string, string>> },
  valores: Readonly<Record<string, string>>,
): boolean {
  return Object.entries(valores).every(
    ([o, v]) => variante.valores[o] !== undefined && mismoValor(variante.valores[o]!, v),
  );
}

/** A variant after a voice change (docs/producto/voz.md#variantes): stock and price as aplicarModificacion, enabled as said. */
export function varianteModificada(
  v: { stock: number; precio: number; habilitada: boolean },
  d: DatosActualizacionVoz,
  habilitada?: boolean,
): { stock: number; precio: number; habilitada: boolean } {
  const nuevo = aplicarModificacion({ precio: v.precio, stock: v.stock, nombre: '', descripcion: '' }, d);
  return { stock: nuevo.stock, precio: nuevo.precio, habilitada: habilitada ?? v.habilitada };
}

/** A variant of the PUT body (docs/producto/variantes.md#variantes): `id` keeps an existing one. */
export interface VarianteConCambio {
  id?: string;
  sku: string | null;
  valores: Record<string, string>;
  stock: number;
  precio: number | null;
  idImagen: number | null;
  habilitada: boolean;
}

/**
 * The product's options and variants with a voice change applied, for its PUT (docs/producto/voz.md#variantes):
 * the variants with the values said change, a new combination is added (its values joined to the
 * options), every other variant is sent as it is. A price equal to the product's is no own price.
 */
export function variantesConCambio(
  p: {
    precio: number;
    opciones?: { nombre: string; valores: string[] }[] | undefined;
    variantes?:
      | {
          id: string;
          sku: string | null;
          valores: Record<string, string>;
          stock: number;
          precio: number | null;
          precioEfectivo: number;
          idImagen: number | null;
          habilitada: boolean;
        }[]
      | undefined;
  },
  cambio: CambioVarianteVoz,
  d: DatosActualizacionVoz,
): { opciones: { nombre: string; valores: string[] }[]; variantes: VarianteConCambio[] } {
  const opciones = (p.opciones ?? []).map((o) => {
    const dicho = cambio.valores[o.nombre];
    const falta = dicho !== undefined && !o.valores.some((v) => mismoValor(v, dicho));
    return { nombre: o.nombre, valores: falta ? [...o.valores, dicho] : [...o.valores] };
  });
  const propio = (precio: number) => (precio === p.precio ? null : precio);
  const actuales = p.variantes ?? [];
  const alcanzadas = actuales.filter((v) => tieneValores(v, cambio.valores));
  const variantes: VarianteConCambio[] = actuales.map((v) => {
    const base = {
      id: v.id,
      sku: v.sku,
      valores: v.valores,
      stock: v.stock,
      precio: v.precio,
      idImagen: v.idImagen,
      habilitada: v.habilitada,
    };
    if (!alcanzadas.includes(v)) return base;
    const nuevo = varianteModificada(
      { stock: v.stock, precio: v.precioEfectivo, habilitada: v.habilitada },
      d,
      cambio.habilitada,
    );
    const cambiaPrecio =
      d.precio !== undefined || d.diferencial_precio !== undefined || d.porcentaje_precio !== undefined;
    return {
      ...base,
      stock: nuevo.stock,
      precio: cambiaPrecio ? propio(nuevo.precio) : v.precio,
      habilitada: nuevo.habilitada,
    };
  });
  if (cambio.nueva && alcanzadas.length === 0) {
    const nuevo = varianteModificada({ stock: 0, precio: p.precio, habilitada: true }, d, cambio.habilitada);
    const valores = Object.fromEntries(
      opciones.map((o) => [o.nombre, o.valores.find((v) => mismoValor(v, cambio.valores[o.nombre] ?? '')) ?? '']),
    );
    variantes.push({
      sku: null,
      valores,
      stock: nuevo.stock,
      precio: propio(nuevo.precio),
      idImagen: null,
      habilitada: nuevo.habilitada,
    });
  }
  return { opciones, variantes };
}
