import { discountedPrice, hasFreeShipping, installmentAmount, priceWithoutTaxes } from '../common/money';
import { INSTALLMENTS } from '../common/constants';
import type { Atributo, Descuento, Producto, ProductoImagen, TipoProducto } from './productos.schemas';

export interface Breadcrumb {
  label: string;
  href: string | null;
}

/** spec §3 "Product detail view (derived)". */
export interface ProductoDetalle {
  id: string;
  nombre: string;
  price: number;
  originalPrice: number;
  hasDiscount: boolean;
  discountPercentage: number;
  discountEndDate: string | null;
  installments: { count: number; amount: number };
  priceWithoutTaxes: number;
  freeShipping: boolean;
  images: ProductoImagen[];
  breadcrumbs: Breadcrumb[];
  descripcion: string;
  stock: number;
  tipoProducto: TipoProducto | null;
  atributos: Atributo[];
  idEmprendimiento: string;
  nombreEmprendimiento: string;
}

/** A discount counts only when active, positive and not past its end date. */
export function isDiscountActive(descuento: Descuento | null, now: Date = new Date()): descuento is Descuento {
  if (!descuento || !descuento.activo || descuento.porcentajeDescuento <= 0) return false;
  return descuento.fechaFin === null || new Date(descuento.fechaFin).getTime() >= now.getTime();
}

/** Principal image first, then by orden (spec §7.4). */
export function sortImages(images: readonly ProductoImagen[]): ProductoImagen[] {
  return [...images].sort((a, b) => Number(b.principal) - Number(a.principal) || a.orden - b.orden);
}

export function deriveProductoDetalle(p: Producto, images: readonly ProductoImagen[], now: Date = new Date()): ProductoDetalle {
  const active = isDiscountActive(p.descuento, now);
  const percentage = active ? p.descuento!.porcentajeDescuento : 0;
  const price = active ? discountedPrice(p.precio, percentage) : p.precio;
  return {
    id: p.id,
    nombre: p.nombre,
    price,
    originalPrice: p.precio,
    hasDiscount: active,
    discountPercentage: percentage,
    discountEndDate: active ? p.descuento!.fechaFin : null,
    installments: { count: INSTALLMENTS, amount: installmentAmount(price) },
    priceWithoutTaxes: priceWithoutTaxes(price),
    freeShipping: hasFreeShipping(price),
    images: sortImages(images),
    breadcrumbs: [
      { label: 'Inicio', href: '/' },
      ...(p.tipoProducto ? [{ label: p.tipoProducto.nombre, href: `/search?tipo=${p.tipoProducto.idTipoProducto}` }] : []),
      { label: p.nombre, href: null },
    ],
    descripcion: p.descripcion,
    stock: p.stock,
    tipoProducto: p.tipoProducto,
    atributos: p.atributos,
    idEmprendimiento: p.idEmprendimiento,
    nombreEmprendimiento: p.nombreEmprendimiento,
  };
}
