import { sql } from 'drizzle-orm';
import { MENSAJES_PREGUNTAS as M, type EventoDe, type EventoDominio } from '@feria/contracts';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql';
import { avisarPreguntaNueva, avisarPreguntaRespondida } from '../correo/avisos-preguntas';
import { duenoDeEmprendimiento, nombreDeEmprendimiento } from '../emprendimientos/emprendimientos.sql';
import { publicar } from '../envivo/envivo.service';
import type { Reaccion } from '../eventos/eventos';
import { encolarPush } from '../notificaciones/avisos';
import { leerPreguntas, type FilaPregunta } from './preguntas.queries';

// docs/producto/preguntas.md#avisos: a question tells the shop's owner, an answer tells the asker,
// by e-mail, live and push. Each channel is its own reaction: the dispatcher runs each once per
// event, and the push job's key is the event and the person, so a retry sends nothing twice.

const PAGINA_PREGUNTAS_VENDEDOR = '/dashboard-emprendedor/preguntas';
const paginaProducto = (id: string) => `/productos/${encodeURIComponent(id)}#preguntas`;
/** A notice shows the beginning of a long text. */
const corto = (t: string, max = 120) => (t.length > max ? `${t.slice(0, max - 1)}…` : t);

interface Contexto {
  fila: FilaPregunta;
  dueno: string;
  tienda: string;
}

/** The question as stored (masked), its shop's owner and name; undefined when it is gone. */
async function contexto(tx: Database, preguntaId: string): Promise<Contexto | undefined> {
  const [fila] = await leerPreguntas(tx, sql`q.id = ${preguntaId}`);
  if (!fila) return undefined;
  const id = sql`${fila.emprendimiento_id}::uuid`;
  const [t] = await queryRows<{ dueno: string | null; tienda: string | null }>(
    tx,
    sql`select ${duenoDeEmprendimiento(id)} as dueno, ${nombreDeEmprendimiento(id)} as tienda`,
  );
  if (!t?.dueno) return undefined;
  return { fila, dueno: t.dueno, tienda: t.tienda ?? '' };
}

function reaccion<T extends 'PreguntaHecha' | 'PreguntaRespondida'>(
  nombre: string,
  tipo: T,
  hacer: (tx: Database, c: Contexto, e: EventoDe<T>, eventoId: number) => Promise<void>,
): Reaccion {
  return {
    nombre,
    tipos: [tipo],
    async ejecutar(tx: Database, evento: EventoDominio, eventoId: number) {
      if (evento.tipo !== tipo) return;
      const e = evento as EventoDe<T>;
      const c = await contexto(tx, (evento as EventoDe<'PreguntaHecha' | 'PreguntaRespondida'>).preguntaId);
      // A question hidden before the dispatch (abuse) tells nobody.
      if (c && !c.fila.oculta) await hacer(tx, c, e, eventoId);
    },
  };
}

const datosEnVivo = (c: Contexto) => ({
  preguntaId: c.fila.id,
  productoId: c.fila.producto_id,
  producto: c.fila.producto_nombre,
});

export const correoPreguntaNueva = reaccion('preguntas.correo-nueva', 'PreguntaHecha', (tx, c) =>
  avisarPreguntaNueva(tx, { vendedorUserId: c.dueno, producto: c.fila.producto_nombre, pregunta: c.fila.texto }),
);

export const enVivoPreguntaNueva = reaccion('preguntas.envivo-nueva', 'PreguntaHecha', (tx, c) =>
  publicar(tx, [c.dueno], 'pregunta.nueva', datosEnVivo(c)),
);

export const pushPreguntaNueva = reaccion('preguntas.push-nueva', 'PreguntaHecha', (tx, c, _e, eventoId) =>
  encolarPush(
    tx,
    c.dueno,
    {
      clase: 'pregunta_nueva',
      titulo: M.pushPreguntaNueva,
      cuerpo: `${c.fila.producto_nombre}: «${corto(c.fila.texto)}»`,
      url: PAGINA_PREGUNTAS_VENDEDOR,
      etiqueta: `pregunta:${c.fila.id}`,
    },
    `push:preguntas.push-nueva:${eventoId}:${c.dueno}`,
  ),
);

export const correoPreguntaRespondida = reaccion('preguntas.correo-respuesta', 'PreguntaRespondida', (tx, c) =>
  c.fila.respuesta === null
    ? Promise.resolve()
    : avisarPreguntaRespondida(tx, {
        compradorUserId: c.fila.comprador_user_id,
        idProducto: c.fila.producto_id,
        producto: c.fila.producto_nombre,
        tienda: c.tienda,
        pregunta: c.fila.texto,
        respuesta: c.fila.respuesta,
      }),
);

export const enVivoPreguntaRespondida = reaccion('preguntas.envivo-respuesta', 'PreguntaRespondida', (tx, c) =>
  publicar(tx, [c.fila.comprador_user_id], 'pregunta.respuesta', datosEnVivo(c)),
);

export const pushPreguntaRespondida = reaccion(
  'preguntas.push-respuesta',
  'PreguntaRespondida',
  (tx, c, _e, eventoId) =>
    encolarPush(
      tx,
      c.fila.comprador_user_id,
      {
        clase: 'pregunta_respuesta',
        titulo: M.pushPreguntaRespondida,
        cuerpo: `${c.tienda}: «${corto(c.fila.respuesta ?? '')}»`,
        url: paginaProducto(c.fila.producto_id),
        etiqueta: `pregunta:${c.fila.id}`,
      },
      `push:preguntas.push-respuesta:${eventoId}:${c.fila.comprador_user_id}`,
    ),
);

export const REACCIONES_PREGUNTAS: readonly Reaccion[] = [
  correoPreguntaNueva,
  enVivoPreguntaNueva,
  pushPreguntaNueva,
  correoPreguntaRespondida,
  enVivoPreguntaRespondida,
  pushPreguntaRespondida,
];
