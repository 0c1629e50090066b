import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { productoInput, type ProductoInput, type ProductoInputParsed, type ProductoVendedor } from '@feria/contracts';
import { filasIniciales, validarAtributos, type FilaAtributo } from './atributos-editor';
import { precioATexto, precioDesdeTexto } from './precio-texto';

/** What the 'Cargar Producto' form holds: text as typed; the resolver turns it into docs/producto/entidades.md payload. */
export interface ProductoFormValues {
  nombre: string;
  descripcion: string;
  precio: string;
  stock: string;
  sku: string;
  tipoProductoId: string;
  atributos: FilaAtributo[];
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
    };
  return {
    nombre: p.nombre,
    descripcion: p.descripcion,
    precio: precioATexto(p.precio),
    stock: String(p.stock),
    sku: p.sku ?? '',
    tipoProductoId: p.tipoProducto ? String(p.tipoProducto.idTipoProducto) : '',
    atributos: filasIniciales(p.atributos),
  };
}

const CAMPOS = ['nombre', 'descripcion', 'precio', 'stock', 'sku', 'tipoProductoId'] as const;
const base = zodResolver(productoInput);

/** The form values as the contracts payload expects them; empty numbers stay missing so zod asks for them. */
export function aPayload(values: ProductoFormValues, atributos: ProductoInput['atributosRequestDto']): ProductoInput {
  const precio = values.precio.trim();
  const stock = values.stock.trim();
  return {
    nombre: values.nombre,
    descripcion: values.descripcion,
    // An unreadable price goes on as text so the schema answers with its own message.
    precio: precio === '' ? undefined : (precioDesdeTexto(precio) ?? precio),
    stock: stock === '' ? undefined : stock,
    sku: values.sku,
    tipoProductoId: values.tipoProductoId === '' ? undefined : values.tipoProductoId,
    atributosRequestDto: atributos,
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
  if (Object.keys(errors).length) return { values: {}, errors };
  return { values: result.values as ProductoInputParsed, errors: {} };
};
