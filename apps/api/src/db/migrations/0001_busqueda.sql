-- Spanish-aware product search (issue #2 §8). Written by hand: drizzle-kit cannot express
-- extensions, functions, generated tsvector columns, trigram indexes or triggers.
-- Works unchanged on PGlite (PostgreSQL 18) and PostgreSQL 15+.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); pinning the dictionary makes an
-- IMMUTABLE wrapper usable in generated columns and indexes. Fully qualified so it also works
-- under the restricted search_path that autovacuum and pg_dump use.
CREATE OR REPLACE FUNCTION app.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- Accent- and case-insensitive form of a text: what search and the word dictionary compare.
CREATE OR REPLACE FUNCTION app.normalizar(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT pg_catalog.lower(app.f_unaccent(coalesce($1, ''))) $$;
--> statement-breakpoint
-- Words that go into app.search_words: 3 to 40 letters, not only digits, not Spanish stop words.
CREATE OR REPLACE FUNCTION app.palabras_busqueda(texto text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT DISTINCT w
    FROM pg_catalog.regexp_split_to_table(app.normalizar(texto), '[^a-z0-9]+') AS w
    WHERE pg_catalog.length(w) BETWEEN 3 AND 40
      AND w !~ '^[0-9]+$'
      AND pg_catalog.length(pg_catalog.to_tsvector('pg_catalog.spanish'::regconfig, w)) > 0
  $$;
--> statement-breakpoint
-- Product type name and attribute values, indexed with weight B.
CREATE OR REPLACE FUNCTION app.texto_busqueda_extra(p_producto uuid, p_tipo integer) RETURNS text
  LANGUAGE sql STABLE
  AS $$
    SELECT concat_ws(' ',
      (SELECT t.nombre FROM app.tipos_producto t WHERE t.id = p_tipo),
      (SELECT string_agg(a.valor, ' ' ORDER BY a.id) FROM app.producto_atributos a WHERE a.producto_id = p_producto))
  $$;
--> statement-breakpoint
-- Bulk loaders (seedBulk, test snapshots) fill publico, busqueda_extra and search_words themselves,
-- set-based, and switch the per-row triggers off for their transaction with
-- SET LOCAL app.carga_masiva = 'on'.
CREATE OR REPLACE FUNCTION app.carga_masiva() RETURNS boolean
  LANGUAGE sql STABLE
  AS $$ SELECT coalesce(current_setting('app.carga_masiva', true), '') = 'on' $$;
--> statement-breakpoint
ALTER TABLE app.productos ADD COLUMN busqueda tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('pg_catalog.spanish'::regconfig, app.f_unaccent(nombre)), 'A') ||
  setweight(to_tsvector('pg_catalog.spanish'::regconfig, app.f_unaccent(busqueda_extra)), 'B') ||
  setweight(to_tsvector('pg_catalog.spanish'::regconfig, app.f_unaccent(descripcion)), 'C')
) STORED;
--> statement-breakpoint
-- Accent- and case-free name: exact-name ranking and the trigram fallback compare against it.
ALTER TABLE app.productos ADD COLUMN nombre_normalizado text GENERATED ALWAYS AS (app.normalizar(nombre)) STORED;
--> statement-breakpoint
CREATE INDEX productos_busqueda_idx ON app.productos USING gin (busqueda);
--> statement-breakpoint
-- Last-resort typo search on the name when full text finds nothing.
CREATE INDEX productos_nombre_trgm_idx ON app.productos USING gin (nombre_normalizado public.gin_trgm_ops);
--> statement-breakpoint
-- Public reads walk these partial indexes: the listing (newest first), best sellers, a shop's
-- products (INCLUDE lets destacados sum sales from the index alone).
CREATE INDEX productos_publicos_fecha_idx ON app.productos (fecha_alta DESC, id) WHERE publico;
--> statement-breakpoint
CREATE INDEX productos_publicos_vendidos_idx ON app.productos (unidades_vendidas DESC, fecha_alta DESC, id) WHERE publico;
--> statement-breakpoint
CREATE INDEX productos_publicos_emprendimiento_idx ON app.productos (emprendimiento_id, fecha_alta DESC, id)
  INCLUDE (unidades_vendidas) WHERE publico;
