import { and, asc, eq } from 'drizzle-orm';
import type { ResultadoImportacion } from '@feria/contracts';
import { productos } from '../../../db/schema';
import type { UserContext } from '../../../lib/context';
import { listarTipos } from '../../referencias/referencias.service';
import { emprendimientoPropio, exigirModificable } from '../../emprendimientos/propiedad';
import { loadProductosVendedor } from '../producto-vendedor-loader';
import { aplicarPlan, bloquearImportacion } from './aplicar';
import { leerPlanilla } from './leer';
import { planificar } from './plan';
import type { TipoPlanilla } from './producto-de-filas';

// POST …/productos/importar (docs/producto/planilla.md#importar): read the file, plan it against
// the shop's products, and (without `simular`) write the plan in ONE transaction. A plan with
// errors writes nothing: the caller answers 422 PLANILLA_CON_ERRORES with this result.

type Tx = Parameters<Parameters<UserContext['db']['transaction']>[0]>[0];

async function planDe(
  ctx: UserContext,
  tx: Tx | UserContext['db'],
  idEmprendimiento: string,
  bytes: Buffer,
  tipos: readonly TipoPlanilla[],
) {
  const lectura = await leerPlanilla(bytes);
  if (!lectura.ok) return { productos: [], errores: [{ fila: 0, columna: null, mensaje: lectura.mensaje }], filas: [] };
  const ids = await tx
    .select({ id: productos.id })
    .from(productos)
    .where(and(eq(productos.emprendimientoId, idEmprendimiento), eq(productos.eliminado, false)))
    .orderBy(asc(productos.fechaAlta), asc(productos.id));
  // Read in the transaction: ctx.db there would wait for it (PGlite has one connection).
  const existentes = await loadProductosVendedor(
    { ...ctx, db: tx as UserContext['db'] },
    ids.map((r) => r.id),
  );
  return planificar(lectura.encabezado, lectura.filas, existentes, tipos);
}

export async function importarPlanilla(
  ctx: UserContext,
  idEmprendimiento: string,
  bytes: Buffer,
  simular: boolean,
): Promise<ResultadoImportacion> {
  const emprendimiento = await emprendimientoPropio(ctx, idEmprendimiento);
  if (!simular) exigirModificable(emprendimiento);
  const tipos = await listarTipos(ctx);
  const ejecutar = async (tx: Tx | UserContext['db']) => {
    const plan = await planDe(ctx, tx, emprendimiento.id, bytes, tipos);
    const cuenta = (a: string) => plan.productos.filter((p) => p.accion === a).length;
    const aplicado = !simular && plan.errores.length === 0;
    if (aplicado) await aplicarPlan(tx as Tx, emprendimiento.id, plan.productos);
    return {
      crear: cuenta('crear'),
      actualizar: cuenta('actualizar'),
      sinCambios: cuenta('sinCambios'),
      errores: plan.errores,
      filas: plan.filas,
      aplicado,
    };
  };
  if (simular) return ejecutar(ctx.db);
  return ctx.db.transaction(async (tx) => {
    await bloquearImportacion(tx, emprendimiento.id);
    return ejecutar(tx);
  });
}
