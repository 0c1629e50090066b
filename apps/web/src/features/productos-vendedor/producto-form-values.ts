import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { productoInput, type ProductoInput, type ProductoInputParsed, type ProductoVendedor } from '@feria/contracts';
import { filasIniciales, validarAtributos, type FilaAtributo } from './atributos-editor';
import { precioATexto, precioDesdeTexto } from './precio-texto';
import { aPayloadVariantes, filasDesde, stockTotal, type FilaOpcion, type FilaVariante } from './variantes-editor';

/** What the 'Cargar Producto' form holds: text as typed; the resolver turns it into docs/producto/entidades.md payload. */
export interface ProductoFormValues {
  nombre: string;
  descripcion: string;
  precio: string;
  stock: string;
  sku: string;
  tipoProductoId: string;
  atributos: FilaAtributo[];
  /**
   * docs/producto/variantes.md: up to three options and one row per combination. Absent (voice
   * previews): not sent, so a save leaves the product's variants as they are.
   */
  opciones?: FilaOpcion[];
  variantes?: FilaVariante[];
  /** The saved product had options: removing them all sends [] (else nothing is sent about them). */
  teniaOpciones?: boolean;
}

export function valoresIniciales(p?: ProductoVendedor): ProductoFormValues {
  if (!p)
    return {
      nombre: '',
      descripcion: '',
      precio: '',
      stock: '',
      sku: '',
      tipoProductoId: '',
      atributos: filasIniciales(),
      opciones: [],
      variantes: [],
    };
  return {
    nombre: p.nombre,
    descripcion: p.descripcion,
    precio: precioATexto(p.precio),
    stock: String(p.stock),
    sku: p.sku ?? '',
    tipoProductoId: p.tipoProducto ? String(p.tipoProducto.idTipoProducto) : '',
    atributos: filasIniciales(p.atributos),
    ...filasDesde(p),
    teniaOpciones: (p.opciones?.length ?? 0) > 0,
  };
}

const CAMPOS = ['nombre', 'descripcion', 'precio', 'stock', 'sku', 'tipoProductoId'] as const;
const base = zodResolver(productoInput);

/** The form values as the contracts payload expects them; empty numbers stay missing so zod asks for them. */
export function aPayload(values: ProductoFormValues, atributos: ProductoInput['atributosRequestDto']): ProductoInput {
  const precio = values.precio.trim();
  // With variants the product's stock is their sum (docs/producto/variantes.md).
  const conVariantes = values.variantes !== undefined && values.variantes.length > 0;
  const stock = conVariantes ? String(stockTotal(values.variantes ?? [])) : values.stock.trim();
  return {
    nombre: values.nombre,
    descripcion: values.descripcion,
    // An unreadable price goes on as text so the schema answers with its own message.
    precio: precio === '' ? undefined : (precioDesdeTexto(precio) ?? precio),
    stock: stock === '' ? undefined : stock,
    sku: values.sku,
    tipoProductoId: values.tipoProductoId === '' ? undefined : values.tipoProductoId,
    atributosRequestDto: atributos,
    ...(values.opciones && values.variantes && (values.opciones.length > 0 || values.teniaOpciones)
      ? aPayloadVariantes(values.opciones, values.variantes)
      : {}),
  };
}

/**
 * zodResolver(productoInput) on the payload, with the attribute rows checked by the editor rules
 * first (docs/producto/validacion.md: empty rows dropped) so each message lands under the row the seller typed.
 */
export const productoFormResolver: Resolver<ProductoFormValues, unknown, ProductoInputParsed> = async (
  values,
  context,
  options,
) => {
  const { atributos, errores } = validarAtributos(values.atributos);
  const result = await base(aPayload(values, atributos), context, options as unknown as Parameters<typeof base>[2]);
  const errors: FieldErrors<ProductoFormValues> = {};
  for (const campo of CAMPOS) {
    const e = result.errors[campo];
    if (e) errors[campo] = e as FieldError;
  }
  const filas: ({ clave?: FieldError; valor?: FieldError } | undefined)[] = [];
  for (const [i, e] of Object.entries(errores)) {
    filas[Number(i)] = {
      ...(e.clave ? { clave: { type: 'validate', message: e.clave } } : {}),
      ...(e.valor ? { valor: { type: 'validate', message: e.valor } } : {}),
    };
  }
  if (filas.length) errors.atributos = filas;
  else if (result.errors.atributosRequestDto) {
    const message =
      (result.errors.atributosRequestDto as { message?: string }).message ??
      (result.errors.atributosRequestDto as { root?: FieldError }).root?.message;
    errors.atributos = { root: { type: 'validate', message } };
  }
  const variantes = result.errors.variantes as
    (FieldErrors<FilaVariante> | undefined)[] | { message?: string; root?: FieldError } | undefined;
  if (Array.isArray(variantes)) errors.variantes = variantes as FieldErrors<ProductoFormValues>['variantes'];
  else if (variantes)
    errors.variantes = { root: { type: 'validate', message: variantes.message ?? variantes.root?.message } };
  const opciones = result.errors.opciones as { message?: string; root?: FieldError } | FieldErrors[] | undefined;
  if (opciones) {
    const message = Array.isArray(opciones)
      ? opciones.flatMap((o) => Object.values(o ?? {}).map((e) => (e as FieldError | undefined)?.message))[0]
      : (opciones.message ?? opciones.root?.message);
    errors.opciones = { root: { type: 'validate', message } };
  }
  if (Object.keys(errors).length) return { values: {}, errors };
  return { values: result.values as ProductoInputParsed, errors: {} };
};
