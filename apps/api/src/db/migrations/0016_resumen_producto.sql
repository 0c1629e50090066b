-- Issue #14 (read path): what a public read of a product shows from its other rows lives on the
-- product row, kept by triggers like busqueda_extra (0001), so a page of products is read from the
-- products' own rows instead of four subqueries per product (attributes, principal image, rating,
-- number of reviews). Bulk loaders (app.carga_masiva(), seed/bulk.ts) fill them set-based.
ALTER TABLE "app"."productos" ADD COLUMN "atributos_json" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."productos" ADD COLUMN "ruta_imagen" text;--> statement-breakpoint
ALTER TABLE "app"."productos" ADD COLUMN "calificacion" numeric(2, 1);--> statement-breakpoint
ALTER TABLE "app"."productos" ADD COLUMN "num_resenas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The attributes as the API returns them, in id order.
CREATE OR REPLACE FUNCTION app.atributos_de_producto(p_producto uuid) RETURNS jsonb
  LANGUAGE sql STABLE
  AS $$
    SELECT coalesce(jsonb_agg(jsonb_build_object('id', a.id, 'clave', a.clave, 'valor', a.valor, 'tipoDato', a.tipo_dato) ORDER BY a.id), '[]'::jsonb)
    FROM app.producto_atributos a WHERE a.producto_id = p_producto
  $$;
--> statement-breakpoint
-- The image a card and a preview show: the principal one, else the first by orden.
CREATE OR REPLACE FUNCTION app.imagen_de_producto(p_producto uuid) RETURNS text
  LANGUAGE sql STABLE
  AS $$
    SELECT i.url FROM app.producto_imagenes i WHERE i.producto_id = p_producto
    ORDER BY i.principal DESC, i.orden, i.id LIMIT 1
  $$;
--> statement-breakpoint
-- Each source of a product's summary refreshes the products a statement touched, in one set-based
-- UPDATE (the image and the rating only where they change).
CREATE OR REPLACE FUNCTION app.refrescar_atributos_de_productos(p_productos uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    UPDATE app.productos p SET busqueda_extra = app.texto_busqueda_extra(p.id, p.tipo_producto_id), atributos_json = app.atributos_de_producto(p.id)
    WHERE p.id = ANY (p_productos)
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.refrescar_imagen_de_productos(p_productos uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    UPDATE app.productos p SET ruta_imagen = n.ruta_imagen
    FROM (SELECT ids.id, app.imagen_de_producto(ids.id) AS ruta_imagen FROM unnest(p_productos) ids(id)) n
    WHERE p.id = n.id AND p.ruta_imagen IS DISTINCT FROM n.ruta_imagen
  $$;
--> statement-breakpoint
-- A product's rating as its page and cards show it: its visible reviews' average (one decimal) and count.
CREATE OR REPLACE FUNCTION app.refrescar_resenas_de_productos(p_productos uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    UPDATE app.productos p SET calificacion = n.calificacion, num_resenas = n.num_resenas
    FROM (
      SELECT ids.id, r.calificacion, r.num_resenas
      FROM unnest(p_productos) ids(id), LATERAL (
        SELECT round(avg(x.calificacion), 1) AS calificacion, count(*)::int AS num_resenas
        FROM app.resenas x WHERE x.producto_id = ids.id AND NOT x.oculta) r
    ) n
    WHERE p.id = n.id AND (p.calificacion, p.num_resenas) IS DISTINCT FROM (n.calificacion, n.num_resenas)
  $$;
--> statement-breakpoint
-- One trigger function for the three tables (statement-level, transition tables): the distinct
-- products the statement touched, then the table's refresh. Replaces 0001's tg_atributos_busqueda.
CREATE OR REPLACE FUNCTION app.tg_resumen_producto() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    ids uuid[];
  BEGIN
    IF app.carga_masiva() THEN
      RETURN NULL;
    END IF;
    IF TG_OP = 'INSERT' THEN
      ids := ARRAY(SELECT DISTINCT producto_id FROM nuevas WHERE producto_id IS NOT NULL);
    ELSIF TG_OP = 'DELETE' THEN
      ids := ARRAY(SELECT DISTINCT producto_id FROM viejas WHERE producto_id IS NOT NULL);
    ELSE
      ids := ARRAY(SELECT producto_id FROM nuevas WHERE producto_id IS NOT NULL UNION SELECT producto_id FROM viejas WHERE producto_id IS NOT NULL);
    END IF;
    IF TG_TABLE_NAME = 'producto_atributos' THEN
      PERFORM app.refrescar_atributos_de_productos(ids);
    ELSIF TG_TABLE_NAME = 'producto_imagenes' THEN
      PERFORM app.refrescar_imagen_de_productos(ids);
    ELSE
      PERFORM app.refrescar_resenas_de_productos(ids);
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
DROP TRIGGER atributos_busqueda_ins ON app.producto_atributos;
--> statement-breakpoint
DROP TRIGGER atributos_busqueda_upd ON app.producto_atributos;
--> statement-breakpoint
DROP TRIGGER atributos_busqueda_del ON app.producto_atributos;
--> statement-breakpoint
DROP FUNCTION app.tg_atributos_busqueda();
--> statement-breakpoint
CREATE TRIGGER resumen_producto_ins AFTER INSERT ON app.producto_atributos
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_resumen_producto();
--> statement-breakpoint
CREATE TRIGGER resumen_producto_upd AFTER UPDATE ON app.producto_atributos
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_resumen_producto();
--> statement-breakpoint
CREATE TRIGGER resumen_producto_del AFTER DELETE ON app.producto_atributos
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_resumen_producto();
--> statement-breakpoint
CREATE TRIGGER resumen_producto_ins AFTER INSERT ON app.producto_imagenes
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_resumen_producto();
--> statement-breakpoint
CREATE TRIGGER resumen_producto_upd AFTER UPDATE ON app.producto_imagenes
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_resumen_producto();
--> statement-breakpoint
CREATE TRIGGER resumen_producto_del AFTER DELETE ON app.producto_imagenes
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_resumen_producto();
--> statement-breakpoint
CREATE TRIGGER resumen_producto_ins AFTER INSERT ON app.resenas
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_resumen_producto();
--> statement-breakpoint
CREATE TRIGGER resumen_producto_upd AFTER UPDATE ON app.resenas
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_resumen_producto();
--> statement-breakpoint
CREATE TRIGGER resumen_producto_del AFTER DELETE ON app.resenas
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_resumen_producto();
--> statement-breakpoint
-- The products there are now.
SELECT app.refrescar_atributos_de_productos(ARRAY(SELECT DISTINCT producto_id FROM app.producto_atributos));
--> statement-breakpoint
SELECT app.refrescar_imagen_de_productos(ARRAY(SELECT DISTINCT producto_id FROM app.producto_imagenes));
--> statement-breakpoint
SELECT app.refrescar_resenas_de_productos(ARRAY(SELECT DISTINCT producto_id FROM app.resenas WHERE producto_id IS NOT NULL));
