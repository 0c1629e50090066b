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
-- Attribute changes refresh their products' busqueda_extra (and so the generated vector) and
-- atributos_json, in one set-based update per statement.
CREATE OR REPLACE FUNCTION app.tg_atributos_busqueda() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF app.carga_masiva() THEN
      RETURN NULL;
    END IF;
    IF TG_OP = 'INSERT' THEN
      UPDATE app.productos p SET busqueda_extra = app.texto_busqueda_extra(p.id, p.tipo_producto_id), atributos_json = app.atributos_de_producto(p.id)
      WHERE p.id IN (SELECT producto_id FROM nuevas);
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE app.productos p SET busqueda_extra = app.texto_busqueda_extra(p.id, p.tipo_producto_id), atributos_json = app.atributos_de_producto(p.id)
      WHERE p.id IN (SELECT producto_id FROM viejas);
    ELSE
      UPDATE app.productos p SET busqueda_extra = app.texto_busqueda_extra(p.id, p.tipo_producto_id), atributos_json = app.atributos_de_producto(p.id)
      WHERE p.id IN (SELECT producto_id FROM nuevas UNION SELECT producto_id FROM viejas);
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- Image changes (added, made principal, reordered, removed) refresh their products' ruta_imagen.
CREATE OR REPLACE FUNCTION app.tg_imagenes_producto() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF app.carga_masiva() THEN
      RETURN NULL;
    END IF;
    IF TG_OP = 'INSERT' THEN
      UPDATE app.productos p SET ruta_imagen = app.imagen_de_producto(p.id)
      WHERE p.id IN (SELECT producto_id FROM nuevas) AND p.ruta_imagen IS DISTINCT FROM app.imagen_de_producto(p.id);
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE app.productos p SET ruta_imagen = app.imagen_de_producto(p.id)
      WHERE p.id IN (SELECT producto_id FROM viejas) AND p.ruta_imagen IS DISTINCT FROM app.imagen_de_producto(p.id);
    ELSE
      UPDATE app.productos p SET ruta_imagen = app.imagen_de_producto(p.id)
      WHERE p.id IN (SELECT producto_id FROM nuevas UNION SELECT producto_id FROM viejas) AND p.ruta_imagen IS DISTINCT FROM app.imagen_de_producto(p.id);
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER imagenes_producto_ins AFTER INSERT ON app.producto_imagenes
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_imagenes_producto();
--> statement-breakpoint
CREATE TRIGGER imagenes_producto_upd AFTER UPDATE ON app.producto_imagenes
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_imagenes_producto();
--> statement-breakpoint
CREATE TRIGGER imagenes_producto_del AFTER DELETE ON app.producto_imagenes
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_imagenes_producto();
--> statement-breakpoint
-- A product's rating as its page and cards show it: its visible reviews' average (one decimal) and count.
CREATE OR REPLACE FUNCTION app.refrescar_resenas_de_productos(p_productos uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
    UPDATE app.productos p SET calificacion = n.calificacion, num_resenas = n.num_resenas
    FROM (
      SELECT ids.id, r.calificacion, r.num_resenas
      FROM (SELECT DISTINCT unnest(p_productos) AS id) ids, LATERAL (
        SELECT round(avg(x.calificacion), 1) AS calificacion, count(*)::int AS num_resenas
        FROM app.resenas x WHERE x.producto_id = ids.id AND NOT x.oculta) r
    ) n
    WHERE p.id = n.id AND (p.calificacion, p.num_resenas) IS DISTINCT FROM (n.calificacion, n.num_resenas)
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.tg_resenas_producto() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF app.carga_masiva() THEN
      RETURN NULL;
    END IF;
    IF TG_OP = 'INSERT' THEN
      PERFORM app.refrescar_resenas_de_productos(ARRAY(SELECT producto_id FROM nuevas WHERE producto_id IS NOT NULL));
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM app.refrescar_resenas_de_productos(ARRAY(SELECT producto_id FROM viejas WHERE producto_id IS NOT NULL));
    ELSE
      PERFORM app.refrescar_resenas_de_productos(ARRAY(
        SELECT producto_id FROM nuevas WHERE producto_id IS NOT NULL UNION SELECT producto_id FROM viejas WHERE producto_id IS NOT NULL));
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER resenas_producto_ins AFTER INSERT ON app.resenas
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_resenas_producto();
--> statement-breakpoint
CREATE TRIGGER resenas_producto_upd AFTER UPDATE ON app.resenas
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_resenas_producto();
--> statement-breakpoint
CREATE TRIGGER resenas_producto_del AFTER DELETE ON app.resenas
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_resenas_producto();
--> statement-breakpoint
-- The products there are now.
UPDATE app.productos p SET atributos_json = app.atributos_de_producto(p.id), ruta_imagen = app.imagen_de_producto(p.id)
WHERE EXISTS (SELECT 1 FROM app.producto_atributos a WHERE a.producto_id = p.id)
   OR EXISTS (SELECT 1 FROM app.producto_imagenes i WHERE i.producto_id = p.id);
--> statement-breakpoint
SELECT app.refrescar_resenas_de_productos(ARRAY(SELECT DISTINCT producto_id FROM app.resenas WHERE producto_id IS NOT NULL));
