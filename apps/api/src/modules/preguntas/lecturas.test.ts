import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREGUNTAS_RECIENTES, type ProductoPage } from '@feria/contracts';
import type { Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../testing';
import {
  DIAS_TIEMPO_RESPUESTA,
  RESPONDIDAS_MINIMAS,
  redondearMinutos,
  resumenDeProducto,
  tiempoDeRespuesta,
} from './preguntas.service';
import { queryRows } from '../../db/sql';
import {
  aPublica,
  cambiarOculta,
  COLUMNAS,
  guardarRespuesta,
  insertarSiHayCupo,
  ORDEN_PUBLICO,
  type FilaPregunta,
} from './preguntas.queries';

const P = '/api/v1/public/core';

// The statements the prepared reads replaced, kept here as the reference they are compared with.
/** The latest `limite` rows of `recientes` and the count of `todas`, in one statement (the product page's payload). */
async function recientesYTotal(
  db: Database,
  recientes: SQL,
  todas: SQL,
  limite: number,
): Promise<{ filas: FilaPregunta[]; total: number }> {
  const [f] = await queryRows<{ filas: FilaPregunta[] | null; total: number }>(
    db,
    sql`select (select count(*)::int from app.preguntas q where ${todas}) as total,
          (select json_agg(x) from (select ${COLUMNAS} from app.preguntas q where ${recientes}
                                     order by ${ORDEN_PUBLICO} limit ${limite}) x) as filas`,
  );
  return { filas: f?.filas ?? [], total: f?.total ?? 0 };
}

/**
 * docs/producto/preguntas.md#tiempo-de-respuesta: the median minutes from question to first answer
 * over the shop's questions answered in the last `dias` days; null with fewer than `minimo`.
 */
async function medianaRespuestaMinutos(
  db: Database,
  emprendimientoId: string,
  dias: number,
  minimo: number,
): Promise<number | null> {
  const [f] = await queryRows<{ n: number; mediana: number | null }>(
    db,
    sql`select count(*)::int as n,
          percentile_cont(0.5) within group (order by extract(epoch from (q.respondida_en - q.creada_en)) / 60)::float8 as mediana
        from app.preguntas q
        where q.emprendimiento_id = ${emprendimientoId} and q.respondida_en is not null
          and q.respondida_en > now() - make_interval(days => ${dias})`,
  );
  if (!f || f.n < minimo || f.mediana === null) return null;
  return Number(f.mediana);
}

// The prepared reads answer exactly what the statements they replaced answered (same JSON).
describe('prepared questions reads, same answers as before', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo', env: { CACHE_TTL_SECONDS: '0' } });
  });
  afterAll(async () => t?.close());

  it('the product summary and the shop answer time, with answered, unanswered and hidden questions', async () => {
    const { idEmprendimiento: tienda, id: producto } = (
      await t.app.inject(`${P}/productos/buscar?size=1`)
    ).json<ProductoPage>().content[0]!;
    const db: Database = t.db;
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const r = await insertarSiHayCupo(
        db,
        {
          productoId: producto,
          emprendimientoId: tienda,
          compradorUserId: `comprador-${i}`,
          autor: `Ana ${i}.`,
          texto: `¿Pregunta ${i}?`,
          textoEnmascarado: i === 2,
        },
        10,
      );
      if (!('id' in r)) throw new Error('sin cupo');
      ids.push(r.id);
    }
    const tiendas = sql`(${tienda}::uuid)`;
    // Answered one by one (each its own now()): 0..5 answered, 6 and 7 waiting, 3 hidden.
    for (const id of ids.slice(0, 6))
      await guardarRespuesta(db, id, tiendas, { texto: `Sí (${id.slice(0, 4)})`, enmascarada: false, por: 'v' });
    await cambiarOculta(db, ids[3]!, tiendas, { motivo: 'spam' });

    const visibles = sql`q.producto_id = ${producto} and not q.oculta`;
    const antes = await recientesYTotal(
      db,
      sql`${visibles} and q.respondida_en is not null`,
      visibles,
      PREGUNTAS_RECIENTES,
    );
    const resumen = await resumenDeProducto(db, producto);
    expect(resumen.total).toBe(7);
    expect(resumen.recientes).toHaveLength(PREGUNTAS_RECIENTES);
    expect(JSON.stringify(resumen)).toBe(JSON.stringify({ recientes: antes.filas.map(aPublica), total: antes.total }));

    const mediana = await medianaRespuestaMinutos(db, tienda, DIAS_TIEMPO_RESPUESTA, RESPONDIDAS_MINIMAS);
    expect(mediana).not.toBeNull();
    expect(await tiempoDeRespuesta(db, tienda)).toBe(redondearMinutos(mediana!));
    expect(await tiempoDeRespuesta(db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
