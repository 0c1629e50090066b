import {
  estadoCupon,
  type CuponInputParsed,
  type CuponUpdateInput,
  type CuponVendedor,
  type PromocionesQueryParsed,
  type TipoPromocion,
  cuponUpdateInput,
} from '@feria/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import { errorDe, errorDeEsquema } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import {
  buscarEmprendimientoPropio,
  emprendimientoPropio,
  exigirModificable,
  type EmprendimientoPropio,
} from '../emprendimientos/propiedad';
import { instante, pasaFiltros } from './filtros';
import * as q from './promociones.queries';

// docs/producto/api.md#descuentos-y-cupones coupons, role emprendedor, own shop only. Codes are unique per shop, stored
// uppercase (index cupones_codigo_unique, also under races). Activate/deactivate: PUT { activo }.

function vista(c: q.FilaCupon, ahora: Date): CuponVendedor {
  const reglas = q.reglasDe(c);
  return {
    idCupon: c.id,
    idEmprendimiento: c.emprendimientoId,
    codigoCupon: c.codigo,
    activo: c.activo,
    estado: estadoCupon(reglas, ahora),
    tipo: c.tipo as TipoPromocion,
    valor: reglas.valor,
    descripcion: c.descripcion,
    montoMinimo: reglas.montoMinimo,
    cantidadMinima: c.cantidadMinima,
    fechaInicio: reglas.fechaInicio,
    fechaFin: reglas.fechaFin,
    usosMaximos: c.usosMaximos,
    usosPorComprador: c.usosPorComprador,
    usosRealizados: c.usosRealizados,
    usosRestantes: c.usosMaximos === null ? null : Math.max(0, c.usosMaximos - c.usosRealizados),
    fechaCreacion: c.creadoEn.toISOString(),
  };
}

async function cuponPropio(
  ctx: UserContext,
  id: string,
): Promise<{ cupon: q.FilaCupon; emprendimiento: EmprendimientoPropio }> {
  const cupon = await q.cuponPorId(ctx.db, id);
  const emprendimiento = cupon && (await buscarEmprendimientoPropio(ctx, cupon.emprendimientoId));
  if (!cupon || !emprendimiento) throw errorDe('CUPON_VENDEDOR_NO_ENCONTRADO');
  return { cupon, emprendimiento };
}

async function conCodigoUnico<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err, 'cupones_codigo_unique')) throw errorDe('CUPON_CODIGO_REPETIDO');
    throw err;
  }
}

type CuponUpdateParsed = z.output<typeof cuponUpdateInput>;

/** The columns a (partial) body sets; an absent field stays, a null one is cleared. */
function columnas(input: CuponUpdateParsed): Partial<q.CuponNuevo> {
  const c: Partial<q.CuponNuevo> = {};
  if (input.codigoCupon !== undefined) c.codigo = input.codigoCupon;
  if (input.tipo !== undefined) c.tipo = input.tipo;
  if (input.valor !== undefined) c.valor = input.valor;
  if (input.descripcion !== undefined) c.descripcion = input.descripcion?.trim() || null;
  if (input.montoMinimo !== undefined) c.montoMinimo = input.montoMinimo || null;
  if (input.cantidadMinima !== undefined) c.cantidadMinima = input.cantidadMinima;
  if (input.fechaInicio !== undefined) c.fechaInicio = instante(input.fechaInicio, 'inicio');
  if (input.fechaFin !== undefined) c.fechaFin = instante(input.fechaFin, 'fin');
  if (input.usosMaximos !== undefined) c.usosMaximos = input.usosMaximos;
  if (input.usosPorComprador !== undefined) c.usosPorComprador = input.usosPorComprador;
  if (input.activo !== undefined) c.activo = input.activo;
  return c;
}

/** GET emprendimientos/cupones?idEmprendimiento&busqueda&tipo&estado&fechaInicio&fechaFin, newest first. */
export async function listarCupones(ctx: UserContext, filtros: PromocionesQueryParsed): Promise<CuponVendedor[]> {
  const emprendimiento = await emprendimientoPropio(ctx, filtros.idEmprendimiento);
  const ahora = new Date();
  return (await q.cuponesDe(ctx.db, emprendimiento.id))
    .map((c) => vista(c, ahora))
    .filter((c) => pasaFiltros({ ...c, textos: [c.codigoCupon, c.descripcion] }, filtros));
}

/** POST emprendimientos/cupones?idEmprendimiento: enabled at once. */
export async function crearCupon(
  ctx: UserContext,
  idEmprendimiento: string,
  input: CuponInputParsed,
): Promise<CuponVendedor> {
  const emprendimiento = await emprendimientoPropio(ctx, idEmprendimiento);
  exigirModificable(emprendimiento);
  const c = columnas(input);
  const id = await conCodigoUnico(() =>
    q.insertarCupon(ctx.db, emprendimiento.id, {
      codigo: input.codigoCupon,
      tipo: input.tipo,
      valor: input.valor,
      descripcion: c.descripcion ?? null,
      montoMinimo: c.montoMinimo ?? null,
      cantidadMinima: input.cantidadMinima ?? null,
      fechaInicio: c.fechaInicio ?? null,
      fechaFin: c.fechaFin ?? null,
      usosMaximos: input.usosMaximos ?? null,
      usosPorComprador: input.usosPorComprador ?? null,
      activo: true,
    }),
  );
  return vista((await q.cuponPorId(ctx.db, id))!, new Date());
}

/** GET cupones/{id}. */
export async function obtenerCupon(ctx: UserContext, id: string): Promise<CuponVendedor> {
  const { cupon } = await cuponPropio(ctx, id);
  return vista(cupon, new Date());
}

/**
 * PUT cupones/{id}: the fields sent (`{ activo }` alone switches it, docs/producto/api.md#descuentos-y-cupones). Type and value
 * are checked together with the stored ones (a 95 % is refused even when only `valor` is sent).
 */
export async function actualizarCupon(ctx: UserContext, id: string, input: CuponUpdateParsed): Promise<CuponVendedor> {
  const { cupon, emprendimiento } = await cuponPropio(ctx, id);
  exigirModificable(emprendimiento);
  const combinado = cuponUpdateInput.safeParse({
    tipo: input.tipo ?? (cupon.tipo as TipoPromocion),
    valor: input.valor ?? Number(cupon.valor),
  } satisfies CuponUpdateInput);
  if (!combinado.success) throw errorDeEsquema(combinado.error);
  const inicio = input.fechaInicio !== undefined ? instante(input.fechaInicio, 'inicio') : cupon.fechaInicio;
  const fin = input.fechaFin !== undefined ? instante(input.fechaFin, 'fin') : cupon.fechaFin;
  if (inicio && fin && fin <= inicio) throw errorDe('CUPON_FECHAS_INVERTIDAS');
  await conCodigoUnico(() => q.actualizarCupon(ctx.db, id, columnas(input)));
  return vista((await q.cuponPorId(ctx.db, id))!, new Date());
}

/** DELETE cupones/{id}: orders that used it keep their copy of it. */
export async function eliminarCupon(ctx: UserContext, id: string): Promise<void> {
  const { emprendimiento } = await cuponPropio(ctx, id);
  exigirModificable(emprendimiento);
  await q.borrarCupon(ctx.db, id);
}
