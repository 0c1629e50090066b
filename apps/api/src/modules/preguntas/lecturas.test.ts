import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PREGUNTAS_RECIENTES,
  type EmprendimientoPublico,
  type Producto,
  type ProductoPage,
  type ResumenPreguntas,
} from '@feria/contracts';
import type { Database } from '../../db/client';
import { queryPreparada } from '../../db/preparadas';
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
const NINGUNA = '00000000-0000-4000-8000-000000000000';

// The statements the page's columns replaced, kept here as the reference they are compared with.
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

/** The product page's questions as the separate read gave them. */
async function resumenAntes(db: Database, producto: string): Promise<ResumenPreguntas> {
  const visibles = sql`q.producto_id = ${producto} and not q.oculta`;
  const { filas, total } = await recientesYTotal(
    db,
    sql`${visibles} and q.respondida_en is not null`,
    visibles,
    PREGUNTAS_RECIENTES,
  );
  return { recientes: filas.map(aPublica), total };
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

/** The shop's answer time as the separate read gave it. */
async function tiempoAntes(db: Database, tienda: string): Promise<number | null> {
  const mediana = await medianaRespuestaMinutos(db, tienda, DIAS_TIEMPO_RESPUESTA, RESPONDIDAS_MINIMAS);
  return mediana === null ? null : redondearMinutos(mediana);
}

/** A column of this module alone over a literal id, read back by its owner. */
async function columna<T>(
  db: Database,
  c: { sql: (fila: { producto: SQL; tienda: SQL }) => SQL; leer: (v: unknown) => T },
  id: string,
): Promise<T> {
  const ref = sql`${id}::uuid`;
  const [f] = await queryPreparada<{ v: unknown }>(db, sql`select ${c.sql({ producto: ref, tienda: ref })} as v`);
  return c.leer(f?.v);
}

// The pages' columns (decision 091: one statement per page) answer exactly what the separate reads
// they replaced answered (same JSON).
describe('the questions columns of the product and shop pages, same answers as the separate reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo', env: { CACHE_TTL_SECONDS: '0' } });
  });
  afterAll(async () => t?.close());

  const leer = async <T>(url: string) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    return res.json<T>();
  };

  it('with answered, unanswered and hidden questions, and without any', async () => {
    const productos = (await leer<ProductoPage>(`${P}/productos/buscar?size=40`)).content;
    const { idEmprendimiento: tienda, id: producto } = productos[0]!;
    const db: Database = t.db;
    // A product with no question at all: an empty summary, as before.
    const sinPreguntas = productos.find((p) => p.id !== producto)!.id;
    const vacio = (await leer<Producto & { preguntas: ResumenPreguntas }>(`${P}/productos/${sinPreguntas}`)).preguntas;
    expect(JSON.stringify(vacio)).toBe(JSON.stringify(await resumenAntes(db, sinPreguntas)));

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
    const pagina = async () =>
      (await leer<Producto & { preguntas: ResumenPreguntas }>(`${P}/productos/${producto}`)).preguntas;

    // Only unanswered ones: no recent answer, all of them counted.
    expect(JSON.stringify(await pagina())).toBe(JSON.stringify(await resumenAntes(db, producto)));
    expect((await pagina()).total).toBe(8);

    // Answered one by one (each its own now()): 0..5 answered, 6 and 7 waiting, 3 hidden.
    for (const id of ids.slice(0, 6))
      await guardarRespuesta(db, id, tiendas, { texto: `Sí (${id.slice(0, 4)})`, enmascarada: false, por: 'v' });
    await cambiarOculta(db, ids[3]!, tiendas, { motivo: 'spam' });

    const resumen = await pagina();
    expect(resumen.total).toBe(7);
    expect(resumen.recientes).toHaveLength(PREGUNTAS_RECIENTES);
    expect(JSON.stringify(resumen)).toBe(JSON.stringify(await resumenAntes(db, producto)));
    expect(JSON.stringify(await columna(db, resumenDeProducto, producto))).toBe(JSON.stringify(resumen));

    // The shop's answer time: five answers in the window are enough.
    const antes = await tiempoAntes(db, tienda);
    expect(antes).not.toBeNull();
    expect((await leer<EmprendimientoPublico>(`${P}/tienda/${tienda}`)).respondeEnMinutos).toBe(antes);
    expect(await columna(db, tiempoDeRespuesta, tienda)).toBe(antes);
    // Too few answers (or none): null, as before.
    expect(await tiempoAntes(db, NINGUNA)).toBeNull();
    expect(await columna(db, tiempoDeRespuesta, NINGUNA)).toBeNull();
    const otraTienda = productos.find((p) => p.idEmprendimiento !== tienda)!.idEmprendimiento;
    expect((await leer<EmprendimientoPublico>(`${P}/tienda/${otraTienda}`)).respondeEnMinutos).toBe(
      await tiempoAntes(db, otraTienda),
    );
  });
});
