import type { Resolver } from 'react-hook-form';
import {
  aplicarModificacion,
  textoVariante,
  variantesConCambio,
  type CambioVarianteVoz,
  type DatosActualizacionVoz,
  type ItemCreacionVoz,
  type ProductoInput,
  type ProductoInputParsed,
  type ProductoVendedor,
} from '@feria/contracts';
import { filasIniciales, type FilaAtributo } from '../atributos-editor';
import { precioATexto } from '../precio-texto';
import { productoFormResolver, type ProductoFormValues } from '../producto-form-values';

// What the voice dialogs show and send: a detected product as the product form's values, a
// change as the PUT payload of the product it applies to, and each change in words.

/** A creation item (docs/producto/entidades.md) as the values of the product form (docs/producto/validacion.md: empty where unknown). */
export function valoresDeItem(item: ItemCreacionVoz): ProductoFormValues {
  const atributos: FilaAtributo[] = item.atributos.length
    ? item.atributos.map((a) => ({ clave: a.clave, valor: a.valor }))
    : filasIniciales();
  return {
    nombre: item.nombre,
    descripcion: item.descripcion,
    precio: item.precio === null ? '' : precioATexto(item.precio),
    stock: item.stock === null ? '' : String(item.stock),
    sku: item.sku ?? '',
    tipoProductoId: item.tipoProductoId === null ? '' : String(item.tipoProductoId),
    atributos,
  };
}

/**
 * The product form's rules, except that an empty stock is no stock (0): a product said without
 * its stock is saved disabled instead of blocking the batch (docs/producto/voz.md#sin-stock-o-sin-foto).
 */
export const resolverVistaPrevia: Resolver<ProductoFormValues, unknown, ProductoInputParsed> = (
  values,
  context,
  options,
) => productoFormResolver({ ...values, stock: values.stock.trim() === '' ? '0' : values.stock }, context, options);

/**
 * What a detected product lacks to be shown in the shop: stock, and a photo unless the seller
 * chose one in the preview (docs/producto/voz.md#foto-desde-la-vista-previa).
 */
export function faltantes(valores: ProductoFormValues, conFoto = false): ('stock' | 'foto')[] {
  const stock = Number(valores.stock.trim() || '0');
  return [...(stock > 0 ? [] : (['stock'] as const)), ...(conFoto ? [] : (['foto'] as const))];
}

/**
 * How a detected product is saved (docs/producto/voz.md#foto-desde-la-vista-previa): `crearHabilitado`
 * only when the seller ticked 'Publicar … igual'; a product whose only missing piece was the photo
 * is created disabled and `habilitarConFoto` once its photo is on the server, so a failed upload
 * never leaves it public without a photo.
 */
export function planDeGuardado(
  valores: ProductoFormValues,
  conFoto: boolean,
  publicar: boolean,
): { crearHabilitado: boolean; habilitarConFoto: boolean } {
  const completo = faltantes(valores, conFoto).length === 0;
  return { crearHabilitado: publicar, habilitarConFoto: !publicar && conFoto && completo };
}

/** What the card says it lacks: 'stock y una foto' to add, 'stock ni foto' when published anyway. */
function loQueFalta(falta: readonly ('stock' | 'foto')[], aunque: boolean): string {
  if (falta.length === 2) return aunque ? 'stock ni foto' : 'stock y una foto';
  return falta[0] === 'stock' ? 'stock' : aunque ? 'foto' : 'una foto';
}

/** Whether the product is public after confirming, in words (docs/producto/voz.md#foto-desde-la-vista-previa). */
export function comoSeGuarda(falta: readonly ('stock' | 'foto')[], publicar: boolean): string {
  if (falta.length === 0) return 'Se publica al confirmar.';
  if (publicar) return `Se publica al confirmar, aunque no tenga ${loQueFalta(falta, true)}.`;
  return `Se guarda deshabilitado: no se ve en la tienda hasta que le agregues ${loQueFalta(falta, false)} y lo habilites en Mis productos.`;
}

/** What the stock field says about a count without a list (docs/producto/voz.md#cuenta-sin-lista). */
export function avisoStockDicho(dicho: ItemCreacionVoz['stockDicho'], stock: string): string | null {
  if (!dicho) return null;
  if (dicho.tomado && stock === String(dicho.valor)) return `Lo tomé de «${dicho.texto}»: cambialo si no es así.`;
  if (!dicho.tomado && !stock) return `Dijiste «${dicho.texto}»: ¿tenés ${dicho.valor} en stock?`;
  return null;
}

/** One voice change: the product's own values, or some of its variants' (docs/producto/voz.md#variantes). */
export interface CambioVoz {
  datos: DatosActualizacionVoz;
  variante?: CambioVarianteVoz | undefined;
}

