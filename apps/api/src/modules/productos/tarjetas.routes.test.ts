import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productoTiendaPage, type ProductoTienda } from '@feria/contracts';
import { createTestApp, type TestApp } from '../../testing';
import { queryRows } from '../../db/sql';
import { borrarDescuento, insertarDescuento, reemplazarDescuento } from '../promociones/promociones.queries';

// Decision 101: a shop's page of products closes the text `app.producto_tarjetas` keeps of each
// product (migration 0031). Whatever writes a product, its attributes or its images, the page
// made after that write reads the same as the list `toProducto` answers.

const P = '/api/v1/public/core/tienda';

describe('the kept text of a product on its shop page', () => {
  let t: TestApp;
  let tienda: string;
  let producto: ProductoTienda;
  beforeAll(async () => {
    // CACHE_TTL_SECONDS=0: no response cache, every request runs its loader.
    t = await createTestApp({ seed: 'demo', env: { CACHE_TTL_SECONDS: '0' } });
    const tiendas = (await t.app.inject('/api/v1/public/core/emprendimientos?page=0&size=1')).json<{
      content: { id: string }[];
    }>();
    tienda = tiendas.content[0]!.id;
    producto = (await lista())[0]!;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function lista(): Promise<ProductoTienda[]> {
    const res = await t.app.inject(`${P}/productos/obtenerProductos/${tienda}`);
    expect(res.statusCode).toBe(200);
    return res.json<ProductoTienda[]>();
  }

  /** The shop's page of 100 parses with the contract, strict, and equals the list field by field. */
  async function paginaIgualALista(): Promise<ProductoTienda> {
    const res = await t.app.inject(`${P}/${tienda}/productos?size=100`);
    expect(res.statusCode).toBe(200);
    const pagina = productoTiendaPage.strict().parse(res.json());
    const esperada = await lista();
    expect(pagina.content).toEqual(esperada);
    return pagina.content.find((p) => p.id === producto.id)!;
  }

  it('follows the product row: name, price, stock, type, dates, rating, variants summary', async () => {
    await t.db.execute(sql`update app.productos
      set nombre = 'Taza "roja" \\ nueva', descripcion = e'dos\nlíneas', precio = 1234.5, stock = 0,
          sku = null, tipo_producto_id = null, calificacion = 4.5, num_resenas = 7, precio_desde = 999.99,
          unidades_vendidas = 12, fecha_alta = '2026-01-02T03:04:05.678901Z'
      where id = ${producto.id}`);
    expect(await paginaIgualALista()).toMatchObject({
      nombre: 'Taza "roja" \\ nueva',
      descripcion: 'dos\nlíneas',
      precio: 1234.5,
      stock: 0,
      sku: null,
      tipoProducto: null,
      calificacion: 4.5,
      numReseñas: 7,
      precioDesde: 999.99,
      vendidos: 12,
      fechaAlta: '2026-01-02T03:04:05.678Z',
    });
  });

  it('follows its attributes and its images, kept on the product row by their own triggers', async () => {
    await t.db.execute(
      sql`insert into app.producto_atributos (producto_id, clave, valor) values (${producto.id}, 'Capacidad', '350 "ml"')`,
    );
    await t.db.execute(sql`delete from app.producto_imagenes where producto_id = ${producto.id}`);
    expect((await paginaIgualALista()).rutaImagen).toBeNull();
    await t.db.execute(
      sql`insert into app.producto_imagenes (producto_id, url, principal, orden) values (${producto.id}, '/uploads/otra.webp', true, 0)`,
    );
    const leido = await paginaIgualALista();
    expect(leido.atributos.map((a) => a.valor)).toContain('350 "ml"');
    expect(leido.rutaImagen).toBe('/uploads/otra.webp');
  });

  it('leaves a product out when it stops being public, and has it back after', async () => {
    await t.db.execute(sql`update app.productos set habilitado = false where id = ${producto.id}`);
    await paginaIgualALista();
    expect((await lista()).map((p) => p.id)).not.toContain(producto.id);
    await t.db.execute(sql`update app.productos set habilitado = true where id = ${producto.id}`);
    expect((await paginaIgualALista()).id).toBe(producto.id);
  });

  it('follows a new price into the discount in effect, which the page computes from the price it keeps', async () => {
    const conDescuento = (await lista()).find((p) => p.descuento !== null && p.id !== producto.id);
    expect(conDescuento).toBeDefined();
    await t.db.execute(sql`update app.productos set precio = precio * 3 where id = ${conDescuento!.id}`);
    await paginaIgualALista();
    const despues = (await lista()).find((p) => p.id === conDescuento!.id)!;
    expect(despues.precio).toBe(conDescuento!.precio * 3);
  });

  it('reads a text too long for the index from its row, and from the index again once it is short (decision 102)', async () => {
    const fila = async () =>
      (
        await queryRows<{ indexada: boolean; larga: boolean }>(
          t.db,
          sql`select tarjeta is not null as indexada, tarjeta_larga is not null as larga
              from app.producto_tarjetas where producto_id = ${producto.id}`,
        )
      )[0];
    // 1,960 characters, more than 2,000 bytes in UTF-8 (ñ, ú and the emoji take several).
    const larga = 'Mate 🧉 ñandú '.repeat(140);
    await t.db.execute(sql`update app.productos set descripcion = ${larga} where id = ${producto.id}`);
    expect(await fila()).toEqual({ indexada: false, larga: true });
    expect((await paginaIgualALista()).descripcion).toBe(larga);
    await t.db.execute(sql`update app.productos set descripcion = 'corta' where id = ${producto.id}`);
    expect(await fila()).toEqual({ indexada: true, larga: false });
    expect((await paginaIgualALista()).descripcion).toBe('corta');
  });

  it('follows the discounts a product is linked to: linked, relinked by an edit, and the discount deleted (decision 102)', async () => {
    const sinDescuento = (await lista()).find((p) => p.descuento === null && p.id !== producto.id)!;
    const descuento = await insertarDescuento(t.db, tienda, { tipo: 'PORCENTAJE', valor: 20 }, [sinDescuento.id]);
    const conDescuento = async () => (
      await paginaIgualALista(),
      (await lista()).find((p) => p.id === sinDescuento.id)!
    );
    expect((await conDescuento()).descuento).toMatchObject({ porcentajeDescuento: 20 });
    // The seller's edit relinks it to other products only.
    const valores = {
      tipo: 'PORCENTAJE',
      valor: 20,
      descripcion: null,
      fechaInicio: null,
      fechaFin: null,
      activo: true,
    } as const;
    await reemplazarDescuento(t.db, descuento, valores, [producto.id]);
    expect((await conDescuento()).descuento).toBeNull();
    await reemplazarDescuento(t.db, descuento, valores, [sinDescuento.id]);
    expect((await conDescuento()).descuento).toMatchObject({ porcentajeDescuento: 20 });
    // Deleted: its links go with it (on delete cascade), and so does the discount on the page.
    await borrarDescuento(t.db, descuento);
    expect((await conDescuento()).descuento).toBeNull();
  });
});
