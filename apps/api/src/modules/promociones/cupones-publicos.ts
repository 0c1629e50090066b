import { estadoCupon, type CuponPublico, type TipoPromocion } from '@feria/contracts';
import type { ServiceContext } from '../../lib/context';
import { cuponesDe, reglasDe } from './promociones.queries';

/**
 * The coupons a shop page announces (decision 065, docs/producto/demo.md#every-shop-type-has-a-coupon): the shop's
 * coupons enabled now (switched on, started, not past their end, uses left), with what a buyer
 * needs to use them. The caller checks the shop is public.
 */
export async function cuponesAnunciados(
  ctx: ServiceContext,
  emprendimientoId: string,
  ahora = new Date(),
): Promise<CuponPublico[]> {
  const filas = await cuponesDe(ctx.db, emprendimientoId);
  return filas
    .filter(
      (c) => estadoCupon(reglasDe(c), ahora) === 'HABILITADO' && (c.fechaInicio === null || c.fechaInicio <= ahora),
    )
    .map((c) => ({
      codigoCupon: c.codigo,
      tipo: c.tipo as TipoPromocion,
      valor: Number(c.valor),
      descripcion: c.descripcion,
      montoMinimo: c.montoMinimo === null ? null : Number(c.montoMinimo),
      cantidadMinima: c.cantidadMinima,
      fechaFin: c.fechaFin?.toISOString() ?? null,
    }));
}
