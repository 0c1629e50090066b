import {
  evaluarCupon,
  MENSAJES_PROMOCION,
  VALIDACIONES_CUPON_POR_MINUTO,
  type TipoPromocion,
  type ValidacionCupon,
  type ValidarCuponInput,
} from '@feria/contracts';
import type { Database } from '../../db/client';
import { errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import * as q from './promociones.queries';

// A coupon at the buyer's side: docs/producto/api.md#ventas validation (a preview of the saving) and, inside the
// order's transaction, the same rules again with the server's totals and the use taken atomically.
// Statuses and texts: docs/producto/errores.md (404 not found, 409 used up / expired / paused, 422 not for this
// shop or amount), with a `detalle` saying exactly what does not fit.

export interface CuponAplicable {
  cupon: q.FilaCupon;
  montoDescuento: number;
  montoFinal: number;
}

/** The coupon with this code for this purchase, or docs/producto/errores.md error. */
export async function cuponParaCompra(
  db: Database,
  compra: {
    codigo: string;
    emprendimientoId: string;
    compradorUserId: string;
    montoTotal: number;
    cantidadProductos: number;
  },
): Promise<CuponAplicable> {
  const { cupon, enOtro } = await q.cuponPorCodigo(db, compra.emprendimientoId, compra.codigo);
  if (!cupon)
    throw enOtro
      ? errorDe('CUPON_NO_APLICABLE', { detalle: MENSAJES_PROMOCION.detalleOtroEmprendimiento })
      : errorDe('CUPON_NO_ENCONTRADO');
  const usosDelComprador = await q.usosDelComprador(db, cupon.id, compra.compradorUserId);
  const r = evaluarCupon(q.reglasDe(cupon), {
    montoTotal: compra.montoTotal,
    cantidadProductos: compra.cantidadProductos,
    usosDelComprador,
  });
  if (!r.ok) throw errorDe(r.codigo, { detalle: r.detalle });
  return { cupon, montoDescuento: r.montoDescuento, montoFinal: r.montoFinal };
}

/** Inside the order's transaction, once the order row exists: one use, or 409 (the whole order rolls back). */
export async function tomarCupon(
  tx: Database,
  aplicable: CuponAplicable,
  ventaId: string,
  compradorUserId: string,
): Promise<void> {
  const ok = await q.tomarUsoCupon(tx, aplicable.cupon.id, ventaId, compradorUserId, aplicable.cupon.usosPorComprador);
  if (!ok) throw errorDe('CUPON_NO_DISPONIBLE', { detalle: MENSAJES_PROMOCION.detalleAgotado });
}

/** What the order keeps of the coupon it used. */
export function instantaneaCupon(a: CuponAplicable): Record<string, unknown> {
  return {
    idCupon: a.cupon.id,
    codigoCupon: a.cupon.codigo,
    tipo: a.cupon.tipo,
    valor: Number(a.cupon.valor),
    descripcion: a.cupon.descripcion,
  };
}

export { devolverUsoCupon } from './promociones.queries';

/**
 * POST /api/comprador/v1/ventas/validar-cupon: `compradorId` must be the caller; at most
 * VALIDACIONES_CUPON_POR_MINUTO a minute per buyer (429), counted in the database.
 */
export async function validarCupon(
  ctx: UserContext,
  input: ValidarCuponInput & { codigoCupon: string },
): Promise<ValidacionCupon> {
  if (input.compradorId !== ctx.usuario.sub) throw errorDe('CUPON_COMPRADOR_AJENO');
  if ((await q.contarIntento(ctx.db, ctx.usuario.sub, new Date())) > VALIDACIONES_CUPON_POR_MINUTO)
    throw errorDe('CUPON_DEMASIADAS_VALIDACIONES', 60);
  const a = await cuponParaCompra(ctx.db, {
    codigo: input.codigoCupon,
    emprendimientoId: input.emprendimientoId,
    compradorUserId: ctx.usuario.sub,
    montoTotal: input.montoTotal,
    cantidadProductos: input.cantidadProductos,
  });
  return {
    cuponValido: true,
    valorDescuento: Number(a.cupon.valor),
    montoFinal: a.montoFinal,
    montoDescuentoAplicado: a.montoDescuento,
    codigoCupon: a.cupon.codigo,
    descripcionCupon: a.cupon.descripcion,
    mensaje: MENSAJES_PROMOCION.cuponAplicado(a.cupon.codigo),
    tipo: a.cupon.tipo as TipoPromocion,
  };
}
