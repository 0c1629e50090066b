import { calcularPrecio } from '../common/pricing';
import type { Atributo, Producto, ProductoImagen, TipoProducto } from './productos.schemas';

export interface Breadcrumb {
  label: string;
  href: string | null;
}

/** docs/producto/entidades.md "Product detail view (derived)". */
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
  /** The 'Envío gratis' badge: the price reaches its shop's threshold (decision 086). */
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

/** Principal image first, then by orden (docs/producto/api.md#productos). */
export function sortImages(images: readonly ProductoImagen[]): ProductoImagen[] {
  return [...images].sort((a, b) => Number(b.principal) - Number(a.principal) || a.orden - b.orden);
}

export function deriveProductoDetalle(
  p: Producto,
  images: readonly ProductoImagen[],
  now: Date = new Date(),
): ProductoDetalle {
  const precio = calcularPrecio(p, now);
  return {
    id: p.id,
    nombre: p.nombre,
    price: precio.final,
    originalPrice: precio.lista,
    hasDiscount: precio.tieneDescuento,
    discountPercentage: precio.porcentaje,
    discountEndDate: precio.fechaFin,
    installments: { count: precio.cuotas.cantidad, amount: precio.cuotas.monto },
    priceWithoutTaxes: precio.sinImpuestos,
    freeShipping: precio.envioGratis,
    images: sortImages(images),
    breadcrumbs: [
      { label: 'Inicio', href: '/' },
      ...(p.tipoProducto
        ? [{ label: p.tipoProducto.nombre, href: `/search?tipo=${p.tipoProducto.idTipoProducto}` }]
        : []),
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