/** The product as read, with one change applied (a new variant has no id yet). */
function conCambio(p: ProductoVendedor, { datos, variante }: CambioVoz): ProductoVendedor {
  if (!variante) {
    // docs/producto/voz.md#variantes: '10 % más' or '500 más' also moves the variants' own prices.
    const relativo = { diferencial_precio: datos.diferencial_precio, porcentaje_precio: datos.porcentaje_precio };
    const variantes = p.variantes?.map((v) => {
      if (v.precio === null) return v;
      const precio = aplicarModificacion({ ...p, precio: v.precio }, relativo).precio;
      return { ...v, precio, precioEfectivo: precio };
    });
    return { ...p, ...aplicarModificacion(p, datos), ...(variantes ? { variantes } : {}) };
  }
  const { opciones, variantes } = variantesConCambio(p, variante, datos);
  return {
    ...p,
    opciones,
    variantes: variantes.map((v) => ({
      ...v,
      id: v.id ?? '',
      texto: textoVariante(opciones, v.valores),
      precioEfectivo: v.precio ?? p.precio,
    })),
  };
}

/**
 * The PUT body for a product with its changes applied in order (docs/producto/validacion.md rules, in
 * contracts): one body per product, so two variants changed in one command are one save. Options
 * and variants are sent only when a change is about them, or moves their own prices (absent, the
 * server keeps them).
 */
export function payloadModificado(p: ProductoVendedor, cambios: CambioVoz | readonly CambioVoz[]): ProductoInput {
  const lista = Array.isArray(cambios) ? cambios : [cambios as CambioVoz];
  const nuevo = lista.reduce<ProductoVendedor>((acc, c) => conCambio(acc, c), p);
  const conVariantes =
    lista.some((c) => c.variante) ||
    (lista.some((c) => c.datos.diferencial_precio !== undefined || c.datos.porcentaje_precio !== undefined) &&
      (p.variantes ?? []).some((v) => v.precio !== null));
  return {
    nombre: nuevo.nombre,
    descripcion: nuevo.descripcion,
    precio: nuevo.precio,
    stock: nuevo.stock,
    sku: p.sku,
    tipoProductoId: p.tipoProducto?.idTipoProducto,
    atributosRequestDto: p.atributos.map((a) => ({ clave: a.clave, valor: a.valor, tipoDato: 'STRING' as const })),
    ...(conVariantes
      ? {
          opciones: nuevo.opciones ?? [],
          variantes: (nuevo.variantes ?? []).map(({ id, sku, valores, stock, precio, idImagen, habilitada }) => ({
            ...(id ? { id } : {}),
            sku,
            valores,
            stock,
            precio,
            idImagen,
            habilitada,
          })),
        }
      : {}),
  };
}

const pesos = (n: number) => `$ ${n.toLocaleString('es-AR', { maximumFractionDigits: 2 })}`;

/** Each change in words ('Precio: + $ 500', 'Stock: 10', 'Precio: + 10 %'). */
export function describirCambios(d: DatosActualizacionVoz): string[] {
  const out: string[] = [];
  if (d.precio !== undefined) out.push(`Precio: ${pesos(d.precio)}`);
  if (d.diferencial_precio !== undefined)
    out.push(`Precio: ${d.diferencial_precio >= 0 ? '+' : '−'} ${pesos(Math.abs(d.diferencial_precio))}`);
  if (d.porcentaje_precio !== undefined) {
    const pct = Math.round((d.porcentaje_precio - 1) * 10000) / 100;
    out.push(`Precio: ${pct >= 0 ? '+' : '−'} ${Math.abs(pct).toLocaleString('es-AR')} %`);
  }
  if (d.stock !== undefined) out.push(`Stock: ${d.stock} unidades`);
  if (d.diferencial_stock !== undefined)
    out.push(`Stock: ${d.diferencial_stock >= 0 ? '+' : '−'} ${Math.abs(d.diferencial_stock)} unidades`);
  if (d.nombre !== undefined) out.push(`Nombre: «${d.nombre}»`);
  if (d.descripcion !== undefined) out.push(`Descripción: «${d.descripcion}»`);
  return out;
}

/** Whether a change carries anything to apply (docs/producto/validacion.md 'No hay datos de modificación válidos'); enabling a variant or adding one is a change. */
export const tieneDatos = (d: DatosActualizacionVoz | undefined, variante?: CambioVarianteVoz): boolean =>
  Boolean(variante && (variante.nueva || variante.habilitada !== undefined)) ||
  Boolean(d && Object.values(d).some((v) => v !== undefined && v !== null && v !== ''));
