import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmprendimientoPublico, Producto, ProductoTienda } from '@feria/contracts';
import type { Database } from '../../db/client';
import { queryPreparada } from '../../db/preparadas';
import { queryRows } from '../../db/sql';
import { DEMO_EMPRENDIMIENTOS } from '../../demo/demo-data';
import { createTestApp, type TestApp } from '../../testing';
import { mediosDePago, type MedioDePago } from './medios';

// docs/producto/pagos.md#medios-de-pago. The column the shop's and the product's one statement
// carry (decision 091) answers what the separate read it replaced answered, kept here as the reference.

const P = '/api/v1/public/core';
const conectada = DEMO_EMPRENDIMIENTOS.find((s) => !s.soloTransferencia)!;
const soloTransferencia = DEMO_EMPRENDIMIENTOS.find((s) => s.soloTransferencia)!;

/** The separate read the column replaced: the methods of each shop in `ids`. */
async function mediosAntes(
  db: Database,
  ids: readonly string[],
  conAplicacion: boolean,
  ahora: Date,
): Promise<Map<string, readonly MedioDePago[]>> {
  const ambos: MedioDePago[] = ['MERCADO_PAGO', 'TRANSFERENCIA'];
  if (!conAplicacion) return new Map(ids.map((id) => [id, ambos]));
  const conectadas = await queryRows<{ id: string }>(
    db,
    sql`select c.emprendimiento_id as id from app.mercadopago_cuentas c
        where c.emprendimiento_id = any(${`{${ids.join(',')}}`}::uuid[])
          and c.estado = 'conectada' and c.vence_en > ${ahora.toISOString()}::timestamptz`,
  );
  const si = new Set(conectadas.map((c) => c.id));
  return new Map(ids.map((id) => [id, si.has(id) ? ambos : ['TRANSFERENCIA']]));
}

/** The column alone over a literal shop id, read back by its owner. */
async function columna(db: Database, id: string, conAplicacion: boolean, ahora: Date): Promise<MedioDePago[]> {
  const c = mediosDePago(conAplicacion, ahora);
  const [f] = await queryPreparada<{ v: unknown }>(db, sql`select ${c.sql({ tienda: sql`${id}::uuid` })} as v`);
  return c.leer(f?.v);
}

async function idDe(t: TestApp, nombre: string): Promise<string> {
  const res = await t.app.inject(`${P}/emprendimientos/buscar?nombre=${encodeURIComponent(nombre)}`);
  return res.json<EmprendimientoPublico[]>()[0]!.id;
}

describe('the payment methods column, same answers as the separate read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(async () => t?.close());

  it('a connected shop and a transfer-only one, with an OAuth application or without, token valid or expired', async () => {
    const ids = [await idDe(t, conectada.nombre), await idDe(t, soloTransferencia.nombre)];
    const ahora = new Date();
    // A year on, the connected shop's token has expired: transfer only.
    const despues = new Date(ahora.getTime() + 366 * 24 * 3600 * 1000);
    for (const conAplicacion of [true, false])
      for (const momento of [ahora, despues]) {
        const antes = await mediosAntes(t.db, ids, conAplicacion, momento);
        for (const id of ids) expect(await columna(t.db, id, conAplicacion, momento)).toEqual(antes.get(id));
      }
    expect(await columna(t.db, ids[0]!, true, ahora)).toEqual(['MERCADO_PAGO', 'TRANSFERENCIA']);
    expect(await columna(t.db, ids[1]!, true, ahora)).toEqual(['TRANSFERENCIA']);
    expect(await columna(t.db, ids[0]!, true, despues)).toEqual(['TRANSFERENCIA']);
  });
});

describe('the shop and product pages without an OAuth application', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Only the platform's token (decision 083): every shop's card payments go through it.
    t = await createTestApp({
      seed: 'demo',
      env: { MP_ACCESS_TOKEN: 'APP_USR-prueba', MP_WEBHOOK_SECRET: 'secreto-de-prueba', CACHE_TTL_SECONDS: '0' },
    });
  });
  afterAll(async () => t?.close());

  it('the transfer-only demo shop and its product take Mercado Pago too', async () => {
    expect(t.app.cuentasMercadoPago.oauth).toBeUndefined();
    const id = await idDe(t, soloTransferencia.nombre);
    const tienda = await t.app.inject(`${P}/tienda/${id}`);
    expect(tienda.json<EmprendimientoPublico>().mediosDePago).toEqual(['MERCADO_PAGO', 'TRANSFERENCIA']);
    const p = (await t.app.inject(`${P}/tienda/productos/obtenerProductos/${id}`)).json<ProductoTienda[]>()[0]!;
    const producto = await t.app.inject(`${P}/productos/${p.id}`);
    expect(producto.json<Producto>().mediosDePago).toEqual(['MERCADO_PAGO', 'TRANSFERENCIA']);
  });
});
