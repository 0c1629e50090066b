-- Decision 102: a shop's page of products is a range of ONE index. Beside each product's kept text
-- (decision 101), its shop, date, public flag and price, copied from its row by the same writes; the
-- partial index producto_tarjetas_pagina_idx includes the price and the text, so the page is an
-- index-only scan: the shop's newest public products in a few adjacent index pages, instead of
-- two random rows per product (its row and its text) that at a million products are rarely in
-- memory. An index entry holds at most ~2,700 bytes: a text longer than 2,000 bytes (a long
-- description) goes in tarjeta_larga, outside the index, and the page reads it from the row.
ALTER TABLE "app"."producto_tarjetas" ALTER COLUMN "tarjeta" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."producto_tarjetas" ADD COLUMN "tarjeta_larga" text;--> statement-breakpoint
ALTER TABLE "app"."producto_tarjetas" ADD COLUMN "emprendimiento_id" uuid;--> statement-breakpoint
ALTER TABLE "app"."producto_tarjetas" ADD COLUMN "fecha_alta" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app"."producto_tarjetas" ADD COLUMN "publico" boolean;--> statement-breakpoint
ALTER TABLE "app"."producto_tarjetas" ADD COLUMN "precio" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "app"."producto_tarjetas" ADD COLUMN "con_descuentos" boolean;--> statement-breakpoint
-- The texts there are now, as they are: only the copied columns are new.
UPDATE app.producto_tarjetas t
   SET emprendimiento_id = p.emprendimiento_id, fecha_alta = p.fecha_alta, publico = p.publico, precio = p.precio,
       con_descuentos = EXISTS (SELECT 1 FROM app.descuento_productos dp WHERE dp.producto_id = p.id),
       tarjeta = CASE WHEN octet_length(t.tarjeta) <= 2000 THEN t.tarjeta END,
       tarjeta_larga = CASE WHEN octet_length(t.tarjeta) > 2000 THEN t.tarjeta END
  FROM app.productos p WHERE p.id = t.producto_id;--> statement-breakpoint
ALTER TABLE "app"."producto_tarjetas" ALTER COLUMN "emprendimiento_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."producto_tarjetas" ALTER COLUMN "fecha_alta" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."producto_tarjetas" ALTER COLUMN "publico" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."producto_tarjetas" ALTER COLUMN "precio" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."producto_tarjetas" ALTER COLUMN "con_descuentos" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."producto_tarjetas" ADD CONSTRAINT "producto_tarjetas_una_check" CHECK (num_nonnulls("app"."producto_tarjetas"."tarjeta", "app"."producto_tarjetas"."tarjeta_larga") = 1);--> statement-breakpoint
-- The page's order (productos_publicos_emprendimiento_idx's, 0001), what the discount in effect
-- needs (the price, and whether the product is linked to any discount: most are not, and their
-- page looks for none) and the text: everything a page reads.
CREATE INDEX producto_tarjetas_pagina_idx ON app.producto_tarjetas (emprendimiento_id, fecha_alta DESC, producto_id)
  INCLUDE (precio, con_descuentos, tarjeta) WHERE publico;--> statement-breakpoint
