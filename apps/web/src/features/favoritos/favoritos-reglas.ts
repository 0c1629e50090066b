import { calcularPrecio, type Alerta, type Favorito, type Producto, type TipoAlerta } from '@feria/contracts';

// The favourites screen's pure rules (docs/producto/favoritos-pantallas.md), tested on their own.

/** What the product costs now as its card shows it: the lowest variant price ('Desde') or its own, with the discount in effect. */
export function precioActual(producto: Producto, ahora = new Date()): number {
  const precio = producto.precioDesde ?? producto.precio;
  return calcularPrecio({ precio, descuento: producto.descuento }, ahora).final;
}

const centavos = (n: number) => Math.round(n * 100);

/** docs/producto/favoritos-pantallas.md#lista: 'Bajó de precio' when it costs less now than when it was saved. */
export function bajoDePrecio(favorito: Favorito, ahora = new Date()): boolean {
  if (favorito.precioAlGuardar === null) return false;
  return centavos(precioActual(favorito.producto, ahora)) < centavos(favorito.precioAlGuardar);
}

/** The live alert of a kind on the product (`idVariante` null) or on one variant, if the buyer has it. */
export function alertaViva(
  alertas: readonly Alerta[],
  tipo: TipoAlerta,
  idVariante: string | null = null,
): Alerta | undefined {
  return alertas.find((a) => a.tipo === tipo && a.cumplidaEn === null && a.idVariante === idVariante);
}

/** The variants on sale that ran out: each can be watched on its own ('Avisame cuando haya stock'). */
export function variantesSinStock(producto: Producto) {
  return (producto.variantes ?? []).filter((v) => v.habilitada && v.stock <= 0);
}