--> statement-breakpoint
-- GiST (not GIN) so typo candidates come from a nearest-neighbour scan: ORDER BY word <-> token.
CREATE INDEX search_words_trgm_idx ON app.search_words USING gist (word public.gist_trgm_ops);
--> statement-breakpoint
CREATE INDEX emprendimientos_nombre_trgm_idx ON app.emprendimientos USING gin (app.normalizar(nombre) public.gin_trgm_ops);
--> statement-breakpoint
-- publico = habilitado, not eliminado, shop Activo (issue #2 §7). Also recomputed when someone
-- writes publico directly, so it can only ever hold the derived value.
CREATE OR REPLACE FUNCTION app.tg_productos_publico() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF NOT app.carga_masiva() THEN
      NEW.publico := NEW.habilitado AND NOT NEW.eliminado
        AND EXISTS (SELECT 1 FROM app.emprendimientos e WHERE e.id = NEW.emprendimiento_id AND e.estado = 'Activo');
    END IF;
    RETURN NEW;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER productos_publico BEFORE INSERT OR UPDATE OF habilitado, eliminado, emprendimiento_id, publico ON app.productos
  FOR EACH ROW EXECUTE FUNCTION app.tg_productos_publico();
--> statement-breakpoint
-- A shop changing estado (approved, rejected, deleted) shows or hides all its products.
CREATE OR REPLACE FUNCTION app.tg_emprendimientos_publico() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    UPDATE app.productos p SET publico = (p.habilitado AND NOT p.eliminado AND NEW.estado = 'Activo')
    WHERE p.emprendimiento_id = NEW.id
      AND p.publico IS DISTINCT FROM (p.habilitado AND NOT p.eliminado AND NEW.estado = 'Activo');
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER emprendimientos_publico AFTER UPDATE OF estado ON app.emprendimientos
  FOR EACH ROW WHEN (OLD.estado IS DISTINCT FROM NEW.estado) EXECUTE FUNCTION app.tg_emprendimientos_publico();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.tg_productos_busqueda_extra() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF NOT app.carga_masiva() THEN
      NEW.busqueda_extra := app.texto_busqueda_extra(NEW.id, NEW.tipo_producto_id);
    END IF;
    RETURN NEW;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER productos_busqueda_extra BEFORE INSERT OR UPDATE OF tipo_producto_id ON app.productos
  FOR EACH ROW EXECUTE FUNCTION app.tg_productos_busqueda_extra();
--> statement-breakpoint
-- Attribute changes refresh their products' busqueda_extra (and so the generated vector), set-based.
CREATE OR REPLACE FUNCTION app.tg_atributos_busqueda() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF app.carga_masiva() THEN
      RETURN NULL;
    END IF;
    IF TG_OP = 'INSERT' THEN
      UPDATE app.productos p SET busqueda_extra = app.texto_busqueda_extra(p.id, p.tipo_producto_id)
      WHERE p.id IN (SELECT producto_id FROM nuevas);
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE app.productos p SET busqueda_extra = app.texto_busqueda_extra(p.id, p.tipo_producto_id)
      WHERE p.id IN (SELECT producto_id FROM viejas);
    ELSE
      UPDATE app.productos p SET busqueda_extra = app.texto_busqueda_extra(p.id, p.tipo_producto_id)
      WHERE p.id IN (SELECT producto_id FROM nuevas UNION SELECT producto_id FROM viejas);
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER atributos_busqueda_ins AFTER INSERT ON app.producto_atributos
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_atributos_busqueda();
--> statement-breakpoint
CREATE TRIGGER atributos_busqueda_upd AFTER UPDATE ON app.producto_atributos
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_atributos_busqueda();
--> statement-breakpoint
CREATE TRIGGER atributos_busqueda_del AFTER DELETE ON app.producto_atributos
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_atributos_busqueda();
--> statement-breakpoint
-- New words of inserted or re-worded products go into the typo dictionary. Words are never
-- removed: a stale word can only suggest a correction that finds nothing.
CREATE OR REPLACE FUNCTION app.tg_productos_palabras() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF app.carga_masiva() THEN
      RETURN NULL;
    END IF;
    IF TG_OP = 'INSERT' THEN
      INSERT INTO app.search_words (word)
      SELECT DISTINCT w FROM nuevas n, app.palabras_busqueda(concat_ws(' ', n.nombre, n.busqueda_extra, n.descripcion)) AS w
      ON CONFLICT DO NOTHING;
    ELSE
      INSERT INTO app.search_words (word)
      SELECT DISTINCT w
      FROM nuevas n JOIN viejas o ON o.id = n.id,
        app.palabras_busqueda(concat_ws(' ', n.nombre, n.busqueda_extra, n.descripcion)) AS w
      WHERE (n.nombre, n.busqueda_extra, n.descripcion) IS DISTINCT FROM (o.nombre, o.busqueda_extra, o.descripcion)
      ON CONFLICT DO NOTHING;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER productos_palabras_ins AFTER INSERT ON app.productos
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_productos_palabras();
--> statement-breakpoint
CREATE TRIGGER productos_palabras_upd AFTER UPDATE ON app.productos
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_productos_palabras();
