import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  PREGUNTAS_POR_HORA,
  PREGUNTAS_RECIENTES,
  preguntaInput,
  type PreguntaInput,
  type PreguntaPublica,
  type PreguntasPage,
  type ResumenPreguntas,
} from '@feria/contracts';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql';
import { errorDe, productoNoEncontrado } from '../../lib/app-error';
import type { ServiceContext, UserContext } from '../../lib/context';
import { toPage } from '../../lib/page';
import { perfilParaVenta } from '../compradores/compradores.queries';
import { duenoDeEmprendimiento } from '../emprendimientos/emprendimientos.sql';
import { emitir } from '../eventos/eventos';
import { tiendaDeProductoPublico } from '../productos/productos.sql';
import { autorDe } from '../resenas/resenas.service';
import { enmascarar } from './enmascarar';
import { avisarCachePublico } from './cache';
import { medianaRespuestaMinutos, recientesYTotalDeProducto, type FilaPublica } from './lecturas';
import {
  aPublica,
  contarPreguntas,
  insertarSiHayCupo,
  leerPreguntas,
  ORDEN_PUBLICO,
  type FilaPregunta,
} from './preguntas.queries';

// docs/producto/preguntas.md: a signed-in buyer asks on a public product of someone else's shop;
// everybody reads the visible questions of a product, answered first.

const visibles = (idProducto: string): SQL => sql`q.producto_id = ${idProducto} and not q.oculta`;

/** The shop of a public product and its owner; 404 when the product is not public. */
async function tiendaDelProducto(db: Database, idProducto: string): Promise<{ tienda: string; dueno: string }> {
  const id = sql`${idProducto}::uuid`;
  const [f] = await queryRows<{ tienda: string | null; dueno: string | null }>(
    db,
    sql`select ${tiendaDeProductoPublico(id)} as tienda, ${duenoDeEmprendimiento(tiendaDeProductoPublico(id))} as dueno`,
  );
  if (!f?.tienda || !f.dueno) throw productoNoEncontrado();
  return { tienda: f.tienda, dueno: f.dueno };
}

/** First name and surname's initial, from the buyer's profile (else the account's name). */
async function autorDelComprador(ctx: UserContext): Promise<string> {
  const perfil = await perfilParaVenta(ctx.db, ctx.usuario.sub);
  return autorDe(perfil ? `${perfil.nombre} ${perfil.apellido}` : (ctx.usuario.nombre ?? ''));
}

/**
 * docs/producto/preguntas.md#preguntar: stored masked, at most PREGUNTAS_POR_HORA per buyer and
 * hour (counted in the database, so it holds across instances), never on the buyer's own shop.
 */
export async function preguntar(ctx: UserContext, idProducto: string, input: PreguntaInput): Promise<PreguntaPublica> {
  const { texto } = preguntaInput.parse(input);
  const { tienda, dueno } = await tiendaDelProducto(ctx.db, idProducto);
  if (dueno === ctx.usuario.sub) throw errorDe('PREGUNTA_PROPIA');
  const autor = await autorDelComprador(ctx);
  const m = enmascarar(texto);
  const id = await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const r = await insertarSiHayCupo(
      tx,
      {
        productoId: idProducto,
        emprendimientoId: tienda,
        compradorUserId: ctx.usuario.sub,
        autor,
        texto: m.texto,
        textoEnmascarado: m.enmascarado,
      },
      PREGUNTAS_POR_HORA,
    );
    if ('reintentarEn' in r) throw errorDe('PREGUNTAS_DEMASIADAS', r.reintentarEn);
    await emitir(tx, {
      tipo: 'PreguntaHecha',
      preguntaId: r.id,
      productoId: idProducto,
      emprendimientoId: tienda,
      actor: 'comprador',
      actorUserId: ctx.usuario.sub,
    });
    await avisarCachePublico(tx, tienda);
    return r.id;
  });
  const [fila] = await leerPreguntas(ctx.db, sql`q.id = ${id}`);
  return aPublica(fila!);
}

/** docs/producto/preguntas.md#orden: a public product's visible questions, answered first. */
export async function preguntasDeProducto(
  ctx: ServiceContext,
  idProducto: string,
  q: { page: number; size: number },
): Promise<PreguntasPage & { tienda: string }> {
  const { tienda } = await tiendaDelProducto(ctx.db, idProducto);
  const where = visibles(idProducto);
  const [filas, total] = await Promise.all([
    leerPreguntas(ctx.db, where, ORDEN_PUBLICO, { limit: q.size, offset: q.page * q.size }),
    contarPreguntas(ctx.db, where),
  ]);
  return { ...toPage(filas.map(aPublica), total, q.page, q.size), tienda };
}

/** docs/producto/preguntas.md#tiempo-de-respuesta: enough data is this many answers in this many days. */
export const RESPONDIDAS_MINIMAS = 5;
export const DIAS_TIEMPO_RESPUESTA = 90;

/**
 * docs/producto/preguntas.md#en-la-pagina: what the product's payload carries, as a column of the
 * product's own statement (decision 091: the product page is one statement). The route passes it to
 * the product's loader, which imports nothing of this module.
 */
export const resumenDeProducto = {
  sql: ({ producto }: { producto: SQLWrapper }): SQL => recientesYTotalDeProducto(producto, PREGUNTAS_RECIENTES),
  leer: (valor: unknown): ResumenPreguntas => {
    const r = valor as { total: number; filas: FilaPublica[] | null } | null;
    // Its rows carry exactly the columns `aPublica` reads.
    return { recientes: (r?.filas ?? []).map((f) => aPublica(f as FilaPregunta)), total: r?.total ?? 0 };
  },
};

/** Minutes as the shop shows them: to 5 minutes under an hour, to the hour under a day, else to the day. */
export function redondearMinutos(minutos: number): number {
  if (minutos < 60) return Math.max(5, Math.round(minutos / 5) * 5);
  if (minutos < 24 * 60) return Math.round(minutos / 60) * 60;
  return Math.round(minutos / 1440) * 1440;
}

/**
 * docs/producto/preguntas.md#tiempo-de-respuesta: the shop's usual time to answer, in minutes (null
 * until there is enough data), as a column of the shop's own statement (decision 091).
 */
export const tiempoDeRespuesta = {
  sql: ({ tienda }: { tienda: SQLWrapper }): SQL =>
    medianaRespuestaMinutos(tienda, DIAS_TIEMPO_RESPUESTA, RESPONDIDAS_MINIMAS),
  leer: (valor: unknown): number | null =>
    valor === null || valor === undefined ? null : redondearMinutos(Number(valor)),
};
