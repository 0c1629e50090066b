import { sql, type SQL } from 'drizzle-orm';
import type { PreguntaPublica, PreguntaVendedor } from '@feria/contracts';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql';
import { preguntas } from '../../db/schema';
import { imagenDeProducto, nombreDeProducto } from '../productos/productos.sql';

// app.preguntas: this module is its only writer and reader (modules/README.md).

export type NuevaPregunta = Pick<
  typeof preguntas.$inferInsert,
  'productoId' | 'emprendimientoId' | 'compradorUserId' | 'autor' | 'texto' | 'textoEnmascarado'
>;

export interface FilaPregunta {
  id: string;
  producto_id: string;
  emprendimiento_id: string;
  comprador_user_id: string;
  autor: string;
  texto: string;
  texto_enmascarado: boolean;
  respuesta: string | null;
  respuesta_enmascarada: boolean;
  respondida_en: Date | string | null;
  oculta: boolean;
  motivo_oculta: string | null;
  creada_en: Date | string;
  producto_nombre: string;
  producto_imagen: string | null;
}

export const COLUMNAS = sql`q.id, q.producto_id, q.emprendimiento_id, q.comprador_user_id, q.autor, q.texto,
  q.texto_enmascarado, q.respuesta, q.respuesta_enmascarada, q.respondida_en, q.oculta, q.motivo_oculta,
  q.creada_en, ${nombreDeProducto(sql`q.producto_id`)} as producto_nombre,
  ${imagenDeProducto(sql`q.producto_id`)} as producto_imagen`;

const iso = (d: Date | string): string => new Date(d).toISOString();

export function aPublica(f: FilaPregunta): PreguntaPublica {
  return {
    id: f.id,
    texto: f.texto,
    textoEnmascarado: f.texto_enmascarado,
    autor: f.autor,
    fecha: iso(f.creada_en),
    respuesta: f.respuesta,
    respuestaEnmascarada: f.respuesta_enmascarada,
    respondidaEn: f.respondida_en === null ? null : iso(f.respondida_en),
  };
}

export function aVendedor(f: FilaPregunta): PreguntaVendedor {
  return {
    ...aPublica(f),
    producto: { id: f.producto_id, nombre: f.producto_nombre ?? '', imagen: f.producto_imagen },
    oculta: f.oculta,
    motivoOculta: f.motivo_oculta,
  };
}

/** docs/producto/preguntas.md#orden: answered first (newest answer first), then the rest (newest first). */
export const ORDEN_PUBLICO = sql`(q.respondida_en is null), q.respondida_en desc, q.creada_en desc, q.id`;
/** The seller's list: unanswered first (oldest first: the longest waiting), then the newest answers. */
export const ORDEN_VENDEDOR = sql`(q.respondida_en is not null), case when q.respondida_en is null then q.creada_en end asc, q.respondida_en desc, q.id`;

export async function leerPreguntas(
  db: Database,
  where: SQL,
  orden: SQL = ORDEN_PUBLICO,
  pagina?: { limit: number; offset: number },
): Promise<FilaPregunta[]> {
  return queryRows<FilaPregunta>(
    db,
    sql`select ${COLUMNAS} from app.preguntas q where ${where} order by ${orden}
        ${pagina ? sql`limit ${pagina.limit} offset ${pagina.offset}` : sql``}`,
  );
}

export async function contarPreguntas(db: Database, where: SQL): Promise<number> {
  const [f] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from app.preguntas q where ${where}`);
  return f?.n ?? 0;
}

/**
 * Inserts the question unless the buyer already asked PREGUNTAS_POR_HORA in the last hour
 * (docs/producto/preguntas.md#limite). The buyer's questions are counted under a transaction
 * advisory lock on their id, so concurrent requests on any instance cannot both pass the count.
 */
export async function insertarSiHayCupo(
  tx: Database,
  nueva: NuevaPregunta,
  porHora: number,
): Promise<{ id: string } | { reintentarEn: number }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('preguntas:' || ${nueva.compradorUserId}))`);
  const [f] = await queryRows<{ n: number; libre_en: number | null }>(
    tx,
    sql`select count(*)::int as n,
          ceil(extract(epoch from (min(q.creada_en) + interval '1 hour' - now())))::int as libre_en
        from (select creada_en from app.preguntas
              where comprador_user_id = ${nueva.compradorUserId} and creada_en > now() - interval '1 hour'
              order by creada_en desc limit ${porHora}) q`,
  );
  if ((f?.n ?? 0) >= porHora) return { reintentarEn: Math.max(1, f?.libre_en ?? 60) };
  const [fila] = await tx.insert(preguntas).values(nueva).returning({ id: preguntas.id });
  return { id: fila!.id };
}

/** Writes (or corrects) the answer of a question of one of the seller's shops; false when none matched. */
export async function guardarRespuesta(
  tx: Database,
  id: string,
  tiendas: SQL,
  r: { texto: string; enmascarada: boolean; por: string },
): Promise<FilaPregunta | undefined> {
  const filas = await queryRows<{ id: string }>(
    tx,
    sql`update app.preguntas q set respuesta = ${r.texto}, respuesta_enmascarada = ${r.enmascarada},
          respondida_por = ${r.por}, respondida_en = coalesce(q.respondida_en, now())
        where q.id = ${id} and q.emprendimiento_id in ${tiendas} and not q.oculta returning q.id`,
  );
  if (filas.length === 0) return undefined;
  const [f] = await leerPreguntas(tx, sql`q.id = ${id}`);
  return f;
}

/** Hides (with the reason) or shows again a question of one of the seller's shops. */
export async function cambiarOculta(
  tx: Database,
  id: string,
  tiendas: SQL,
  oculta: { motivo: string } | null,
): Promise<FilaPregunta | undefined> {
  const filas = await queryRows<{ id: string }>(
    tx,
    sql`update app.preguntas q set oculta = ${oculta !== null}, motivo_oculta = ${oculta?.motivo ?? null}
        where q.id = ${id} and q.emprendimiento_id in ${tiendas} returning q.id`,
  );
  if (filas.length === 0) return undefined;
  const [f] = await leerPreguntas(tx, sql`q.id = ${id}`);
  return f;
}
