CREATE TABLE "app"."producto_tarjetas" (
	"producto_id" uuid PRIMARY KEY NOT NULL,
	"tarjeta" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."producto_tarjetas" ADD CONSTRAINT "producto_tarjetas_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "app"."productos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 101: a product as a shop's page of products shows it (ProductoTienda), as JSON text
-- open at the end, kept here so the page reads 24 texts instead of building 24 objects on every
-- read. Left out, because the page adds them itself: what it has once for the whole shop (its name,
-- its free-shipping threshold) and what depends on the moment of the read (the discount in effect).
-- Set-based, for the products of a statement. The fields and values are toProducto's (modules/productos/producto-loader.ts): strings through
-- to_json, numerics as their text (the same JSON numbers), dates as Date#toISOString writes them.
-- modules/tienda/tienda-pagina.routes.test.ts holds the page equal to the contract's serialisation.
CREATE OR REPLACE FUNCTION app.tarjetas_de_productos(p_productos uuid[]) RETURNS TABLE (producto_id uuid, tarjeta text)
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
        || ',"idCatalogos":' || array_to_json(coalesce(c.ids, '{}'::int[]))::text
    FROM app.productos p
    LEFT JOIN app.tipos_producto tp ON tp.id = p.tipo_producto_id
    LEFT JOIN (SELECT cp.producto_id, array_agg(cp.catalogo_id ORDER BY cp.catalogo_id) AS ids
                 FROM app.catalogo_productos cp JOIN app.catalogos c ON c.id = cp.catalogo_id AND c.habilitado
                WHERE cp.producto_id = ANY (p_productos) GROUP BY cp.producto_id) c ON c.producto_id = p.id
    WHERE p.id = ANY (p_productos)
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.refrescar_tarjetas(p_productos uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO app.producto_tarjetas (producto_id, tarjeta)
    SELECT t.producto_id, t.tarjeta FROM app.tarjetas_de_productos(p_productos) t
    ON CONFLICT (producto_id) DO UPDATE SET tarjeta = excluded.tarjeta
      WHERE app.producto_tarjetas.tarjeta IS DISTINCT FROM excluded.tarjeta
  $$;
--> statement-breakpoint
-- One statement-level trigger function for every source of a card: the products a statement wrote,
-- the products whose catalog links changed, the products of a catalog that changed (enabled or
-- not) and of a product type that changed. The bulk loader (app.carga_masiva()) fills the cards
-- itself. No cache_publico triggers on producto_tarjetas: every change to it comes from a change to
-- one of those tables, which notify already (0014) in the same transaction.
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
    ELSIF TG_TABLE_NAME = 'catalogo_productos' THEN
      IF TG_OP = 'INSERT' THEN
        ids := ARRAY(SELECT DISTINCT producto_id FROM nuevas);
      ELSIF TG_OP = 'DELETE' THEN
        ids := ARRAY(SELECT DISTINCT producto_id FROM viejas);
      ELSE
        ids := ARRAY(SELECT producto_id FROM nuevas UNION SELECT producto_id FROM viejas);
      END IF;
    ELSIF TG_TABLE_NAME = 'catalogos' THEN
      ids := ARRAY(SELECT DISTINCT cp.producto_id FROM app.catalogo_productos cp WHERE cp.catalogo_id IN (SELECT id FROM nuevas));
    ELSE
      ids := ARRAY(SELECT p.id FROM app.productos p WHERE p.tipo_producto_id IN (SELECT id FROM nuevas));
    END IF;
    IF cardinality(ids) > 0 THEN
      PERFORM app.refrescar_tarjetas(ids);
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER tarjetas_ins AFTER INSERT ON app.productos
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_tarjetas();
--> statement-breakpoint
CREATE TRIGGER tarjetas_upd AFTER UPDATE ON app.productos
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_tarjetas();
--> statement-breakpoint
CREATE TRIGGER tarjetas_ins AFTER INSERT ON app.catalogo_productos
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_tarjetas();
--> statement-breakpoint
CREATE TRIGGER tarjetas_upd AFTER UPDATE ON app.catalogo_productos
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_tarjetas();
--> statement-breakpoint
CREATE TRIGGER tarjetas_del AFTER DELETE ON app.catalogo_productos
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_tarjetas();
--> statement-breakpoint
CREATE TRIGGER tarjetas_upd AFTER UPDATE ON app.catalogos
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_tarjetas();
--> statement-breakpoint
CREATE TRIGGER tarjetas_upd AFTER UPDATE ON app.tipos_producto
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_tarjetas();
--> statement-breakpoint
-- The products there are now.
SELECT app.refrescar_tarjetas(ARRAY(SELECT id FROM app.productos));
