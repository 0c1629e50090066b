import { sql, type SQL } from 'drizzle-orm';
import { DIAS_EDICION_RESENA, type DistribucionResenas, type ResenaPublica } from '@feria/contracts';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql';
import { resenaReportes, resenas } from '../../db/schema';
import { nombreDeProducto } from '../productos/productos.sql';
import { aCalificacion } from '../../lib/calificacion';

// app.resenas and app.resena_reportes: this module is their only writer (modules/README.md).

export type FilaResena = typeof resenas.$inferSelect;
export type NuevaResena = Omit<
  typeof resenas.$inferInsert,
  'id' | 'respuesta' | 'respondidaEn' | 'oculta' | 'motivoOculta' | 'editadaEn'
>;

/** Columns of a review as the queries below read it (with the product's name). */
export const COLUMNAS = sql`r.id, r.venta_id, r.venta_item_id, r.emprendimiento_id, r.producto_id, r.comprador_user_id, r.autor, r.calificacion,
  r.comentario, r.respuesta, r.respondida_en, r.oculta, r.motivo_oculta, r.creada_en, r.editada_en,
  case when r.producto_id is null then null else ${nombreDeProducto(sql`r.producto_id`)} end as producto_nombre,
  r.creada_en + make_interval(days => ${DIAS_EDICION_RESENA}) as editable_hasta`;

export interface FilaLeida {
  id: string;
  venta_id: string;
  venta_item_id: number | null;
  emprendimiento_id: string;
  producto_id: string | null;
  comprador_user_id: string;
  autor: string;
  calificacion: number;
  comentario: string | null;
  respuesta: string | null;
  respondida_en: Date | string | null;
  oculta: boolean;
  motivo_oculta: string | null;
  creada_en: Date | string;
  editada_en: Date | string | null;
  producto_nombre: string | null;
  editable_hasta: Date | string;
}

export const iso = (d: Date | string): string => new Date(d).toISOString();

export function aPublica(r: FilaLeida): ResenaPublica {
  return {
    id: r.id,
    autor: r.autor,
    calificacion: r.calificacion,
    comentario: r.comentario,
    fecha: iso(r.creada_en),
    editada: r.editada_en !== null,
    respuesta: r.respuesta,
    respondidaEn: r.respondida_en === null ? null : iso(r.respondida_en),
    producto: r.producto_id === null ? null : { id: r.producto_id, nombre: r.producto_nombre ?? '' },
    compraVerificada: true,
  };
}

/** Inserts the review unless one exists for the same order (shop) or line: then undefined (a unique index decides, race-safe). */
export async function insertarResena(db: Database, fila: NuevaResena): Promise<string | undefined> {
  const [row] = await db.insert(resenas).values(fila).onConflictDoNothing().returning({ id: resenas.id });
  return row?.id;
}

export async function leerResenas(
  db: Database,
  where: SQL,
  orden: SQL = sql`r.creada_en desc, r.id`,
  pagina?: { limit: number; offset: number },
): Promise<FilaLeida[]> {
  const limite = pagina ? sql` limit ${pagina.limit} offset ${pagina.offset}` : sql``;
  return queryRows<FilaLeida>(db, sql`select ${COLUMNAS} from app.resenas r where ${where} order by ${orden}${limite}`);
}

export async function contarResenas(db: Database, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from app.resenas r where ${where}`);
  return Number(row?.n ?? 0);
}

/** Average, count and stars distribution of the visible reviews matching `where`. */
export async function resumen(
  db: Database,
  where: SQL,
): Promise<{ calificacion: number | null; numReseñas: number; distribucion: DistribucionResenas }> {
  const filas = await queryRows<{ calificacion: number; n: number }>(
    db,
    sql`select r.calificacion, count(*)::int as n from app.resenas r where ${where} and not r.oculta group by r.calificacion`,
  );
  const distribucion: DistribucionResenas = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let suma = 0;
  let total = 0;
  for (const f of filas) {
    distribucion[f.calificacion as 1 | 2 | 3 | 4 | 5] = Number(f.n);
    suma += f.calificacion * Number(f.n);
    total += Number(f.n);
  }
  // Same rounding as the fragments of resenas.sql (one decimal, half away from zero).
  return {
    calificacion: total === 0 ? null : aCalificacion(Math.round((suma / total) * 10 + Number.EPSILON) / 10),
    numReseñas: total,
    distribucion,
  };
}

/** The author's edit inside the window; undefined when it is not theirs or the window closed (the caller tells which). */
export async function editarResena(
  db: Database,
  id: string,
  autorUserId: string,
  cambios: { calificacion: number; comentario: string | null },
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update app.resenas set calificacion = ${cambios.calificacion}, comentario = ${cambios.comentario}, editada_en = now()
        where id = ${id} and comprador_user_id = ${autorUserId} and now() < creada_en + make_interval(days => ${DIAS_EDICION_RESENA}) returning id`,
  );
  return rows.length > 0;
}

/** The seller's one answer: false when it was answered already or is not of `emprendimientos`. */
export async function responderResena(
  db: Database,
  id: string,
  emprendimientos: SQL,
  respuesta: string,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update app.resenas set respuesta = ${respuesta}, respondida_en = now() where id = ${id} and respuesta is null and emprendimiento_id in ${emprendimientos} returning id`,
  );
  return rows.length > 0;
}

/** One report per person and review: false when this person reported it already. */
export async function insertarReporte(
  db: Database,
  resenaId: string,
  userId: string,
  motivo: string,
): Promise<boolean> {
  const rows = await db
    .insert(resenaReportes)
    .values({ resenaId, userId, motivo })
    .onConflictDoNothing()
    .returning({ id: resenaReportes.id });
  return rows.length > 0;
}

export async function reportesDe(
  db: Database,
  resenaIds: readonly string[],
): Promise<
  { id: string; resena_id: string; motivo: string; creado_en: Date | string; resuelto_en: Date | string | null }[]
> {
  if (resenaIds.length === 0) return [];
  return queryRows(
    db,
    sql`select id, resena_id, motivo, creado_en, resuelto_en from app.resena_reportes where resena_id in (${sql.join(
      resenaIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) order by creado_en`,
  );
}

/** Reviews with a report not resolved yet. */
export const conReportesPendientes = sql`exists (select 1 from app.resena_reportes rr where rr.resena_id = r.id and rr.resuelto_en is null)`;

/** Locks the review for an admin decision. */
export async function bloquearResena(db: Database, id: string): Promise<FilaLeida | undefined> {
  const [row] = await queryRows<FilaLeida>(
    db,
    sql`select ${COLUMNAS} from app.resenas r where r.id = ${id} for update of r`,
  );
  return row;
}

export async function cambiarVisibilidad(
  db: Database,
  id: string,
  oculta: boolean,
  motivo: string | null,
): Promise<void> {
  await db.execute(sql`update app.resenas set oculta = ${oculta}, motivo_oculta = ${motivo} where id = ${id}`);
}

/** Resolves the review's pending reports; how many there were. */
export async function resolverReportes(db: Database, resenaId: string): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update app.resena_reportes set resuelto_en = now() where resena_id = ${resenaId} and resuelto_en is null returning id`,
  );
  return rows.length;
}
