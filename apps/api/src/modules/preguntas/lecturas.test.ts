import { sql } from 'drizzle-orm';
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
import {
  aPublica,
  cambiarOculta,
  guardarRespuesta,
  insertarSiHayCupo,
  medianaRespuestaMinutos,
  recientesYTotal,
} from './preguntas.queries';

const P = '/api/v1/public/core';

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