-- The text of 0031 and the columns the page reads beside it, from the product's row.
DROP FUNCTION app.tarjetas_de_productos(uuid[]);--> statement-breakpoint
CREATE FUNCTION app.tarjetas_de_productos(p_productos uuid[])
  RETURNS TABLE (producto_id uuid, tarjeta text, emprendimiento_id uuid, fecha_alta timestamptz, publico boolean, precio numeric,
                 con_descuentos boolean)
  LANGUAGE sql STABLE
  AS $$
    SELECT p.id, '{"id":' || to_json(p.id::text)::text
        || ',"nombre":' || to_json(p.nombre)::text
        || ',"descripcion":' || to_json(p.descripcion)::text
        || ',"precio":' || p.precio::text
        || ',"stock":' || p.stock::text
        || ',"sku":' || coalesce(to_json(p.sku)::text, 'null')
        || ',"rutaImagen":' || coalesce(to_json(p.ruta_imagen)::text, 'null')
        || ',"tipoProducto":' || coalesce('{"idTipoProducto":' || tp.id::text || ',"nombre":' || to_json(tp.nombre)::text
                                          || ',"descripcion":' || coalesce(to_json(tp.descripcion)::text, 'null') || '}', 'null')
        || ',"atributos":' || p.atributos_json::text
        || ',"fechaAlta":"' || to_char(p.fecha_alta AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
        || ',"habilitado":' || p.habilitado::text
        || ',"eliminado":' || p.eliminado::text
        || ',"idEmprendimiento":' || to_json(p.emprendimiento_id::text)::text
        || ',"vendidos":' || p.unidades_vendidas::text
        || ',"calificacion":' || coalesce(p.calificacion::text, 'null')
        || ',"numReseñas":' || p.num_resenas::text
        || ',"precioDesde":' || coalesce(p.precio_desde::text, 'null')
        || ',"conOpciones":' || (jsonb_array_length(p.opciones) > 0)::text
        || ',"idCatalogos":' || array_to_json(coalesce(c.ids, '{}'::int[]))::text,
        p.emprendimiento_id, p.fecha_alta, p.publico, p.precio,
        EXISTS (SELECT 1 FROM app.descuento_productos dp WHERE dp.producto_id = p.id)
    FROM app.productos p
    LEFT JOIN app.tipos_producto tp ON tp.id = p.tipo_producto_id
    LEFT JOIN (SELECT cp.producto_id, array_agg(cp.catalogo_id ORDER BY cp.catalogo_id) AS ids
                 FROM app.catalogo_productos cp JOIN app.catalogos c ON c.id = cp.catalogo_id AND c.habilitado
                WHERE cp.producto_id = ANY (p_productos) GROUP BY cp.producto_id) c ON c.producto_id = p.id
    WHERE p.id = ANY (p_productos)
  $$;--> statement-breakpoint
-- Rows in the products' order, so that two statements refreshing overlapping sets lock them in the
-- same order; a row is written only when something in it changed.
CREATE OR REPLACE FUNCTION app.refrescar_tarjetas(p_productos uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO app.producto_tarjetas AS x (producto_id, tarjeta, tarjeta_larga, emprendimiento_id, fecha_alta, publico, precio,
                                            con_descuentos)
    SELECT t.producto_id,
           CASE WHEN octet_length(t.tarjeta) <= 2000 THEN t.tarjeta END,
           CASE WHEN octet_length(t.tarjeta) > 2000 THEN t.tarjeta END,
           t.emprendimiento_id, t.fecha_alta, t.publico, t.precio, t.con_descuentos
      FROM app.tarjetas_de_productos(p_productos) t
     ORDER BY t.producto_id
    ON CONFLICT (producto_id) DO UPDATE
      SET tarjeta = excluded.tarjeta, tarjeta_larga = excluded.tarjeta_larga, emprendimiento_id = excluded.emprendimiento_id,
          fecha_alta = excluded.fecha_alta, publico = excluded.publico, precio = excluded.precio,
          con_descuentos = excluded.con_descuentos
      WHERE (x.tarjeta, x.tarjeta_larga, x.publico, x.con_descuentos)
            IS DISTINCT FROM (excluded.tarjeta, excluded.tarjeta_larga, excluded.publico, excluded.con_descuentos)
  $$;--> statement-breakpoint
-- 0031's trigger function, with the products whose discount links changed beside those whose
-- catalog links changed, and only the catalogs and types whose change shows in the texts.
CREATE OR REPLACE FUNCTION app.tg_tarjetas() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    ids uuid[];
  BEGIN
    IF app.carga_masiva() THEN
      RETURN NULL;
    END IF;
    IF TG_TABLE_NAME = 'productos' THEN
      ids := ARRAY(SELECT id FROM nuevas);
    ELSIF TG_TABLE_NAME IN ('catalogo_productos', 'descuento_productos') THEN
      IF TG_OP = 'INSERT' THEN
        ids := ARRAY(SELECT DISTINCT producto_id FROM nuevas);
      ELSIF TG_OP = 'DELETE' THEN
        ids := ARRAY(SELECT DISTINCT producto_id FROM viejas);
      ELSE
        ids := ARRAY(SELECT producto_id FROM nuevas UNION SELECT producto_id FROM viejas);
      END IF;
    ELSIF TG_TABLE_NAME = 'catalogos' THEN
      -- A catalog's name is not in the texts; its switch is.
      ids := ARRAY(SELECT DISTINCT cp.producto_id FROM app.catalogo_productos cp
                    WHERE cp.catalogo_id IN (SELECT n.id FROM nuevas n JOIN viejas v ON v.id = n.id
                                              WHERE n.habilitado IS DISTINCT FROM v.habilitado));
    ELSE
      -- Only types whose name or description changed: the reference data's upsert at every start
      -- updates none, where 0031 rewrote the texts of every product of every type.
      ids := ARRAY(SELECT p.id FROM app.productos p
                    WHERE p.tipo_producto_id IN (SELECT n.id FROM nuevas n JOIN viejas v ON v.id = n.id
                                                  WHERE (n.nombre, n.descripcion) IS DISTINCT FROM (v.nombre, v.descripcion)));
    END IF;
    IF cardinality(ids) > 0 THEN
      PERFORM app.refrescar_tarjetas(ids);
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint
CREATE TRIGGER tarjetas_ins AFTER INSERT ON app.descuento_productos
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_tarjetas();
--> statement-breakpoint
CREATE TRIGGER tarjetas_upd AFTER UPDATE ON app.descuento_productos
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_tarjetas();
--> statement-breakpoint
CREATE TRIGGER tarjetas_del AFTER DELETE ON app.descuento_productos
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_tarjetas();
--> statement-breakpoint
DROP TRIGGER tarjetas_upd ON app.catalogos;--> statement-breakpoint
CREATE TRIGGER tarjetas_upd AFTER UPDATE ON app.catalogos
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_tarjetas();
--> statement-breakpoint
DROP TRIGGER tarjetas_upd ON app.tipos_producto;--> statement-breakpoint
CREATE TRIGGER tarjetas_upd AFTER UPDATE ON app.tipos_producto
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_tarjetas();
