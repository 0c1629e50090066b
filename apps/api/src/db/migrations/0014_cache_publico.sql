-- Per-instance cache of the public reads (decision 046): every change to a table a public read
-- shows tells all API instances which shop changed, at commit, through NOTIFY on the channel
-- feria_cache_publico (payload: the shop id, or 'todo' when every entry must go). Statement
-- triggers with transition tables: one notification per shop and statement, whichever code path
-- wrote (services, the seed, the order flow, the admin); PostgreSQL folds repeats within a transaction.
CREATE OR REPLACE FUNCTION app.tg_cache_publico() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    -- TG_ARGV[0]: the column holding the shop id, or (TG_ARGV[1] = 'producto') a product id; none: every shop.
    columna text := TG_ARGV[0];
    filas text;
    tienda text;
  BEGIN
    IF columna IS NULL OR app.carga_masiva() THEN
      PERFORM pg_notify('feria_cache_publico', 'todo');
      RETURN NULL;
    END IF;
    filas := CASE TG_OP
      WHEN 'INSERT' THEN format('SELECT %1$I AS v FROM nuevas', columna)
      WHEN 'DELETE' THEN format('SELECT %1$I AS v FROM viejas', columna)
      ELSE format('SELECT %1$I AS v FROM nuevas UNION SELECT %1$I FROM viejas', columna)
    END;
    IF TG_ARGV[1] = 'producto' THEN
      filas := format('SELECT p.emprendimiento_id AS v FROM (%s) x LEFT JOIN app.productos p ON p.id = x.v', filas);
    END IF;
    FOR tienda IN EXECUTE format('SELECT DISTINCT coalesce(v::text, ''todo'') FROM (%s) y', filas) LOOP
      PERFORM pg_notify('feria_cache_publico', tienda);
    END LOOP;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER cache_publico_ins AFTER INSERT ON app.productos REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('emprendimiento_id');
--> statement-breakpoint
CREATE TRIGGER cache_publico_upd AFTER UPDATE ON app.productos REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('emprendimiento_id');
--> statement-breakpoint
CREATE TRIGGER cache_publico_del AFTER DELETE ON app.productos REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('emprendimiento_id');
--> statement-breakpoint
CREATE TRIGGER cache_publico_ins AFTER INSERT ON app.producto_imagenes REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('producto_id', 'producto');
--> statement-breakpoint
CREATE TRIGGER cache_publico_upd AFTER UPDATE ON app.producto_imagenes REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('producto_id', 'producto');
--> statement-breakpoint
CREATE TRIGGER cache_publico_del AFTER DELETE ON app.producto_imagenes REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('producto_id', 'producto');
--> statement-breakpoint
CREATE TRIGGER cache_publico_ins AFTER INSERT ON app.producto_atributos REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('producto_id', 'producto');
--> statement-breakpoint
CREATE TRIGGER cache_publico_upd AFTER UPDATE ON app.producto_atributos REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('producto_id', 'producto');
--> statement-breakpoint
CREATE TRIGGER cache_publico_del AFTER DELETE ON app.producto_atributos REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('producto_id', 'producto');
--> statement-breakpoint
CREATE TRIGGER cache_publico_ins AFTER INSERT ON app.emprendimientos REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('id');
--> statement-breakpoint
CREATE TRIGGER cache_publico_upd AFTER UPDATE ON app.emprendimientos REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('id');
--> statement-breakpoint
CREATE TRIGGER cache_publico_del AFTER DELETE ON app.emprendimientos REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('id');
--> statement-breakpoint
CREATE TRIGGER cache_publico_ins AFTER INSERT ON app.apariencias REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('emprendimiento_id');
--> statement-breakpoint
CREATE TRIGGER cache_publico_upd AFTER UPDATE ON app.apariencias REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('emprendimiento_id');
--> statement-breakpoint
CREATE TRIGGER cache_publico_del AFTER DELETE ON app.apariencias REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('emprendimiento_id');
--> statement-breakpoint
CREATE TRIGGER cache_publico_ins AFTER INSERT ON app.apariencia_catalogos REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('emprendimiento_id');
--> statement-breakpoint
CREATE TRIGGER cache_publico_upd AFTER UPDATE ON app.apariencia_catalogos REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('emprendimiento_id');
--> statement-breakpoint
CREATE TRIGGER cache_publico_del AFTER DELETE ON app.apariencia_catalogos REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('emprendimiento_id');
--> statement-breakpoint
CREATE TRIGGER cache_publico_ins AFTER INSERT ON app.catalogos REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('emprendimiento_id');
--> statement-breakpoint
CREATE TRIGGER cache_publico_upd AFTER UPDATE ON app.catalogos REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('emprendimiento_id');
--> statement-breakpoint
CREATE TRIGGER cache_publico_del AFTER DELETE ON app.catalogos REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('emprendimiento_id');
--> statement-breakpoint
CREATE TRIGGER cache_publico_ins AFTER INSERT ON app.catalogo_productos REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('producto_id', 'producto');
--> statement-breakpoint
CREATE TRIGGER cache_publico_upd AFTER UPDATE ON app.catalogo_productos REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('producto_id', 'producto');
--> statement-breakpoint
CREATE TRIGGER cache_publico_del AFTER DELETE ON app.catalogo_productos REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('producto_id', 'producto');
--> statement-breakpoint
CREATE TRIGGER cache_publico_ins AFTER INSERT ON app.descuentos REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('emprendimiento_id');
--> statement-breakpoint
CREATE TRIGGER cache_publico_upd AFTER UPDATE ON app.descuentos REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('emprendimiento_id');
--> statement-breakpoint
CREATE TRIGGER cache_publico_del AFTER DELETE ON app.descuentos REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('emprendimiento_id');
--> statement-breakpoint
CREATE TRIGGER cache_publico_ins AFTER INSERT ON app.descuento_productos REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('producto_id', 'producto');
--> statement-breakpoint
CREATE TRIGGER cache_publico_upd AFTER UPDATE ON app.descuento_productos REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('producto_id', 'producto');
--> statement-breakpoint
CREATE TRIGGER cache_publico_del AFTER DELETE ON app.descuento_productos REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('producto_id', 'producto');
--> statement-breakpoint
CREATE TRIGGER cache_publico_ins AFTER INSERT ON app.resenas REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('emprendimiento_id');
--> statement-breakpoint
CREATE TRIGGER cache_publico_upd AFTER UPDATE ON app.resenas REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('emprendimiento_id');
--> statement-breakpoint
CREATE TRIGGER cache_publico_del AFTER DELETE ON app.resenas REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico('emprendimiento_id');
--> statement-breakpoint
CREATE TRIGGER cache_publico AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON app.rubros FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico();
--> statement-breakpoint
CREATE TRIGGER cache_publico AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON app.provincias FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico();
--> statement-breakpoint
CREATE TRIGGER cache_publico AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON app.tipos_producto FOR EACH STATEMENT EXECUTE FUNCTION app.tg_cache_publico();
