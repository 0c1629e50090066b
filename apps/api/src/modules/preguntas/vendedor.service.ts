import { sql, type SQL } from 'drizzle-orm';
import {
  ocultarPreguntaInput,
  respuestaPreguntaInput,
  type EstadoPregunta,
  type OcultarPreguntaInput,
  type PreguntasVendedorPage,
  type PreguntaVendedor,
  type RespuestaPreguntaInput,
} from '@feria/contracts';
import type { Database } from '../../db/client';
import { errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import { toPage } from '../../lib/page';
import { emprendimientosDelDueno } from '../emprendimientos/emprendimientos.sql';
import { emitir } from '../eventos/eventos';
import { avisarCachePublico } from './cache';
import { enmascarar } from './enmascarar';
import {
  aVendedor,
  cambiarOculta,
  contarPreguntas,
  guardarRespuesta,
  leerPreguntas,
  ORDEN_VENDEDOR,
  type FilaPregunta,
} from './preguntas.queries';

// docs/producto/preguntas.md#respuesta: the seller reads the questions of their shops, answers
// (and may correct the answer) and hides abusive ones. Someone else's question is 404, as if it
// did not exist.

const deMisTiendas = (ctx: UserContext): SQL => sql`q.emprendimiento_id in ${emprendimientosDelDueno(ctx.usuario.sub)}`;

const FILTROS: Record<EstadoPregunta, SQL> = {
  sin_responder: sql`q.respondida_en is null and not q.oculta`,
  respondidas: sql`q.respondida_en is not null and not q.oculta`,
  ocultas: sql`q.oculta`,
};

/** The badge: visible questions of the seller's shops still without an answer. */
export async function sinResponder(ctx: UserContext): Promise<{ cantidad: number }> {
  return { cantidad: await contarPreguntas(ctx.db, sql`${deMisTiendas(ctx)} and ${FILTROS.sin_responder}`) };
}

export async function preguntasDelVendedor(
  ctx: UserContext,
  q: { estado: EstadoPregunta; page: number; size: number },
): Promise<PreguntasVendedorPage> {
  const where = sql`${deMisTiendas(ctx)} and ${FILTROS[q.estado]}`;
  const [filas, total, pendientes] = await Promise.all([
    leerPreguntas(ctx.db, where, ORDEN_VENDEDOR, { limit: q.size, offset: q.page * q.size }),
    contarPreguntas(ctx.db, where),
    sinResponder(ctx),
  ]);
  return { ...toPage(filas.map(aVendedor), total, q.page, q.size), sinResponder: pendientes.cantidad };
}

/** Someone else's question (or none): 404; one of theirs that is hidden: 409 (show it first). */
async function porQueNo(ctx: UserContext, id: string): Promise<never> {
  const [propia] = await leerPreguntas(ctx.db, sql`q.id = ${id} and ${deMisTiendas(ctx)}`);
  throw errorDe(propia?.oculta ? 'PREGUNTA_OCULTA' : 'PREGUNTA_NO_ENCONTRADA');
}

/** Answers or corrects the answer (stored masked); the asker is told (PreguntaRespondida). */
export async function responder(
  ctx: UserContext,
  id: string,
  input: RespuestaPreguntaInput,
): Promise<PreguntaVendedor> {
  const { texto } = respuestaPreguntaInput.parse(input);
  const m = enmascarar(texto);
  const fila = await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const f = await guardarRespuesta(tx, id, emprendimientosDelDueno(ctx.usuario.sub), {
      texto: m.texto,
      enmascarada: m.enmascarado,
      por: ctx.usuario.sub,
    });
    if (!f) return undefined;
    await emitir(tx, {
      tipo: 'PreguntaRespondida',
      preguntaId: f.id,
      productoId: f.producto_id,
      compradorUserId: f.comprador_user_id,
      actor: 'emprendedor',
      actorUserId: ctx.usuario.sub,
    });
    await avisarCachePublico(tx, f.emprendimiento_id);
    return f;
  });
  return fila ? aVendedor(fila) : porQueNo(ctx, id);
}

async function cambiar(ctx: UserContext, id: string, oculta: { motivo: string } | null): Promise<PreguntaVendedor> {
  const fila = await ctx.db.transaction(async (t): Promise<FilaPregunta | undefined> => {
    const tx = t as unknown as Database;
    const f = await cambiarOculta(tx, id, emprendimientosDelDueno(ctx.usuario.sub), oculta);
    if (f) await avisarCachePublico(tx, f.emprendimiento_id);
    return f;
  });
  if (!fila) throw errorDe('PREGUNTA_NO_ENCONTRADA');
  return aVendedor(fila);
}

/** docs/producto/preguntas.md#ocultar: gone from every public read, kept for the seller with its reason. */
export async function ocultar(ctx: UserContext, id: string, input: OcultarPreguntaInput): Promise<PreguntaVendedor> {
  return cambiar(ctx, id, ocultarPreguntaInput.parse(input));
}

export async function mostrar(ctx: UserContext, id: string): Promise<PreguntaVendedor> {
  return cambiar(ctx, id, null);
}
