import { sql, type SQL } from 'drizzle-orm';
import type {
  Page,
  ResenaReportada,
  ResenasReportadasQuery,
  ResenasVendedorPage,
  ResenasVendedorQuery,
  ResenaVendedor,
} from '@feria/contracts';
import { errorDe } from '../../lib/app-error';
import { type UserContext } from '../../lib/context';
import { toPage } from '../../lib/page';
import { queryRows } from '../../db/sql';
import type { Database } from '../../db/client';
import * as auditoria from '../admin/auditoria.service';
import { publicar } from '../envivo/envivo.service';
import { emprendimientosDelDueno, nombreDeEmprendimiento } from '../emprendimientos/emprendimientos.sql';
import { numeroDeVenta } from '../ventas/ventas-resenas.queries';
import {
  aPublica,
  bloquearResena,
  cambiarVisibilidad,
  COLUMNAS,
  conReportesPendientes,
  contarResenas,
  insertarReporte,
  iso,
  leerResenas,
  reportesDe,
  resolverReportes,
  responderResena,
  resumen,
  type FilaLeida,
} from './resenas.queries';

// The seller's answers, the reports and the admin's moderation of reviews (decision 038).

interface FilaVendedor extends FilaLeida {
  numero_pedido: number;
  reportes: number;
}

const deVendedor = (r: FilaVendedor): ResenaVendedor => ({
  ...aPublica(r),
  numeroPedido: Number(r.numero_pedido),
  oculta: r.oculta,
  reportes: Number(r.reportes),
});

async function leerDeVendedor(
  db: Database,
  where: SQL,
  pagina?: { limit: number; offset: number },
): Promise<FilaVendedor[]> {
  const limite = pagina ? sql` limit ${pagina.limit} offset ${pagina.offset}` : sql``;
  return queryRows<FilaVendedor>(
    db,
    sql`select ${COLUMNAS}, ${numeroDeVenta(sql`r.venta_id`)} as numero_pedido,
               (select count(*)::int from app.resena_reportes rr where rr.resena_id = r.id) as reportes
        from app.resenas r where ${where} order by r.creada_en desc, r.id${limite}`,
  );
}

/** The reviews of the seller's shop(s), the shop's and its products', newest first (hidden ones too, marked). */
export async function resenasDelVendedor(
  ctx: UserContext,
  q: ResenasVendedorQuery & { page: number; size: number },
): Promise<ResenasVendedorPage> {
  const propias = q.idEmprendimiento
    ? sql`r.emprendimiento_id = ${q.idEmprendimiento} and r.emprendimiento_id in ${emprendimientosDelDueno(ctx.usuario.sub)}`
    : sql`r.emprendimiento_id in ${emprendimientosDelDueno(ctx.usuario.sub)}`;
  const where = q.sinResponder === true ? sql`${propias} and r.respuesta is null` : propias;
  const [filas, total, sinResponder, res] = await Promise.all([
    leerDeVendedor(ctx.db, where, { limit: q.size, offset: q.page * q.size }),
    contarResenas(ctx.db, where),
    contarResenas(ctx.db, sql`${propias} and r.respuesta is null`),
    resumen(ctx.db, sql`${propias} and r.venta_item_id is null`),
  ]);
  return { ...toPage(filas.map(deVendedor), total, q.page, q.size), resumen: res, sinResponder };
}

/** The shop's owner answers a review once; another seller's review is 404, a second answer 409. */
export async function responder(ctx: UserContext, id: string, respuesta: string): Promise<ResenaVendedor> {
  const suyas = emprendimientosDelDueno(ctx.usuario.sub);
  const respondida = await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    if (!(await responderResena(tx, id, suyas, respuesta))) return false;
    // The buyer is told live, in the same transaction.
    const [r] = await leerDeVendedor(tx, sql`r.id = ${id}`);
    if (r)
      await publicar(tx, [r.comprador_user_id], 'resena.respuesta', {
        ventaId: r.venta_id,
        numero: Number(r.numero_pedido),
      });
    return true;
  });
  if (!respondida) {
    const [existe] = await leerDeVendedor(ctx.db, sql`r.id = ${id} and r.emprendimiento_id in ${suyas}`);
    throw errorDe(existe ? 'RESENA_YA_RESPONDIDA' : 'RESENA_NO_ENCONTRADA');
  }
  const [fila] = await leerDeVendedor(ctx.db, sql`r.id = ${id}`);
  return deVendedor(fila!);
}

/** Anyone signed in reports a visible review once. */
export async function reportar(ctx: UserContext, id: string, motivo: string): Promise<{ reportada: true }> {
  const [visible] = await leerResenas(ctx.db, sql`r.id = ${id} and not r.oculta`);
  if (!visible) throw errorDe('RESENA_NO_ENCONTRADA');
  if (!(await insertarReporte(ctx.db, id, ctx.usuario.sub, motivo))) throw errorDe('RESENA_YA_REPORTADA');
  return { reportada: true };
}

interface FilaReportada extends FilaLeida {
  emprendimiento_nombre: string;
}

async function conReportes(db: Database, filas: FilaReportada[]): Promise<ResenaReportada[]> {
  const reportes = await reportesDe(
    db,
    filas.map((f) => f.id),
  );
  return filas.map((f) => ({
    ...aPublica(f),
    emprendimiento: { id: f.emprendimiento_id, nombre: f.emprendimiento_nombre },
    oculta: f.oculta,
    motivoOculta: f.motivo_oculta,
    reportes: reportes
      .filter((r) => r.resena_id === f.id)
      .map((r) => ({ id: r.id, motivo: r.motivo, fecha: iso(r.creado_en), resuelto: r.resuelto_en !== null })),
  }));
}

const leerReportadas = (db: Database, where: SQL, pagina?: { limit: number; offset: number }) =>
  queryRows<FilaReportada>(
    db,
    sql`select ${COLUMNAS}, ${nombreDeEmprendimiento(sql`r.emprendimiento_id`)} as emprendimiento_nombre
        from app.resenas r where ${where} order by r.creada_en desc, r.id${pagina ? sql` limit ${pagina.limit} offset ${pagina.offset}` : sql``}`,
  );

/** Admin: reviews with pending reports (or the hidden ones), with every report. */
export async function reportadas(
  ctx: UserContext,
  q: ResenasReportadasQuery & { page: number; size: number },
): Promise<Page<ResenaReportada>> {
  const where = q.ocultas === true ? sql`r.oculta` : conReportesPendientes;
  const [filas, total] = await Promise.all([
    leerReportadas(ctx.db, where, { limit: q.size, offset: q.page * q.size }),
    contarResenas(ctx.db, where),
  ]);
  return toPage(await conReportes(ctx.db, filas), total, q.page, q.size);
}

type Decision =
  { accion: 'resena.ocultar'; motivo: string } | { accion: 'resena.mostrar' } | { accion: 'resena.resolver' };

/** Admin: hide (resolves its reports), show again or resolve the reports; audited in the same transaction. */
export async function moderar(ctx: UserContext, id: string, d: Decision): Promise<ResenaReportada> {
  await ctx.db.transaction(async (t) => {
    const db = t as unknown as Database;
    const antes = await bloquearResena(db, id);
    if (!antes) throw errorDe('RESENA_NO_ENCONTRADA');
    const pendientesAntes = await contarPendientes(db, id);
    if (d.accion === 'resena.ocultar') await cambiarVisibilidad(db, id, true, d.motivo);
    if (d.accion === 'resena.mostrar') await cambiarVisibilidad(db, id, false, null);
    if (d.accion !== 'resena.mostrar') await resolverReportes(db, id);
    const despues = await bloquearResena(db, id);
    await auditoria.registrar(
      { ...ctx, db },
      {
        accion: d.accion,
        objetivo: { tipo: 'resena', id },
        antes: { oculta: antes.oculta, motivoOculta: antes.motivo_oculta, reportesPendientes: pendientesAntes },
        despues: {
          oculta: despues!.oculta,
          motivoOculta: despues!.motivo_oculta,
          reportesPendientes: await contarPendientes(db, id),
        },
      },
    );
  });
  const [fila] = await leerReportadas(ctx.db, sql`r.id = ${id}`);
  return (await conReportes(ctx.db, [fila!]))[0]!;
}

async function contarPendientes(db: Database, id: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from app.resena_reportes where resena_id = ${id} and resuelto_en is null`,
  );
  return Number(row?.n ?? 0);
}
